import Foundation

/// A class the store keeps: `@Model` makes a class conform and generates every requirement.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// A model over `backingData`, as the store creates one for a fetched row.
    init(backingData: _ModelStorage)
    /// The model's values and its place in a context.
    var persistentBackingData: _ModelStorage { get set }
    /// The persisted properties, in declaration order.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The model's identity: its row once saved, a temporary one before.
    public var persistentModelID: PersistentIdentifier {
        if let identifier = persistentBackingData.identifier { return identifier }
        let identifier = PersistentIdentifier(temporaryFor: Schema.entityName(of: Self.self))
        persistentBackingData.identifier = identifier
        return identifier
    }

    /// The same as `persistentModelID`.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into or fetched by.
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { !persistentBackingData.changed.isEmpty || persistentBackingData.identifier?.primaryKey == nil }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    /// Models are equal when they are the same instance (a context hands out one instance per row).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The value of the persisted property at `keyPath`.
    public func getValue<Value>(forKey keyPath: KeyPath<Self, Value>) -> Value { self[keyPath: keyPath] }
}
