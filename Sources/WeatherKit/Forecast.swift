/// A run of hourly or daily forecasts, usable as a collection (`for day in weather.dailyForecast`).
public struct Forecast<Element: Sendable & Hashable>: RandomAccessCollection, Sendable, Hashable {
    /// The forecasts, in time order.
    public let forecast: [Element]

    /// The first index.
    public var startIndex: Int { forecast.startIndex }
    /// One past the last index.
    public var endIndex: Int { forecast.endIndex }
    /// The forecast at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}
