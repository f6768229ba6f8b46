import Charts
import SwiftUI
import WidgetKit

struct PricePoint: Identifiable {
    let id = UUID()
    let time: Date
    let price: Double
}

struct StockChartEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let points: [PricePoint]

    var change: Double { (points.last?.price ?? 0) - (points.first?.price ?? 0) }
}

struct StockChartProvider: TimelineProvider {
    // 2027-03-01 09:30 UTC, one point every 30 minutes.
    static let open = Date(timeIntervalSince1970: 1_804_152_600)
    static let prices: [Double] = [182.1, 183.4, 182.9, 184.6, 185.2, 184.1, 186.0, 187.3, 186.8, 188.2, 187.9, 189.4, 190.1, 189.6]

    static func sample() -> StockChartEntry {
        StockChartEntry(
            date: open, symbol: "AAPL",
            points: prices.enumerated().map { PricePoint(time: open.addingTimeInterval(Double($0.offset) * 1800), price: $0.element) })
    }

    func placeholder(in context: Context) -> StockChartEntry { Self.sample() }
    func getSnapshot(in context: Context, completion: @escaping (StockChartEntry) -> Void) { completion(Self.sample()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StockChartEntry>) -> Void) {
        completion(Timeline(entries: [Self.sample()], policy: .after(Date().addingTimeInterval(900))))
    }
}

struct StockChartView: View {
    let entry: StockChartEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.symbol).font(.headline)
                Spacer()
                Text(String(format: "%+.2f", entry.change))
                    .font(.subheadline.bold())
                    .foregroundColor(entry.change >= 0 ? .green : .red)
            }
            Chart(entry.points) { point in
                LineMark(x: .value("Time", point.time), y: .value("Price", point.price))
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(.green)
                AreaMark(x: .value("Time", point.time), yStart: .value("Low", 180), yEnd: .value("Price", point.price))
                    .foregroundStyle(LinearGradient(colors: [.green.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))
            }
            .chartYScale(domain: 180...192)
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(position: .trailing, values: .automatic(desiredCount: 3))
            }
        }
    }
}

@main
struct StockChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StockChart", provider: StockChartProvider()) { entry in
            StockChartView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Stock Chart")
        .supportedFamilies([.systemMedium])
    }
}
