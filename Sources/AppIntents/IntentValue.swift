import Foundation

/// A type an `@Parameter` can hold: text, numbers, `Bool`, `Date`, `DateComponents`, `URL`, an
/// `AppEnum`, an `AppEntity`, and optionals and arrays of those. Public because `@Parameter`'s
/// generic signature names it (as Apple's does); conform by adopting `AppEnum` or `AppEntity`.
public protocol _IntentValue {
    /// The single value inside: `Int` for `Int`, `Int?` and `[Int]`.
    associatedtype ValueType
    /// The value without its optional: `Int` for `Int?`, `[Int]` for `[Int]`.
    associatedtype UnwrappedType
}

extension String: _IntentValue {
    /// The single value inside.
    public typealias ValueType = String
    /// The value without its optional.
    public typealias UnwrappedType = String
}

extension Int: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Int
    /// The value without its optional.
    public typealias UnwrappedType = Int
}

extension Double: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Double
    /// The value without its optional.
    public typealias UnwrappedType = Double
}

extension Decimal: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Decimal
    /// The value without its optional.
    public typealias UnwrappedType = Decimal
}

extension Bool: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Bool
    /// The value without its optional.
    public typealias UnwrappedType = Bool
}

extension Date: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Date
    /// The value without its optional.
    public typealias UnwrappedType = Date
}

extension DateComponents: _IntentValue {
    /// The single value inside.
    public typealias ValueType = DateComponents
    /// The value without its optional.
    public typealias UnwrappedType = DateComponents
}

extension URL: _IntentValue {
    /// The single value inside.
    public typealias ValueType = URL
    /// The value without its optional.
    public typealias UnwrappedType = URL
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Wrapped.ValueType
    /// The value without its optional.
    public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {
    /// The single value inside.
    public typealias ValueType = Element.ValueType
    /// The value without its optional.
    public typealias UnwrappedType = [Element]
}
