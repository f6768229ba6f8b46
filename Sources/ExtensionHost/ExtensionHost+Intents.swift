import ExtensionProtocol
import Foundation

extension ExtensionHost {
    /// Performs a tapped control's App Intent in the extension process (`performIntent`): the
    /// extension makes the intent, sets its archived parameters (and a toggle's new value) and
    /// runs `perform()` within the request timeout. `configuration` is the widget instance's.
    /// Throws `.extensionError` with `unknownIntent` or `intentFailed` when the intent cannot be
    /// made or `perform()` threw, `completionTimeout` when it did not return in time, and
    /// `unsupportedVersion` for an extension built before interactive widgets.
    public func performIntent(
        _ action: IntentActionRequest, context: RequestContext, configuration: ConfigurationValues? = nil,
        onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> PerformedIntent {
        let response = try await send(
            .performIntent, context, configuration: configuration, action: action, requiring: .interactiveIntents, onLog: onLog)
        guard let performed = response.performed else {
            throw ExtensionHostError.protocolViolation("it answered performIntent without saying what it performed", stderr: "")
        }
        return performed
    }

    /// How a person knows the feature a capability stands for.
    static func feature(_ capability: ExtensionCapability) -> String {
        switch capability {
        case .configuration: "configurable widgets"
        case .interactiveIntents: "interactive widgets (Button(intent:), Toggle(isOn:intent:))"
        }
    }
}
