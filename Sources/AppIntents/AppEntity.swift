import Foundation

/// An object of the app an `@Parameter` can hold (a city, a character): identified by `id`,
/// shown by `displayRepresentation`, found by its `defaultQuery`.
public protocol AppEntity: _IntentValue, TypeDisplayRepresentable, DisplayRepresentable, Identifiable, Sendable
where ID: EntityIdentifierConvertible & Sendable, ValueType == Self, UnwrappedType == Self {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query the system uses for options and to look entities up by identifier.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// `@Property`: a property of the entity shown to people.
    public typealias Property<Value> = EntityProperty<Value>
}
