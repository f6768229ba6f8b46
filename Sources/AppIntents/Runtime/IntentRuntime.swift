package import ExtensionProtocol
import Foundation
import SwiftUI

/// Reads an App Intent's parameters at run time, without Objective-C: `Mirror` on an `init()`
/// instance finds every `@Parameter` (stored as `_name`, a reference the runtime can set), and
/// each parameter's value type is read from its metatype. WidgetKit's configuration adapter and
/// the tests use it; it is not API for authors.
package enum IntentRuntime {
    /// Each `@Parameter` of `intent`, by property name, in declaration order.
    static func parameters(of intent: Any) -> [(name: String, parameter: any AnyIntentParameter)] {
        var found: [(name: String, parameter: any AnyIntentParameter)] = []
        var mirror: Mirror? = Mirror(reflecting: intent)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any AnyIntentParameter else { continue }
                found.append((String(label.dropFirst()), parameter))
            }
            mirror = current.superclassMirror
        }
        return found
    }

    /// What a person can configure: every `@Parameter` whose type the runtime supports.
    package static func schema<Intent: AppIntent>(_ type: Intent.Type) -> ConfigurationSchema {
        ConfigurationSchema(
            source: .appIntent, typeName: String(describing: type), title: String(localized: type.title),
            description: String(localized: type.description.descriptionText),
            parameters: parameters(of: type.init()).compactMap { $0.parameter.schema(name: $0.name) })
    }

    /// A new intent holding `values`. A parameter without a value is unset (nil) when optional and
    /// keeps its default when not; entities are checked here and looked up by `resolveEntities`.
    package static func makeIntent<Intent: AppIntent>(_ type: Intent.Type, values: ConfigurationValues) throws(IntentConfigurationError) -> Intent {
        let intent = type.init()
        let parameters = parameters(of: intent)
        for name in values.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            throw IntentConfigurationError(
                "\(type) has no parameter \"\(name)\" (its parameters: \(parameters.map(\.name).joined(separator: ", ")))")
        }
        for (name, parameter) in parameters {
            do {
                try parameter.setConfigurationValue(values[name])
            } catch {
                throw IntentConfigurationError("\(type).\(name): \(error.description)")
            }
        }
        return intent
    }

    /// The values `intent` holds, by parameter name.
    package static func values(of intent: Any) -> ConfigurationValues {
        var values = ConfigurationValues()
        for (name, parameter) in parameters(of: intent) { values[name] = parameter.configurationValue() }
        return values
    }

    /// Brings every entity parameter up to date through its query (`entities(for:)`, and
    /// `defaultResult()` for a required one that has none). Returns problems to report, each
    /// naming the intent and parameter; the intent is usable either way.
    package static func resolveEntities(in intent: some AppIntent) async -> [String] {
        var problems: [String] = []
        for (name, parameter) in parameters(of: intent) {
            if let problem = await parameter.resolveEntities() { problems.append("\(type(of: intent)).\(name): \(problem)") }
        }
        return problems
    }

    /// The options of one parameter: an entity query's suggestions (or matches for
    /// `searchTerm` when it is an `EntityStringQuery`), an options provider's results, an enum's
    /// cases. `configuration` is what the person has chosen so far, which queries read through
    /// `@IntentParameterDependency`.
    package static func options<Intent: AppIntent>(
        _ type: Intent.Type, parameter name: String, searchTerm: String?, configuration: ConfigurationValues? = nil
    ) async throws -> ConfigurationOptions {
        let parameters = parameters(of: type.init())
        guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
            throw IntentConfigurationError("\(type) has no parameter \"\(name)\" (its parameters: \(parameters.map(\.name).joined(separator: ", ")))")
        }
        do {
            return try await parameter.options(searchTerm: searchTerm, configuration: configuration, intentType: type)
        } catch let error as IntentConfigurationError {
            throw IntentConfigurationError("\(type).\(name): \(error.description)")
        } catch {
            throw IntentConfigurationError("\(type).\(name): the app failed to list options: \(error)")
        }
    }

    /// The configuration a new widget starts with: each `@Parameter`'s default, else its query's
    /// or options provider's `defaultResult()`.
    package static func defaults<Intent: AppIntent>(_ type: Intent.Type) async -> ConfigurationValues {
        var values = ConfigurationValues()
        for (name, parameter) in parameters(of: type.init()) { values[name] = await parameter.defaultConfigurationValue() }
        return values
    }
}
