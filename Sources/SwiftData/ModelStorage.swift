import Foundation

/// Marks a persisted property for Swift's definite-initialization check; `@Model` generates one
/// peer of this type per property. Holds nothing.
public struct _SwiftDataNoType: Sendable {
    /// The only value.
    public init() {}
}

/// The values of one model instance, by property name, and its place in a context. `@Model`
/// classes keep their persisted properties here, so they work with or without a context.
public final class _ModelStorage {
    var values: [String: Any] = [:]
    /// Properties set since the model was last saved or loaded.
    var changed: Set<String> = []
    var identifier: PersistentIdentifier?
    weak var context: ModelContext?
    var isDeleted = false

    /// Empty storage for a model created by its own initializer.
    public init() {}

    /// The value of `key`; a property is always set by the class's initializers or by the store.
    public func getValue<Value>(forKey key: String) -> Value {
        guard let value = values[key] else {
            fatalError("SwiftData: \(key) was read before it was set (a @Model property must be set by every initializer)")
        }
        guard let typed = value as? Value else {
            fatalError("SwiftData: \(key) holds \(type(of: value)), not \(Value.self)")
        }
        return typed
    }

    /// Sets `key` and marks the model changed, so the context saves it.
    public func setValue<Value>(_ value: Value, forKey key: String) {
        values[key] = value
        changed.insert(key)
        context?.modelDidChange()
    }

    /// Sets `key` from the class's initializer or a declared default.
    public func setInitialValue<Value>(_ value: Value, forKey key: String) {
        values[key] = value
    }
}
