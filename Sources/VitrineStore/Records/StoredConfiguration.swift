import ExtensionProtocol
import Foundation

/// A widget instance's configuration as the store keeps it (`instance.configuration`): JSON
/// `{"version":1,"values":{…},"dropped":[…]}`. Values are keyed by parameter name only — not by
/// the intent's type or whether it came from SiriKit or App Intents — so a widget migrated with
/// `CustomIntentMigratedAppIntent` (same kind, same parameter names) keeps its values.
public struct StoredConfiguration: Codable, Hashable, Sendable {
    /// The format this build writes; a newer one is refused (as corrupt) rather than misread.
    public static let currentVersion = 1

    /// The format's version.
    public var version: Int
    /// Each set parameter's value by name.
    public var values: ConfigurationValues
    /// What the last revalidation dropped (an app update changed the schema); cleared by the next edit.
    public var dropped: [ConfigurationDrop]

    /// A configuration in the current format.
    public init(values: ConfigurationValues, dropped: [ConfigurationDrop] = []) {
        self.version = Self.currentVersion
        self.values = values
        self.dropped = dropped
    }

    private enum CodingKeys: String, CodingKey { case version, values, dropped }

    /// Reads the stored form; `dropped` may be absent, `version` must be known.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version) is not one this Vitrine reads (it reads \(Self.currentVersion))")
        }
        values = try container.decode(ConfigurationValues.self, forKey: .values)
        dropped = try container.decodeIfPresent([ConfigurationDrop].self, forKey: .dropped) ?? []
    }

    /// Writes the stored form (without `dropped` when nothing was dropped).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(values, forKey: .values)
        if !dropped.isEmpty { try container.encode(dropped, forKey: .dropped) }
    }

    /// The stored bytes (sorted keys, so equal configurations are equal bytes).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads stored bytes; a clear `StoreError.corruptConfiguration` when they are not a configuration.
    public static func decode(_ data: Data, instanceID: Int64) throws -> StoredConfiguration {
        do {
            return try JSONDecoder().decode(StoredConfiguration.self, from: data)
        } catch let error as DecodingError {
            throw StoreError.corruptConfiguration(instanceID: instanceID, detail: Self.describe(error))
        } catch {
            throw StoreError.corruptConfiguration(instanceID: instanceID, detail: "\(error)")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .dataCorrupted(let context): return context.debugDescription + path(context)
        case .keyNotFound(let key, let context): return "no \(key.stringValue)\(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(path(context)): \(context.debugDescription)"
        case .valueNotFound(let type, let context): return "missing \(type)\(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
