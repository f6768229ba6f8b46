import Foundation

public struct Forecast: Codable, Sendable {
    public var city: String
    public var temperature: Int
    public var high: Int
    public var low: Int
    public var condition: String

    public init(city: String, temperature: Int, high: Int, low: Int, condition: String) {
        self.city = city
        self.temperature = temperature
        self.high = high
        self.low = low
        self.condition = condition
    }

    public var summary: String { "\(city) \(temperature)° \(condition)" }

    public static let sample = Forecast(city: "Lisbon", temperature: 21, high: 24, low: 15, condition: "Sunny")

    /// What the app last saved for its widget, or nil.
    public static func saved(in defaults: UserDefaults?) -> Forecast? {
        guard let data = defaults?.data(forKey: "forecast") else { return nil }
        return try? JSONDecoder().decode(Forecast.self, from: data)
    }
}
