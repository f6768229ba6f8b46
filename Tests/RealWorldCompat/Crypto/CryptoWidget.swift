import SwiftUI
import WidgetKit

struct PriceEntry: TimelineEntry {
    let date: Date
    let prices: [String: Double]
}

struct PriceProvider: TimelineProvider {
    let model = PricesViewModel()

    func placeholder(in context: Context) -> PriceEntry { PriceEntry(date: Date(), prices: ["BTC": 0]) }

    func getSnapshot(in context: Context, completion: @escaping (PriceEntry) -> Void) {
        model.load { completion(PriceEntry(date: Date(), prices: $0)) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PriceEntry>) -> Void) {
        model.load { prices in
            completion(Timeline(entries: [PriceEntry(date: Date(), prices: prices)], policy: .after(Date().addingTimeInterval(900))))
        }
    }
}

@main
struct CryptoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Crypto", provider: PriceProvider()) { entry in
            VStack(alignment: .leading, spacing: 8) {
                ForEach(entry.prices.keys.sorted(), id: \.self) { symbol in
                    HStack {
                        Text(symbol).font(.headline)
                        Spacer()
                        Text(entry.prices[symbol] ?? 0, format: .currency(code: "USD"))
                            .font(.subheadline.monospacedDigit())
                            .lineLimit(1)
                            .minimumScaleFactor(0.6)
                    }
                }
            }
            .containerBackground(Color(white: 0.1), for: .widget)
            .foregroundColor(.white)
        }
        .configurationDisplayName("Crypto")
        .supportedFamilies([.systemSmall])
    }
}
