/// A placed widget: the host store's row id. Each instance has its own budget, timeline and
/// visibility, even when several show the same kind (WidgetKit budgets per instance).
public struct InstanceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The store's row id.
    public var rawValue: Int64

    /// An instance id from a row id.
    public init(_ rawValue: Int64) { self.rawValue = rawValue }
    /// An instance id from an integer literal.
    public init(integerLiteral value: Int64) { rawValue = value }
    /// Decodes the bare integer.
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int64.self) }

    /// Encodes the bare integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders instances by id.
    public static func < (a: InstanceID, b: InstanceID) -> Bool { a.rawValue < b.rawValue }
    /// `#` and the id, for logs.
    public var description: String { "#\(rawValue)" }
}

/// The containing app (its bundle identifier). Its state (foreground, audio or navigation
/// session) decides whether its reload requests count against the budget.
public struct AppID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The bundle identifier.
    public var rawValue: String

    /// An app id from a bundle identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An app id from a string literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// Decodes the bare string.
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    /// Encodes the bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The bundle identifier.
    public var description: String { rawValue }
}

/// What the app reports about itself. WidgetKit does not charge reloads requested while the
/// app is in the foreground or holds an active audio or navigation session.
public struct AppState: OptionSet, Hashable, Sendable, Codable {
    /// The states as bits.
    public var rawValue: UInt8
    /// Creates a state set from its bit pattern.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The app is in the foreground.
    public static let foreground = AppState(rawValue: 1)
    /// The app is playing audio.
    public static let audioSession = AppState(rawValue: 2)
    /// The app is navigating.
    public static let navigationSession = AppState(rawValue: 4)
}
