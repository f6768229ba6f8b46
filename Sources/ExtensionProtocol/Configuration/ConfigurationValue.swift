import Foundation

/// One configured value of a widget parameter, as the host stores it and sends it to an
/// extension: the common form of a SiriKit intent's parameter and an App Intent's `@Parameter`.
///
/// JSON is an object with one key naming the kind, so the web editor and `vitrine widgets
/// configure --json` read and write it directly: `{"string": "Paris"}`, `{"integer": 3}`,
/// `{"enumCase": "celsius"}`, `{"entity": {"identifier": "paris", "title": "Paris"}}`,
/// `{"array": [...]}`, `{"date": 1700000000}` (seconds since 1970).
public indirect enum ConfigurationValue: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// On or off.
    case boolean(Bool)
    /// A number with a fraction.
    case decimal(Double)
    /// A moment in time (an App Intent's `Date`).
    case date(Date)
    /// A calendar date and time (a SiriKit `DateComponents` parameter).
    case dateComponents(DateComponents)
    /// A web or file address.
    case url(URL)
    /// A length of time, in seconds.
    case duration(Double)
    /// One case of an enum, by its identifier (a SiriKit case name, an `AppEnum` raw value).
    case enumCase(String)
    /// An object the app supplies (a SiriKit custom type, an `AppEntity`, a person).
    case entity(ConfigurationEntity)
    /// Several values, for a parameter that takes more than one.
    case array([ConfigurationValue])

    /// The value as a person reads it in the CLI: text as is, an entity by its title, a list joined by commas.
    public var displayText: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .decimal(let number): String(number)
        case .date(let date): date.formatted(.iso8601)
        case .dateComponents(let components): Self.describe(components)
        case .url(let url): url.absoluteString
        case .duration(let seconds): "\(seconds) s"
        case .enumCase(let name): name
        case .entity(let entity): entity.identifier.map { "\(entity.title) (\($0))" } ?? entity.title
        case .array(let values): values.map(\.displayText).joined(separator: ", ")
        }
    }

    private static func describe(_ components: DateComponents) -> String {
        var text = [components.year, components.month, components.day].compactMap { $0 }.map { String(format: "%02d", $0) }
            .joined(separator: "-")
        if let hour = components.hour { text += (text.isEmpty ? "" : " ") + String(format: "%02d:%02d", hour, components.minute ?? 0) }
        return text
    }
}

/// An object chosen for a parameter: what identifies it to the app and what a person sees.
public struct ConfigurationEntity: Codable, Hashable, Sendable {
    /// The app's identifier for the object (`INObject.identifier`, `AppEntity.id`); nil for none.
    public var identifier: String?
    /// What the editor shows (`displayString`, `DisplayRepresentation.title`).
    public var title: String
    /// A second line, if the object has one.
    public var subtitle: String?
    /// A SiriKit custom type's own properties, kept so the widget reads them back.
    public var properties: [String: ConfigurationValue]

    /// An entity.
    public init(identifier: String?, title: String, subtitle: String? = nil, properties: [String: ConfigurationValue] = [:]) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.properties = properties
    }

    private enum CodingKeys: String, CodingKey { case identifier, title, subtitle, properties }

    /// Reads an entity; `subtitle` and `properties` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        properties = try container.decodeIfPresent([String: ConfigurationValue].self, forKey: .properties) ?? [:]
    }

    /// Writes an entity, leaving out what it lacks.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
    }
}

/// A widget's configuration: each set parameter's value by parameter name. A parameter that is
/// absent is unset (nil in the intent).
public typealias ConfigurationValues = [String: ConfigurationValue]

extension ConfigurationValue: Codable {
    private enum Key: String, CodingKey, CaseIterable {
        case string, integer, boolean, decimal, date, dateComponents, url, duration, enumCase, entity, array
    }

    /// Reads the one-key object form; any other shape is an error naming the keys it found.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "A configuration value is an object with exactly one of the keys "
                        + Key.allCases.map(\.rawValue).joined(separator: ", ") + "; found "
                        + (container.allKeys.isEmpty ? "none" : container.allKeys.map(\.stringValue).joined(separator: ", "))))
        }
        switch key {
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .integer: self = .integer(try container.decode(Int.self, forKey: key))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: key))
        case .decimal: self = .decimal(try container.decode(Double.self, forKey: key))
        case .date: self = .date(Date(timeIntervalSince1970: try container.decode(Double.self, forKey: key)))
        case .dateComponents: self = .dateComponents(try container.decode(DateComponents.self, forKey: key))
        case .url: self = .url(try container.decode(URL.self, forKey: key))
        case .duration: self = .duration(try container.decode(Double.self, forKey: key))
        case .enumCase: self = .enumCase(try container.decode(String.self, forKey: key))
        case .entity: self = .entity(try container.decode(ConfigurationEntity.self, forKey: key))
        case .array: self = .array(try container.decode([ConfigurationValue].self, forKey: key))
        }
    }

    /// Writes the one-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .string)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .boolean(let value): try container.encode(value, forKey: .boolean)
        case .decimal(let value): try container.encode(value, forKey: .decimal)
        case .date(let value): try container.encode(value.timeIntervalSince1970, forKey: .date)
        case .dateComponents(let value): try container.encode(value, forKey: .dateComponents)
        case .url(let value): try container.encode(value, forKey: .url)
        case .duration(let value): try container.encode(value, forKey: .duration)
        case .enumCase(let value): try container.encode(value, forKey: .enumCase)
        case .entity(let value): try container.encode(value, forKey: .entity)
        case .array(let value): try container.encode(value, forKey: .array)
        }
    }
}
