import Foundation

/// What a `performIntent` request carries: the tapped control's archived action, and for a
/// toggle the value it switches to.
public struct IntentActionRequest: Codable, Hashable, Sendable {
    /// The intent type's mangled name, as archived (`IntentAction.typeName`).
    public var typeName: String
    /// The intent type's readable name, for messages.
    public var displayName: String
    /// The archived `@Parameter` values.
    public var parameters: ConfigurationValues
    /// For a toggle: the new state (the opposite of the one drawn), which a `SetValueIntent`
    /// gets as its `value`; nil for a button.
    public var toggledValue: Bool?

    /// A request from its parts.
    public init(typeName: String, displayName: String, parameters: ConfigurationValues, toggledValue: Bool? = nil) {
        self.typeName = typeName; self.displayName = displayName; self.parameters = parameters; self.toggledValue = toggledValue
    }
}

/// The answer to `performIntent`: the intent ran and returned.
public struct PerformedIntent: Codable, Hashable, Sendable {
    /// The intent type's readable name.
    public var intent: String
    /// The extension process that ran `perform()`.
    public var processID: Int32
    /// How long `perform()` took, in seconds.
    public var seconds: Double

    /// An answer from its parts.
    public init(intent: String, processID: Int32, seconds: Double) {
        self.intent = intent; self.processID = processID; self.seconds = seconds
    }
}
