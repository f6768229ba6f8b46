import AppIntents
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
        candidates(name).lazy.compactMap { _typeByName($0) as? INIntent.Type }.first
    }

    /// Where a type the host names by its bare name is looked for: as given (already
    /// qualified), then in the app's own module, named after its executable as SwiftPM names it.
    static func candidates(_ name: String) -> [String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        return [name, "\(executable.replacingOccurrences(of: "-", with: "_")).\(name)"]
    }
}

extension ConfiguredIntent {
    /// The app's App Intent type called `name` (found as `intentClass(named:)` finds SiriKit
    /// classes) holding the values in `json`, its entities looked up through their queries; nil
    /// when the app has no such type or a value does not fit it.
    static func makeAppIntent(named name: String, json: String) async -> (any AppIntent)? {
        guard let values = try? JSONDecoder().decode(ConfigurationValues.self, from: Data(json.utf8)) else { return nil }
        // `_typeByName` finds classes by their dotted name but structs (most App Intents) only by
        // their mangled one: `<length><module><length><name>V` for a top-level struct.
        let mangled = candidates(name).compactMap { qualified -> String? in
            let parts = qualified.split(separator: ".")
            guard parts.count == 2 else { return nil }
            return "\(parts[0].utf8.count)\(parts[0])\(parts[1].utf8.count)\(parts[1])V"
        }
        for candidate in candidates(name) + mangled {
            if let type = _typeByName(candidate) as? any WidgetConfigurationIntent.Type {
                return await makeAppIntent(type, values: values)
            }
        }
        return nil
    }

    static func makeAppIntent<Intent: AppIntent>(_ type: Intent.Type, values: ConfigurationValues) async -> Intent? {
        guard let intent = try? IntentRuntime.makeIntent(type, values: values) else { return nil }
        _ = await IntentRuntime.resolveEntities(in: intent)
        return intent
    }
}
