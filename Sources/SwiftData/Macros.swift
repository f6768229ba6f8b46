import Foundation
@_exported import Observation

/// Makes a class a persistent model: its stored `var`s are kept in the container's SQLite
/// store, one column each, and the class conforms to `PersistentModel` and `Observable`.
@attached(
    member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar), named(access),
    named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

/// Put on each persisted property by `@Model`; not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// Options for a persisted attribute (`.unique` is enforced; the others are accepted and recorded).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")

/// A relationship to another model or to an array of them, with its delete rule and inverse.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")

/// Keeps a property out of the store: it has its declared default in every fetched model.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "MarkerMacro")
