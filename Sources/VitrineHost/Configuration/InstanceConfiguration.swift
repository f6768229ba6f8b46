import ExtensionProtocol
import Foundation
import VitrineStore

/// One placed widget's configuration as an editor shows it: what can be set, what is set now,
/// and what an app update (or a damaged store) took away.
public struct InstanceConfiguration: Codable, Hashable, Sendable {
    /// The widget instance.
    public var instanceID: Int64
    /// The app whose extension draws it.
    public var appID: String
    /// The widget's kind.
    public var kind: String
    /// What a person can configure.
    public var schema: ConfigurationSchema
    /// The values the widget draws with now: the stored ones the schema accepts, or the
    /// schema's defaults when none are stored (or they cannot be read).
    public var values: ConfigurationValues
    /// Whether `values` are the schema's defaults because nothing (readable) is stored.
    public var isDefault: Bool
    /// Values dropped because the app's new version no longer accepts them, with the reason;
    /// empty after the next edit.
    public var dropped: [ConfigurationDrop]
    /// Why the stored configuration could not be read, when it could not; nil otherwise.
    public var problem: String?

    /// A form's state.
    public init(
        instanceID: Int64, appID: String, kind: String, schema: ConfigurationSchema, values: ConfigurationValues,
        isDefault: Bool, dropped: [ConfigurationDrop] = [], problem: String? = nil
    ) {
        self.instanceID = instanceID
        self.appID = appID
        self.kind = kind
        self.schema = schema
        self.values = values
        self.isDefault = isDefault
        self.dropped = dropped
        self.problem = problem
    }

    /// The form of a stored instance: its stored values the schema accepts (the schema's
    /// defaults when nothing is stored, or what is stored cannot be read, then saying why).
    public init(instance: InstanceRecord, schema: ConfigurationSchema) {
        self.init(
            instanceID: instance.id, appID: instance.appID, kind: instance.kind, schema: schema, values: schema.defaultValues, isDefault: true)
        guard let data = instance.configuration else { return }
        do {
            let stored = try StoredConfiguration.decode(data, instanceID: instance.id)
            let validation = schema.validate(stored.values)
            values = validation.kept
            isDefault = false
            dropped = stored.dropped + validation.dropped
        } catch {
            problem = "\(error)"
        }
    }

    /// The values in schema order as `name=value` text, for `vitrine widgets list`; "defaults" when none are set.
    public var summary: String {
        if values.isEmpty { return isDefault ? "defaults" : "nothing set" }
        let text = schema.parameters.compactMap { parameter in values[parameter.name].map { "\(parameter.name)=\($0.displayText)" } }
            .joined(separator: ", ")
        return isDefault ? "\(text) (defaults)" : text
    }
}

/// What the daemon remembers about configurations between calls.
struct ConfigurationState {
    /// Instances whose unreadable configuration was already recorded, so each is noted once.
    var reportedUnreadable: Set<Int64> = []
}
