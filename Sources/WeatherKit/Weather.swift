/// Current conditions and forecasts for a location (never produced here; see ``CurrentWeather``).
public struct Weather: Sendable, Hashable {
    /// The weather now.
    public let currentWeather: CurrentWeather
    /// The coming hours.
    public let hourlyForecast: Forecast<HourWeather>
    /// The coming days.
    public let dailyForecast: Forecast<DayWeather>
}
