import Charts
import SwiftUI
import WidgetKit

struct TickerEntry: TimelineEntry {
    let date: Date
    let history: PriceHistory
    let isLive: Bool
}

struct TickerProvider: TimelineProvider {
    private let service = PriceService()
    private let symbol = "BTC"

    func placeholder(in context: Context) -> TickerEntry {
        TickerEntry(date: .now, history: .offlineSample(symbol: symbol), isLive: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (TickerEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TickerEntry>) -> Void) {
        service.history(for: symbol) { history, live in
            let entry = TickerEntry(date: .now, history: history, isLive: live)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
        }
    }
}

struct TickerboardView: View {
    let entry: TickerEntry

    private var trendColor: Color { entry.history.change >= 0 ? .green : .red }
    private var low: Double { entry.history.points.map(\.price).min() ?? 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.history.symbol).font(.headline)
                Spacer()
                Text(entry.history.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                    .font(.caption.bold())
                    .foregroundStyle(trendColor)
            }
            Text(entry.history.last, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.title2.bold())
            Chart(entry.history.points) { point in
                LineMark(x: .value("Time", point.time), y: .value("Price", point.price))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(trendColor)
                AreaMark(x: .value("Time", point.time), yStart: .value("Low", low), yEnd: .value("Price", point.price))
                    .foregroundStyle(trendColor.opacity(0.15))
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: .automatic(includesZero: false))
            if !entry.isLive {
                Text("Offline · sample data").font(.caption2).foregroundStyle(.secondary)
            }
        }
    }
}

@main
struct TickerboardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TickerboardWidget", provider: TickerProvider()) { entry in
            TickerboardView(entry: entry)
                .containerBackground(.fill.quinary, for: .widget)
        }
        .configurationDisplayName("Price Chart")
        .description("The last day of prices.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
