import Foundation

/// What an `@IntentParameterDependency` gives a query: the values the person has chosen so far
/// in the intent being configured, read by name (`orderSoup.quantity`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    /// A parameter's current value.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}
