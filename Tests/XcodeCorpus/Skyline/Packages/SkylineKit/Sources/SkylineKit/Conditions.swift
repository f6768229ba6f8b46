import Foundation

/// What the widget shows for one place: the app writes it after each forecast download.
public struct Conditions: Codable, Hashable, Sendable {
    public var place: String
    public var latitude: Double
    public var longitude: Double
    public var temperature: Double
    public var symbolName: String
    public var summary: String
    public var updated: Date

    public init(
        place: String, latitude: Double, longitude: Double, temperature: Double,
        symbolName: String, summary: String, updated: Date
    ) {
        self.place = place
        self.latitude = latitude
        self.longitude = longitude
        self.temperature = temperature
        self.symbolName = symbolName
        self.summary = summary
        self.updated = updated
    }

    public var formattedTemperature: String {
        "\(Int(temperature.rounded()))°"
    }
}

/// Cities the widget falls back to when it may not use the device's location.
public enum FallbackCity: String, CaseIterable, Sendable {
    case reykjavik, lisbon, osaka

    public var conditions: Conditions {
        switch self {
        case .reykjavik:
            Conditions(
                place: "Reykjavík", latitude: 64.1466, longitude: -21.9426, temperature: 3,
                symbolName: "cloud.snow.fill", summary: "Light snow", updated: .now)
        case .lisbon:
            Conditions(
                place: "Lisbon", latitude: 38.7223, longitude: -9.1393, temperature: 18,
                symbolName: "sun.max.fill", summary: "Sunny", updated: .now)
        case .osaka:
            Conditions(
                place: "Osaka", latitude: 34.6937, longitude: 135.5023, temperature: 12,
                symbolName: "cloud.sun.fill", summary: "Partly cloudy", updated: .now)
        }
    }
}

public enum ConditionsStore {
    public static let suiteName = "group.com.example.skyline"

    /// The conditions the app saved for the nearest city, if any.
    public static func load(from defaults: UserDefaults? = UserDefaults(suiteName: suiteName)) -> [Conditions] {
        guard let data = defaults?.data(forKey: "conditions") else { return [] }
        return (try? JSONDecoder().decode([Conditions].self, from: data)) ?? []
    }
}
