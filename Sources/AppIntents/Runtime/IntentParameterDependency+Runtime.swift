internal import ExtensionProtocol
import Foundation

/// An `@IntentParameterDependency` with its intent type erased, found by `Mirror` on a query or
/// an options provider just before the runtime asks it for options.
protocol AnyIntentParameterDependency: AnyObject {
    /// Projects the intent being configured (`type` with `values`), or nil when the dependency
    /// names another intent or the values do not make one.
    func update(configuring type: Any.Type, values: ConfigurationValues?) async
}

extension IntentParameterDependency: AnyIntentParameterDependency {
    func update(configuring type: Any.Type, values: ConfigurationValues?) async {
        var projected: IntentProjection<Intent>?
        if type == Intent.self, let values, let intent = try? IntentRuntime.makeIntent(Intent.self, values: values) {
            // Entities chosen so far are the app's current ones, as the provider will see them.
            _ = await IntentRuntime.resolveEntities(in: intent)
            projected = IntentProjection(intent)
        }
        lock.withLock { projection = projected }
    }
}

extension IntentRuntime {
    /// Gives every `@IntentParameterDependency` of `source` (a query, an options provider) the
    /// intent being configured. The wrappers are objects, so the copy `Mirror` sees shares them
    /// with the value the runtime then calls.
    static func injectDependencies(into source: Any, configuring type: Any.Type, values: ConfigurationValues?) async {
        for child in Mirror(reflecting: source).children {
            if let dependency = child.value as? any AnyIntentParameterDependency { await dependency.update(configuring: type, values: values) }
        }
    }
}
