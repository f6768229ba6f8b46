import Foundation

/// Whether Shortcuts connects a parameter to the previous action's result.
public enum InputConnectionBehavior: Sendable, Hashable {
    /// The system decides.
    case `default`
    /// Connect it to the previous result.
    case connectToPreviousIntentResult
    /// Never connect it.
    case never
}
