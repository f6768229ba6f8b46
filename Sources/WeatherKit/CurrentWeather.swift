import Foundation

/// The weather now. The service never returns one here (it throws first); the type exists so
/// widget code that reads it compiles and takes its error path.
public struct CurrentWeather: Sendable, Hashable {
    /// When it was measured.
    public let date: Date
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// How the temperature feels.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// The condition, such as `.partlyCloudy`.
    public let condition: WeatherCondition
    /// An SF Symbols name for the condition.
    public let symbolName: String
    /// Relative humidity, 0…1.
    public let humidity: Double
    /// The UV index value.
    public let uvIndexValue: Int
    /// The wind.
    public let wind: Wind
    /// Whether it is daytime.
    public let isDaylight: Bool
}
