import Foundation

/// What `perform()` returns; make one with `.result()`.
public protocol IntentResult: Sendable {}

/// The result with nothing in it, which `.result()` makes. Public only as the type of that value.
public struct _EmptyIntentResult: IntentResult {}

extension IntentResult where Self == _EmptyIntentResult {
    /// A result with no value, dialog or view.
    public static func result() -> Self { _EmptyIntentResult() }
}
