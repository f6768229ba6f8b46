package import ExtensionProtocol
import Foundation

/// A configurable widget's intent type with its generic type erased: the runtime's one view of
/// SiriKit intents (`IntentConfiguration`) and App Intents (`AppIntentConfiguration`). It builds
/// the intent a provider is called with from the values the host stores, and asks the app's own
/// code (an intent handler, an `EntityQuery`) for options and defaults.
package struct ConfigurationAdapter: @unchecked Sendable {
    /// What a person can configure.
    package let schema: ConfigurationSchema
    /// The intent for these values. Values of unknown parameters, or that the intent cannot
    /// hold, throw a `ConfigurationFailure` naming the parameter.
    package let makeIntent: (ConfigurationValues) throws -> Any
    /// The values an intent holds (for recommendations and `WidgetInfo`).
    package let values: (Any) -> ConfigurationValues
    /// The options of one parameter, given the values chosen so far and a search text.
    package let options: @MainActor (_ parameter: String, _ searchTerm: String?, _ configuration: ConfigurationValues) async throws -> ConfigurationOptions
    /// The values a newly placed widget starts with.
    package let defaults: @MainActor () async throws -> ConfigurationValues

    package init(
        schema: ConfigurationSchema, makeIntent: @escaping (ConfigurationValues) throws -> Any, values: @escaping (Any) -> ConfigurationValues,
        options: @escaping @MainActor (String, String?, ConfigurationValues) async throws -> ConfigurationOptions,
        defaults: @escaping @MainActor () async throws -> ConfigurationValues
    ) {
        self.schema = schema
        self.makeIntent = makeIntent
        self.values = values
        self.options = options
        self.defaults = defaults
    }

    /// The intent for `values`, or for the schema's defaults when the host sent none (a widget
    /// placed before it became configurable, `dump` without `--set`).
    package func intent(for values: ConfigurationValues?) throws -> Any {
        try makeIntent(values ?? schema.defaultValues)
    }
}

/// Why a configuration request failed, for a person: sent as `ExtensionError.configurationFailed`.
package struct ConfigurationFailure: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
