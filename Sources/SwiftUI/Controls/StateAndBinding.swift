import Foundation

/// View state. A widget is rendered once per entry, so state keeps its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value
    /// State starting at `value`.
    public init(wrappedValue value: Value) { self.value = value }
    /// State starting at `value`.
    public init(initialValue value: Value) { self.value = value }
    /// The value; setting it does nothing in a widget, which is rendered once per entry.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    /// A binding to the initial value (writes are dropped).
    public var projectedValue: Binding<Value> { .constant(value) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, for `$` access.
    public var projectedValue: Binding<Value> { self }

    /// Wraps a binding passed as `$value`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
