import Foundation

/// View state. A widget is rendered once per entry, so state keeps its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { .constant(value) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
