import ExtensionProtocol
import Foundation

extension ExtensionHost {
    /// Where a configuration request goes: a widget of the extension (by its context), or an
    /// intent type an Intents extension built as its own executable handles (no widget, no context).
    public enum ConfigurationTarget: Sendable, Hashable {
        /// The widget `context` names, in this extension.
        case widget(RequestContext)
        /// The SiriKit intent type `ConfigurationSchema.typeName`, in an Intents extension.
        case intent(String)
    }

    /// The options of `parameter` (an intent handler's `provide…OptionsCollection`, an
    /// `EntityQuery`), given the values chosen so far and what a person typed in the search
    /// field. Bounded by the request timeout like a timeline; an extension built before
    /// configurable widgets is not asked (`.extensionError(.unsupportedVersion)`).
    public func configurationOptions(
        for target: ConfigurationTarget, parameter: String, searchTerm: String? = nil, configuration: ConfigurationValues? = nil,
        onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ConfigurationOptions {
        let response = try await send(
            .configurationOptions, target.context, configuration: configuration ?? [:], parameter: parameter, searchTerm: searchTerm,
            intent: target.intentName, requiring: .configuration, onLog: onLog)
        guard let options = response.options else {
            throw ExtensionHostError.protocolViolation("it answered configurationOptions without options", stderr: "")
        }
        return options
    }

    /// The configuration a newly placed widget starts with (`default…(for:)`, `defaultResult()`,
    /// the schema's defaults), from the extension, within the request timeout.
    public func defaultConfiguration(
        for target: ConfigurationTarget, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ConfigurationValues {
        let response = try await send(.defaultConfiguration, target.context, intent: target.intentName, requiring: .configuration, onLog: onLog)
        guard let values = response.configuration else {
            throw ExtensionHostError.protocolViolation("it answered defaultConfiguration without a configuration", stderr: "")
        }
        return values
    }

    /// Whether the running extension said it serves configurable widgets; nil when no process runs.
    public var supportsConfiguration: Bool? {
        guard isRunning, let child = runningChildForInspection else { return nil }
        return child.capabilities.contains(ExtensionCapability.configuration.rawValue)
    }
}

extension ExtensionHost.ConfigurationTarget {
    var context: RequestContext? {
        if case .widget(let context) = self { return context }
        return nil
    }

    var intentName: String? {
        if case .intent(let name) = self { return name }
        return nil
    }
}
