import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values views read with `@Environment`, passed down the tree and changed by modifiers.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            names[ObjectIdentifier(key)] = String(describing: key)
        }
    }

    public var description: String {
        "EnvironmentValues(" + names.values.sorted().joined(separator: ", ") + ")"
    }

    // The environment of the view whose body is being evaluated. Resolution runs on the
    // main actor and never hops threads, so the unchecked box is confined in practice.
    @TaskLocal private static var current: Box?

    struct Box: @unchecked Sendable { let values: EnvironmentValues }

    static func withCurrent<R>(_ values: EnvironmentValues, _ body: () -> R) -> R {
        $current.withValue(Box(values: values), operation: body)
    }

    static var installed: EnvironmentValues? { current?.values }
}

/// Reads a value from the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.init(_keyPath: keyPath)
    }

    init(_keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = _keyPath
    }

    public var wrappedValue: Value {
        // Outside a body evaluation SwiftUI answers with the default; so do we.
        (EnvironmentValues.installed ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// A stored property that the system updates before evaluating a body.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
