//
//  WeatherWidget+Provider.swift
//  WeatherWidgetExtension
//

import OSLog
import WidgetKit

struct WeatherProvider: TimelineProvider {
    private let logger = Logger(subsystem: "com.example.weather", category: "provider")

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry.sample
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        logger.debug("snapshot for \(String(describing: context.family), privacy: .public)")
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { offset -> WeatherEntry in
            let sample = WeatherEntry.sample
            return WeatherEntry(
                date: Calendar.current.date(byAdding: .hour, value: offset, to: now)!,
                city: sample.city, temperature: sample.hourly[offset].temperature,
                condition: sample.hourly[offset].condition, hourly: Array(sample.hourly.dropFirst(offset)))
        }
        logger.info("timeline with \(entries.count) entries for \(WeatherEntry.sample.city)")
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
