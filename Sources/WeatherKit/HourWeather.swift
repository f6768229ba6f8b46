import Foundation

/// The forecast for one hour (never produced here; see ``CurrentWeather``).
public struct HourWeather: Sendable, Hashable {
    /// The hour's start.
    public let date: Date
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// The condition.
    public let condition: WeatherCondition
    /// An SF Symbols name for the condition.
    public let symbolName: String
    /// The chance of precipitation, 0…1.
    public let precipitationChance: Double
}
