import SwiftUI
import WidgetKit
import WeatherlyCore

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry(date: Date(), forecast: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let defaults = UserDefaults(suiteName: "group.com.example.weatherly")
        let forecast = Forecast.saved(in: defaults) ?? .sample
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: Date())!
        completion(Timeline(entries: [WeatherEntry(date: Date(), forecast: forecast)], policy: .after(next)))
    }
}

struct WeatherlyWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.forecast.city)
                .font(.headline)
            Text("\(entry.forecast.temperature)°")
                .font(.system(size: family == .systemSmall ? 40 : 52, weight: .thin))
            Spacer(minLength: 0)
            #if os(iOS)
            Label(entry.forecast.condition, systemImage: "sun.max.fill")
                .font(.caption)
            #else
            Text("Unsupported platform")
            #endif
            Text("H:\(entry.forecast.high)° L:\(entry.forecast.low)°")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct WeatherlyWidget: Widget {
    let kind: String = "WeatherlyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            #if WIDGET_EXTENSION
            WeatherlyWidgetEntryView(entry: entry)
                .containerBackground(.blue.gradient, for: .widget)
            #endif
        }
        .configurationDisplayName("Weather")
        .description("Today's forecast.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
