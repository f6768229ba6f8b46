import Charts
import SwiftUI
import WidgetKit

struct TideReading: Identifiable {
    let time: Date
    let height: Double
    var id: Date { time }
}

struct TidesEntry: TimelineEntry {
    let date: Date
    let readings: [TideReading]
    let place: String
}

struct TidesProvider: TimelineProvider {
    // 2027-06-10 00:00 UTC; a reading every two hours.
    static let start = Date(timeIntervalSince1970: 1_812_585_600)

    static func readings() -> [TideReading] {
        (0...12).map { step in
            let hours = Double(step * 2)
            return TideReading(time: start.addingTimeInterval(hours * 3600), height: 2.1 + 1.6 * sin(hours / 12.4 * 2 * .pi))
        }
    }

    func placeholder(in context: Context) -> TidesEntry { TidesEntry(date: Self.start, readings: Self.readings(), place: "Cascais") }
    func getSnapshot(in context: Context, completion: @escaping (TidesEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TidesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TidesView: View {
    let entry: TidesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label(entry.place, systemImage: "water.waves").font(.headline).foregroundColor(.teal)
            Chart(entry.readings) { reading in
                AreaMark(x: .value("Time", reading.time), y: .value("Height", reading.height))
                    .interpolationMethod(.monotone)
                    .foregroundStyle(.teal.opacity(0.35))
                LineMark(x: .value("Time", reading.time), y: .value("Height", reading.height))
                    .interpolationMethod(.monotone)
                    .foregroundStyle(.teal)
                PointMark(x: .value("Time", reading.time), y: .value("Height", reading.height))
                    .symbolSize(12)
                    .foregroundStyle(.teal)
            }
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
        }
    }
}

@main
struct TidesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tides", provider: TidesProvider()) { entry in
            TidesView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Tides")
        .supportedFamilies([.systemMedium])
    }
}
