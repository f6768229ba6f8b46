import Combine
import SwiftUI
import WidgetKit

// A widget whose data comes from a Combine repository, as apps share it with their widget.

struct Quote: Decodable, Hashable {
    let symbol: String
    let price: Double
    let change: Double
}

protocol QuoteRepository {
    func quotes(for symbols: [String]) -> AnyPublisher<[Quote], Error>
}

enum RepositoryError: Error {
    case unknownSymbol(String)
}

/// Serves bundled JSON the way a network repository would serve a response.
final class BundledQuoteRepository: QuoteRepository {
    private let json = """
        [{"symbol":"AAPL","price":231.45,"change":1.23},
         {"symbol":"MSFT","price":418.10,"change":-0.87},
         {"symbol":"NVDA","price":129.92,"change":3.41}]
        """

    func quotes(for symbols: [String]) -> AnyPublisher<[Quote], Error> {
        Just(Data(json.utf8))
            .decode(type: [Quote].self, decoder: JSONDecoder())
            .tryMap { all in
                try symbols.map { symbol in
                    guard let quote = all.first(where: { $0.symbol == symbol }) else {
                        throw RepositoryError.unknownSymbol(symbol)
                    }
                    return quote
                }
            }
            .eraseToAnyPublisher()
    }
}

struct StocksEntry: TimelineEntry {
    let date: Date
    let quotes: [Quote]
}

final class StocksProvider: TimelineProvider {
    private let repository: QuoteRepository = BundledQuoteRepository()
    private var cancellables = Set<AnyCancellable>()

    func placeholder(in context: Context) -> StocksEntry {
        StocksEntry(date: Date(), quotes: [Quote(symbol: "AAPL", price: 0, change: 0)])
    }

    func getSnapshot(in context: Context, completion: @escaping (StocksEntry) -> Void) {
        load(at: Date(), completion: completion)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StocksEntry>) -> Void) {
        load(at: Date()) { entry in
            let next = Calendar.current.date(byAdding: .minute, value: 15, to: entry.date)!
            completion(Timeline(entries: [entry], policy: .after(next)))
        }
    }

    private func load(at date: Date, completion: @escaping (StocksEntry) -> Void) {
        repository.quotes(for: ["AAPL", "MSFT", "NVDA"])
            .replaceError(with: [])
            .sink { quotes in completion(StocksEntry(date: date, quotes: quotes)) }
            .store(in: &cancellables)
    }
}

struct StocksWidgetView: View {
    let entry: StocksEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Watchlist").font(.caption).foregroundColor(.secondary)
            ForEach(entry.quotes, id: \.symbol) { quote in
                HStack {
                    Text(quote.symbol).font(.subheadline.bold())
                    Spacer()
                    Text(String(format: "%.2f", quote.price)).font(.subheadline.monospacedDigit())
                    Text(String(format: "%+.2f", quote.change))
                        .font(.caption.monospacedDigit())
                        .foregroundColor(quote.change >= 0 ? .green : .red)
                        .frame(width: 48, alignment: .trailing)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct StocksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StocksWidget", provider: StocksProvider()) { entry in
            StocksWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Stocks")
        .description("Your watchlist at a glance.")
        .supportedFamilies([.systemMedium])
    }
}
