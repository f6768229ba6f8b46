import AppIntents
internal import ExtensionProtocol
import Foundation

extension ConfigurationAdapter {
    /// The adapter of a `WidgetConfigurationIntent`: its schema is read from the intent's
    /// `@Parameter`s at run time (AppIntents' `IntentRuntime`), options come from entity queries
    /// (`suggestedEntities()`, `entities(matching:)` for a search), options providers and enum
    /// cases, given the values chosen so far (`@IntentParameterDependency`); defaults from each
    /// parameter's default and its query's `defaultResult()`.
    package static func appIntent<Intent: AppIntent>(_ type: Intent.Type) -> ConfigurationAdapter {
        ConfigurationAdapter(
            schema: IntentRuntime.schema(type),
            makeIntent: { values in
                do { return try IntentRuntime.makeIntent(type, values: values) } catch { throw ConfigurationFailure("\(error)") }
            },
            values: { IntentRuntime.values(of: $0) },
            options: { parameter, searchTerm, configuration in
                do {
                    return try await IntentRuntime.options(type, parameter: parameter, searchTerm: searchTerm, configuration: configuration)
                } catch let error as IntentConfigurationError {
                    throw ConfigurationFailure(error.description)
                }
            },
            defaults: { await IntentRuntime.defaults(type) })
    }
}
