/// A placed widget: the host store's row id. Each instance has its own budget, timeline and
/// visibility, even when several show the same kind (WidgetKit budgets per instance).
public struct InstanceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    public var rawValue: Int64

    public init(_ rawValue: Int64) { self.rawValue = rawValue }
    public init(integerLiteral value: Int64) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int64.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (a: InstanceID, b: InstanceID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// The containing app (its bundle identifier). Its state (foreground, audio or navigation
/// session) decides whether its reload requests count against the budget.
public struct AppID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}

/// What the app reports about itself. WidgetKit does not charge reloads requested while the
/// app is in the foreground or holds an active audio or navigation session.
public struct AppState: OptionSet, Hashable, Sendable, Codable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let foreground = AppState(rawValue: 1)
    public static let audioSession = AppState(rawValue: 2)
    public static let navigationSession = AppState(rawValue: 4)
}
