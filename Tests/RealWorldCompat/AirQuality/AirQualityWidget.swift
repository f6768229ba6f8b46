import SwiftUI
import WidgetKit

struct AirEntry: TimelineEntry {
    let date: Date
    let aqi: Int
    let station: String

    var level: String {
        switch aqi {
        case ..<51: return "Good"
        case ..<101: return "Moderate"
        default: return "Unhealthy"
        }
    }
}

struct AirProvider: TimelineProvider {
    func placeholder(in context: Context) -> AirEntry { AirEntry(date: Date(), aqi: 42, station: "Downtown") }
    func getSnapshot(in context: Context, completion: @escaping (AirEntry) -> Void) {
        completion(AirEntry(date: Date(), aqi: 68, station: "Avenida"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<AirEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .after(Date().addingTimeInterval(3600)))) }
    }
}

struct AirQualityView: View {
    @Environment(\.widgetFamily) var family
    let entry: AirEntry
    let gradient = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        if family == .accessoryRectangular {
            Gauge(value: Double(entry.aqi), in: 0...300) {
                Text("AQI")
            } currentValueLabel: {
                Text("\(entry.aqi)")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("300")
            }
            .gaugeStyle(.accessoryLinear)
        } else {
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.station).font(.caption).foregroundColor(.secondary)
                HStack(alignment: .firstTextBaseline) {
                    Text("\(entry.aqi)").font(.system(size: 40, weight: .bold))
                    Text(entry.level).font(.subheadline)
                }
                Gauge(value: Double(entry.aqi), in: 0...300) {
                    Text("AQI")
                }
                .gaugeStyle(.linearCapacity)
                .tint(gradient)
            }
        }
    }
}

@main
struct AirQualityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AirQuality", provider: AirProvider()) { entry in
            AirQualityView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Air Quality")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
