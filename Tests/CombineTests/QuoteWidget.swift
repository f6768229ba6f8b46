//  Written as an iOS widget project writes it: a logger extension, a Combine repository and a
//  provider that waits for it, all in one file that imports the four frameworks together.

import Combine
import Foundation
import OSLog
import SwiftUI
import WidgetKit

extension Logger {
    private static var subsystem = "com.example.quotes"
    static let widget = Logger(subsystem: subsystem, category: "QuoteWidget")
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote?
}

final class QuoteViewModel: ObservableObject {
    @Published var latest: Quote?
}

struct QuoteProvider: TimelineProvider {
    var repository: QuoteLoading = CachedQuoteRepository(cache: ["AAPL": Data(#"{"symbol":"AAPL","price":190.5}"#.utf8)])
    var symbol = "AAPL"
    private static var cancellables = Set<AnyCancellable>()

    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        Logger.widget.debug("Fetching \(symbol, privacy: .public) for \(String(describing: context.family))")
        repository.quote(for: symbol)
            .map { Optional($0) }
            .catch { error -> Just<Quote?> in
                Logger.widget.error("Quote failed: \(error)")
                return Just(nil)
            }
            .receive(on: DispatchQueue.main)
            .sink { quote in
                let entry = QuoteEntry(date: Date(), quote: quote)
                let next = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
                Logger.widget.info("Timeline ready, price \(quote?.price ?? 0, format: .fixed(precision: 2))")
                completion(Timeline(entries: [entry], policy: .after(next)))
            }
            .store(in: &Self.cancellables)
    }
}

struct QuoteWidgetView: View {
    var entry: QuoteEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.quote?.symbol ?? "—")
            Text(entry.quote.map { String(format: "%.2f", $0.price) } ?? "No data")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
            QuoteWidgetView(entry: entry)
        }
        .configurationDisplayName("Quote")
        .description("The latest price.")
    }
}
