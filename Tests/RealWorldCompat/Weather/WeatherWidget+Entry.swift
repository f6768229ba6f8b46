//
//  WeatherWidget+Entry.swift
//  WeatherWidgetExtension
//

import WidgetKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let condition: Condition
    let hourly: [HourForecast]

    enum Condition: String {
        case sunny, cloudy, rain

        var symbolName: String {
            switch self {
            case .sunny: return "sun.max.fill"
            case .cloudy: return "cloud.fill"
            case .rain: return "cloud.rain.fill"
            }
        }
    }

    struct HourForecast: Identifiable {
        var id: Int { hour }
        let hour: Int
        let temperature: Int
        let condition: Condition
    }

    static let sample = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_767_261_600), city: "Lisbon", temperature: 18, condition: .sunny,
        hourly: [
            HourForecast(hour: 13, temperature: 19, condition: .sunny),
            HourForecast(hour: 14, temperature: 20, condition: .cloudy),
            HourForecast(hour: 15, temperature: 17, condition: .rain),
            HourForecast(hour: 16, temperature: 16, condition: .rain),
        ])
}
