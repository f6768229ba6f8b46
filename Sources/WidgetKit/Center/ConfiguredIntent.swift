internal import ExtensionProtocol
import Foundation
import Intents

/// Builds an app's own intent object from a configuration the host sent (a tap's user
/// activity, `getCurrentConfigurations`): the app links the same generated intent classes as
/// its extension, so the values fill them by parameter name.
enum ConfiguredIntent {
    /// The intent of `type` holding the values in `json`; nil when the JSON is not a
    /// configuration or a value does not fit the intent (a person sees no half-filled intent).
    static func make<Intent: INIntent>(_ type: Intent.Type, json: String) -> Intent? {
        guard let values = try? JSONDecoder().decode(ConfigurationValues.self, from: Data(json.utf8)) else { return nil }
        return make(type, values: values)
    }

    static func make<Intent: INIntent>(_ type: Intent.Type, values: ConfigurationValues) -> Intent? {
        guard let schema = type.schema else { return nil }
        return try? ConfigurationAdapter.makeIntent(type, schema: schema, values: values)
    }
}

extension ConfiguredIntent {
    /// The app's intent class called `name`, looked up in the app's own module (the executable's
    /// name, which SwiftPM makes the module name) as `NSClassFromString` finds it on iOS; then
    /// filled with the values. Nil when the app does not link such a class.
    static func make(named name: String?, json: String) -> INIntent? {
        guard let name, let type = intentClass(named: name) else { return nil }
        return make(type, json: json)
    }

    static func intentClass(named name: String) -> INIntent.Type? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        let module = executable.replacingOccurrences(of: "-", with: "_")
        for candidate in [name, "\(module).\(name)"] {
            if let type = _typeByName(candidate) as? INIntent.Type { return type }
        }
        return nil
    }
}
