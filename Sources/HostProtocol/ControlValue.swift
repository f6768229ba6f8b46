import Foundation

/// A JSON value, for payloads whose shape belongs to the host rather than to this protocol
/// (CLI command results, widget configurations).
public enum ControlValue: Codable, Sendable, Hashable {
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number, as a `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([ControlValue])
    /// An object: member names to values.
    case object([String: ControlValue])

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ControlValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ControlValue].self))
        }
    }

    /// Writes the value as the JSON it holds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member named `key` of an object; nil for anything else.
    public subscript(key: String) -> ControlValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string this holds, or nil.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
