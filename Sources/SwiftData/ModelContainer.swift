import Foundation

/// The schema and the stores that keep it: one SQLite file (or in-memory database) per
/// configuration. Containers on the same file, in one process or several (an app and its
/// widget), share its data through SQLite's own locking.
public final class ModelContainer: Sendable {
    /// The model types the container stores.
    public let schema: Schema
    /// The configurations given (or the default one).
    public let configurations: Set<ModelConfiguration>
    let stores: [String: SQLiteStore]
    private let mainLock = NSLock()
    nonisolated(unsafe) private var mainContextStorage: ModelContext?

    /// A container for `givenSchema`, stored as `configurations` say (the default configuration
    /// when none is given). Throws when a store cannot be opened or does not fit the models.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        self.configurations = Set(configurations)
        var assignment: [Int: [Schema.Entity]] = [:]
        for entity in givenSchema.entities {
            let index =
                configurations.firstIndex { $0.schema?.entity(for: entity.type) != nil }
                ?? configurations.firstIndex { $0.schema == nil } ?? 0
            assignment[index, default: []].append(entity)
        }
        var stores: [String: SQLiteStore] = [:]
        for (index, entities) in assignment.sorted(by: { $0.key < $1.key }) {
            let configuration = configurations[index]
            let store = try SQLiteStore(
                url: try configuration.resolvedURL(), inMemory: configuration.isStoredInMemoryOnly, entities: entities,
                allowsSave: configuration.allowsSave)
            for entity in entities { stores[entity.name] = store }
        }
        self.stores = stores
    }

    /// A container for `givenSchema` with zero or more configurations.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `forTypes` (and the types their relationships reach).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context bound to the main actor, which `.modelContainer(_:)` puts in a view's
    /// environment. It saves on its own after changes (see `ModelContext.autosaveEnabled`).
    @MainActor public var mainContext: ModelContext { mainContextUnchecked }

    /// The main context without the main-actor check, for view modifiers, which Vitrine's
    /// SwiftUI resolves on the main thread but does not declare `@MainActor`.
    var mainContextUnchecked: ModelContext {
        mainLock.lock()
        defer { mainLock.unlock() }
        if let context = mainContextStorage { return context }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        mainContextStorage = context
        return context
    }

    func entity(for type: any PersistentModel.Type) throws -> (Schema.Entity, SQLiteStore) {
        guard let entity = schema.entity(for: type), let store = stores[entity.name] else {
            throw SwiftDataError(
                .modelNotInSchema,
                "\(type) is not in this container's schema (\(schema.entities.map(\.name).joined(separator: ", "))): "
                    + "list it in ModelContainer(for:) or set the view's container with .modelContainer(_:)")
        }
        return (entity, store)
    }
}
