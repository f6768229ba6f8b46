import ExtensionProtocol
import Foundation
import VitrineStore

extension HostDaemon {
    /// A configurable widget's values as the app receives them with a tap's user activity and
    /// from `getCurrentConfigurations` (JSON of `ConfigurationValues`), with the intent's type
    /// name; nil for a static widget. Seed 003: "if the widget is configurable, the activity
    /// also carries the configuration".
    func appFacingConfiguration(of instance: InstanceRecord) -> (json: String, intentType: String)? {
        guard let schema = catalog.schema(of: instance) else { return nil }
        let values = requestConfiguration(of: instance) ?? schema.defaultValues
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(values) else { return nil }
        return (String(decoding: data, as: UTF8.self), schema.typeName)
    }
}
