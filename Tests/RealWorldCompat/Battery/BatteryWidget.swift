import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    var date: Date
    var level: Double
    var isCharging: Bool
}

struct BatteryTimeline: TimelineProvider {
    typealias Entry = BatteryEntry

    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: .now, level: 0.5, isCharging: false) }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(BatteryEntry(date: .now, level: 0.72, isCharging: true))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        let entries = stride(from: 0.72, to: 0.4, by: -0.1).enumerated().map { index, level in
            BatteryEntry(date: .now.addingTimeInterval(Double(index) * 1800), level: level, isCharging: false)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct BatteryLockScreenView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: BatteryEntry

    var percent: Int { Int((entry.level * 100).rounded()) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: entry.isCharging ? "bolt.fill" : "battery.75")
                        .font(.caption)
                        .widgetAccentable()
                    Text("\(percent)%").font(.system(size: 13, weight: .semibold))
                }
            }
        case .accessoryRectangular:
            HStack {
                Image(systemName: "iphone")
                    .font(.title2)
                VStack(alignment: .leading) {
                    Text("iPhone").font(.headline)
                    Text(entry.isCharging ? "Charging · \(percent)%" : "\(percent)%")
                    Gauge(value: entry.level) { EmptyView() }
                        .gaugeStyle(.accessoryLinearCapacity)
                }
            }
        default:
            Text("🔋 \(percent)%")
        }
    }
}

@main
struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryWidget", provider: BatteryTimeline()) { entry in
            BatteryLockScreenView(entry: entry)
                .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Batteries")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
