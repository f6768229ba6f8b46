import Foundation

/// An enum an `@Parameter` can hold: its cases are the options, identified by raw value.
public protocol AppEnum: _IntentValue, StaticDisplayRepresentable, RawRepresentable, Sendable
where RawValue: LosslessStringConvertible, ValueType == Self, UnwrappedType == Self {}
