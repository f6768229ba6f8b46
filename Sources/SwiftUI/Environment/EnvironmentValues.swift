import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when no view has set one.
    static var defaultValue: Self.Value { get }
}

/// The values views read with `@Environment`, passed down the tree and changed by modifiers.
public struct EnvironmentValues: CustomStringConvertible {
    /// One dictionary (every modifier that writes the environment copies it), holding each
    /// key's type beside its value so `description` can name it. Naming the type on every
    /// write, as this once did, cost more than the rest of resolving a modifier.
    private var storage: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]

    /// An environment with every key at its default value.
    public init() {}

    /// The value stored for a key, or the key's default value.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = (key, newValue) }
    }

    /// The names of the keys that have values.
    public var description: String {
        "EnvironmentValues(" + storage.values.map { String(describing: $0.key) }.sorted().joined(separator: ", ") + ")"
    }

    // The environment of the view whose body is being evaluated. Resolution runs on the
    // main actor and never hops threads, so the unchecked box is confined in practice.
    @TaskLocal private static var current: Box?

    struct Box: @unchecked Sendable { let values: EnvironmentValues }

    /// Runs `body` as if evaluating a body in `values` (`@Environment` reads them); Charts
    /// evaluates authors' axis closures this way when it lays the chart out.
    package static func withCurrent<R>(_ values: EnvironmentValues, _ body: () -> R) -> R {
        $current.withValue(Box(values: values), operation: body)
    }

    static var installed: EnvironmentValues? { current?.values }
}

/// Reads a value from the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.init(_keyPath: keyPath)
    }

    init(_keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = _keyPath
    }

    /// The current value, read from the environment of the body being evaluated.
    public var wrappedValue: Value {
        // Outside a body evaluation SwiftUI answers with the default; so do we.
        (EnvironmentValues.installed ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// A stored property that the system updates before evaluating a body.
public protocol DynamicProperty {
    /// Refreshes the property before its view's body runs.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}
