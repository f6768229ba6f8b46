import Foundation

/// An entity identifier that round-trips through a string (how the host stores it).
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string names; nil when it names none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    /// The number in decimal.
    public var entityIdentifierString: String { String(self) }
    /// The number a decimal string names.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID's standard form.
    public var entityIdentifierString: String { uuidString }
    /// The UUID a string names.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}
