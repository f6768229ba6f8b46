import ExtensionProtocol
import Foundation
import GRDB

extension VitrineStore {
    /// The configuration stored for a widget instance; nil when it has none (a static widget, or
    /// one placed before its kind became configurable). Throws `StoreError.unknownInstance`, or
    /// `StoreError.corruptConfiguration` when the bytes cannot be read (they are left in place).
    public func configuration(instanceID: Int64) throws -> StoredConfiguration? {
        guard let instance = try instance(id: instanceID) else { throw StoreError.unknownInstance(instanceID) }
        return try instance.configuration.map { try StoredConfiguration.decode($0, instanceID: instanceID) }
    }

    /// Replaces a widget instance's configuration (nil removes it), in the current format.
    @discardableResult
    public func setConfiguration(instanceID: Int64, _ configuration: StoredConfiguration?) throws -> InstanceRecord {
        try updateConfiguration(instanceID: instanceID, configuration: try configuration?.encoded())
    }

    /// The widget kind `kind` of extension `extensionID`; nil when it is not installed.
    public func kind(extensionID: String, kind: String) throws -> WidgetKindRecord? {
        try read { db in
            try WidgetKindRecord.filter(Column("extensionID") == extensionID && Column("kind") == kind).fetchOne(db)
        }
    }

    /// After a re-install: checks every kept instance's stored values against its kind's new
    /// schema, keeps what still matches and stores what was dropped with the configuration.
    /// Returns the drops by instance. A configuration that cannot be read is left untouched.
    static func revalidateConfigurations(_ db: Database, appID: String) throws -> [Int64: [ConfigurationDrop]] {
        var drops: [Int64: [ConfigurationDrop]] = [:]
        for instance in try InstanceRecord.filter(Column("appID") == appID).fetchAll(db) {
            guard let data = instance.configuration, let stored = try? StoredConfiguration.decode(data, instanceID: instance.id) else { continue }
            let kind = try WidgetKindRecord.filter(Column("extensionID") == instance.extensionID && Column("kind") == instance.kind).fetchOne(db)
            let validation: ConfigurationValidation
            if let schema = kind?.configurationSchema {
                validation = schema.validate(stored.values)
            } else {
                validation = ConfigurationValidation(
                    kept: [:],
                    dropped: stored.values.keys.sorted().map { ConfigurationDrop(name: $0, reason: "\(instance.kind) is no longer configurable") })
            }
            guard !validation.dropped.isEmpty else { continue }
            drops[instance.id] = validation.dropped
            let updated = StoredConfiguration(values: validation.kept, dropped: validation.dropped)
            try db.execute(sql: "UPDATE instance SET configuration = ? WHERE id = ?", arguments: [try updated.encoded(), instance.id])
        }
        return drops
    }
}
