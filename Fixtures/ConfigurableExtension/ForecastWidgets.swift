import Foundation
import Intents
import SwiftUI
import WidgetKit

// A configurable widget for the host's tests: its entry draws the configured values as text
// ("city=paris units=fahrenheit days=5"), so a test reads them back from the stored archive.
// CONFIGURABLE_VERSION=2 plays the app's next version: kind "forecast" is then configured by
// ForecastTwoIntent (no `days`, no `fahrenheit`), and the first version's widget moves aside;
// CONFIGURABLE_VERSION=3 is the migration to App Intents (ForecastAppIntent.swift).

let secondVersion = ProcessInfo.processInfo.environment["CONFIGURABLE_VERSION"] == "2"

struct ForecastEntry: TimelineEntry {
    let date: Date
    let text: String
}

func line(city: City?, units: String, days: NSNumber?) -> String {
    "city=\(city?.identifier ?? "none") country=\(city?.country ?? "none") units=\(units) days=\(days.map { "\($0.intValue)" } ?? "none")"
}

struct ForecastProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), text: "placeholder") }

    func text(_ intent: ForecastIntent) -> String {
        let units =
            switch intent.units {
            case .celsius: "celsius"
            case .fahrenheit: "fahrenheit"
            case .unknown: "unknown"
            }
        return line(city: intent.city, units: units, days: intent.days)
    }

    func getSnapshot(for configuration: ForecastIntent, in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(ForecastEntry(date: Date(), text: text(configuration)))
    }

    func getTimeline(for configuration: ForecastIntent, in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [ForecastEntry(date: Date(), text: text(configuration))], policy: .never))
    }
}

struct ForecastTwoProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), text: "placeholder") }

    func text(_ intent: ForecastTwoIntent) -> String {
        "v2 " + line(city: intent.city, units: intent.units == .celsius ? "celsius" : "unknown", days: nil)
    }

    func getSnapshot(for configuration: ForecastTwoIntent, in context: Context, completion: @escaping (ForecastEntry) -> Void) {
        completion(ForecastEntry(date: Date(), text: text(configuration)))
    }

    func getTimeline(for configuration: ForecastTwoIntent, in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [ForecastEntry(date: Date(), text: text(configuration))], policy: .never))
    }
}

struct ForecastView: View {
    let entry: ForecastEntry
    var body: some View {
        Text(entry.text).font(.caption).containerBackground(.white, for: .widget)
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: secondVersion || migratedVersion ? "forecast-v1" : "forecast", intent: ForecastIntent.self, provider: ForecastProvider()) {
            entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ForecastTwoWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: secondVersion ? "forecast" : "forecast-v2", intent: ForecastTwoIntent.self, provider: ForecastTwoProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StaticWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "plain", provider: PlainProvider()) { entry in ForecastView(entry: entry) }
            .configurationDisplayName("Plain")
            .supportedFamilies([.systemSmall])
    }
}

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), text: "plain") }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@main
struct ConfigurableWidgets: WidgetBundle {
    var body: some Widget {
        ForecastWidget()
        ForecastTwoWidget()
        MigratedForecastWidget()
        StaticWidget()
        CounterWidget()
    }
}
