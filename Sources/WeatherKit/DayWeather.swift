import Foundation

/// The forecast for one day (never produced here; see ``CurrentWeather``).
public struct DayWeather: Sendable, Hashable {
    /// The day's start.
    public let date: Date
    /// The day's high.
    public let highTemperature: Measurement<UnitTemperature>
    /// The day's low.
    public let lowTemperature: Measurement<UnitTemperature>
    /// The condition.
    public let condition: WeatherCondition
    /// An SF Symbols name for the condition.
    public let symbolName: String
    /// The chance of precipitation, 0…1.
    public let precipitationChance: Double
}
