import Foundation
internal import GRDB

/// Inserts, fetches, changes and deletes models, and saves them to the container's stores.
///
/// A context hands out one instance per stored row. Fetches read the store again each time, so
/// rows another process (the app) saved since are seen; a model with unsaved changes keeps them.
public class ModelContext {
    /// The container whose stores this context reads and writes.
    public let container: ModelContainer
    /// Whether changes are saved without a call to `save()`: the main context's are, on the main
    /// queue after the change (Apple's autosave also runs at other moments it chooses).
    public var autosaveEnabled = false
    private var registered: [PersistentIdentifier: any PersistentModel] = [:]
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    private var changedSinceSave = false
    private var autosaveScheduled = false
    private var refreshed: Set<PersistentIdentifier> = []

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether there are inserted, deleted or changed models not yet saved.
    public var hasChanges: Bool {
        !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { !$0.persistentBackingData.changed.isEmpty }
    }

    /// Inserted models not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// Deleted models not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted }
    /// Fetched models with unsaved changes.
    public var changedModelsArray: [any PersistentModel] { registered.values.filter { !$0.persistentBackingData.changed.isEmpty } }

    /// Adds `model` to the context; the next save stores it (and the new models it relates to).
    public func insert<T: PersistentModel>(_ model: T) {
        let storage = model.persistentBackingData
        if storage.identifier?.primaryKey != nil || inserted.contains(where: { $0 === model }) {
            if storage.isDeleted {
                storage.isDeleted = false
                deleted.removeAll { $0 === model }
            }
            return
        }
        storage.context = self
        inserted.append(model)
        modelDidChange()
    }

    /// Marks `model` deleted; the next save removes its row (and cascades as its relationships say).
    public func delete<T: PersistentModel>(_ model: T) {
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
            model.persistentBackingData.isDeleted = true
            return
        }
        guard !model.persistentBackingData.isDeleted, model.persistentBackingData.identifier?.primaryKey != nil else { return }
        model.persistentBackingData.isDeleted = true
        deleted.append(model)
        modelDidChange()
    }

    /// Deletes every model of `model` that `predicate` matches.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for item in try fetch(FetchDescriptor(predicate: predicate)) { delete(item) }
    }

    /// Forgets unsaved inserts and deletions (changed values of fetched models are reloaded by the next fetch).
    public func rollback() {
        for model in inserted { model.persistentBackingData.context = nil }
        for model in deleted { model.persistentBackingData.isDeleted = false }
        inserted = []
        deleted = []
        for model in registered.values { model.persistentBackingData.changed = [] }
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The models matching `descriptor`, sorted, offset and limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        let (entity, store) = try container.entity(for: T.self)
        refreshed = []
        var results: [T] = try store.rows(entity).map { row in try materialize(T.self, entity, store, row) }
        results.removeAll { $0.persistentBackingData.isDeleted }
        if descriptor.includePendingChanges {
            results += inserted.compactMap { $0 as? T }
        } else {
            results.removeAll { $0.persistentBackingData.identifier?.primaryKey == nil }
        }
        if let predicate = descriptor.predicate {
            results = try results.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            results.sort(using: descriptor.sortBy)
        }
        let offset = max(0, descriptor.fetchOffset ?? 0)
        let end = descriptor.fetchLimit.map { min(results.count, offset + max(0, $0)) } ?? results.count
        return offset < end ? Array(results[offset..<end]) : []
    }

    /// How many models `descriptor` fetches (it reads them, as `fetch` does).
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The model with `persistentModelID` that this context has registered, if any.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        registered[persistentModelID] as? T ?? inserted.first { $0.persistentModelID == persistentModelID } as? T
    }

    // MARK: Reading rows

    private func materialize<M: PersistentModel>(_ type: M.Type, _ entity: Schema.Entity, _ store: SQLiteStore, _ row: Row) throws -> M {
        let primaryKey: Int64 = row["Z_PK"]
        let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.path, primaryKey: primaryKey)
        if let existing = registered[identifier] as? M {
            // Refresh once per fetch (relationships can cycle); keep the values of a changed model.
            if existing.persistentBackingData.changed.isEmpty, refreshed.insert(identifier).inserted {
                try fill(existing.persistentBackingData, entity, row)
            }
            return existing
        }
        let storage = _ModelStorage()
        storage.identifier = identifier
        storage.context = self
        let model = M(backingData: storage)
        registered[identifier] = model
        refreshed.insert(identifier)
        try fill(storage, entity, row)
        return model
    }

    private func fill(_ storage: _ModelStorage, _ entity: Schema.Entity, _ row: Row) throws {
        for property in entity.properties {
            let stored: DatabaseValue = row[property.name] ?? .null
            do {
                switch property.storage {
                case .attribute(let coder):
                    storage.values[property.name] = try coder.decode(stored)
                case .toOne(let type, let optional):
                    let key = Int64.fromDatabaseValue(stored)
                    storage.values[property.name] = try toOne(type, key, optional: optional, entity, property)
                case .toMany(let type, let optional):
                    let keys = try String.fromDatabaseValue(stored).map { try JSONDecoder().decode([Int64].self, from: Data($0.utf8)) } ?? []
                    storage.values[property.name] = try toMany(type, keys, optional: optional)
                }
            } catch let error as SwiftDataError {
                throw SwiftDataError(error.kind, "\(entity.name).\(property.name): \(error.detail)")
            }
        }
        storage.changed = []
    }

    private func load<M: PersistentModel>(_ type: M.Type, _ primaryKey: Int64) throws -> M? {
        let (entity, store) = try container.entity(for: M.self)
        let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.path, primaryKey: primaryKey)
        if let existing = registered[identifier] as? M, refreshed.contains(identifier) || !existing.persistentBackingData.changed.isEmpty {
            return existing
        }
        guard let row = try store.row(entity, primaryKey: primaryKey) else { return nil }
        return try materialize(M.self, entity, store, row)
    }

    private func toOne<M: PersistentModel>(
        _ type: M.Type, _ key: Int64?, optional: Bool, _ entity: Schema.Entity, _ property: Schema.PropertyMetadata
    ) throws -> Any {
        let model = try key.flatMap { try load(M.self, $0) }
        if optional { return model as Any }
        guard let model else {
            throw SwiftDataError(.unsupportedValue, "the related \(M.self) row \(key.map(String.init) ?? "NULL") does not exist")
        }
        return model
    }

    private func toMany<M: PersistentModel>(_ type: M.Type, _ keys: [Int64], optional: Bool) throws -> Any {
        // A related row deleted since is left out (as nullify would have removed it).
        let models = try keys.compactMap { try load(M.self, $0) }.filter { !$0.persistentBackingData.isDeleted }
        return optional ? (Optional(models) as Any) : models
    }

    // MARK: Saving

    /// Writes inserted, changed and deleted models to their stores, one transaction per store.
    public func save() throws {
        autosaveScheduled = false
        guard hasChanges else { return }
        for model in inserted + Array(registered.values.filter { !$0.persistentBackingData.changed.isEmpty }) {
            maintainInverses(of: model)
        }
        var toInsert: [any PersistentModel] = []
        var queue = inserted + Array(registered.values.filter { !$0.persistentBackingData.changed.isEmpty })
        var seen: Set<ObjectIdentifier> = []
        // New models reached through relationships are inserted too, as on Apple.
        while let model = queue.popLast() {
            guard seen.insert(ObjectIdentifier(model)).inserted, !model.persistentBackingData.isDeleted else { continue }
            if model.persistentBackingData.identifier?.primaryKey == nil { toInsert.append(model) }
            queue += related(model)
        }
        var toDelete: [any PersistentModel] = []
        var deleteQueue = deleted
        var deleteSeen: Set<ObjectIdentifier> = []
        while let model = deleteQueue.popLast() {
            guard deleteSeen.insert(ObjectIdentifier(model)).inserted, model.persistentBackingData.identifier?.primaryKey != nil else {
                continue
            }
            toDelete.append(model)
            deleteQueue += related(model, cascadingOnly: true)
        }
        let toUpdate = Array(registered.values.filter { !$0.persistentBackingData.changed.isEmpty && !$0.persistentBackingData.isDeleted })
        let all = toInsert + toUpdate + toDelete
        var byStore: [ObjectIdentifier: SQLiteStore] = [:]
        for model in all {
            let (_, store) = try container.entity(for: type(of: model))
            guard store.allowsSave else {
                throw SwiftDataError(.configurationNotWritable, "\(store.path) was opened with allowsSave: false")
            }
            byStore[ObjectIdentifier(store)] = store
        }
        for store in byStore.values {
            let mine = { (model: any PersistentModel) in (try? self.container.entity(for: type(of: model)).1) === store }
            let inserting = toInsert.filter(mine), updating = toUpdate.filter(mine), deleting = toDelete.filter(mine)
            var assigned: [(any PersistentModel, Int64)] = []
            do {
                try store.queue.write { db in
                    assigned = []
                    for model in inserting {
                        assigned.append((model, try insertRow(model, db)))
                    }
                    let keyOf = { (model: any PersistentModel) -> Int64? in
                        model.persistentBackingData.identifier?.primaryKey ?? assigned.first { $0.0 === model }?.1
                    }
                    for model in inserting { try writeRow(model, keyOf(model)!, db, keyOf: keyOf, onlyChanged: false) }
                    for model in updating { try writeRow(model, keyOf(model)!, db, keyOf: keyOf, onlyChanged: true) }
                    for model in deleting {
                        let (entity, _) = try container.entity(for: type(of: model))
                        try db.execute(sql: "DELETE FROM \(entity.name.quotedDatabaseIdentifier) WHERE Z_PK = ?", arguments: [keyOf(model)!])
                    }
                }
            } catch let error as SwiftDataError {
                throw error
            } catch let error as DatabaseError {
                throw SwiftDataError(.modelValidationFailure, "saving to \(store.path) failed: \(error.message ?? "\(error)")")
            }
            for (model, key) in assigned {
                let (entity, _) = try container.entity(for: type(of: model))
                let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.path, primaryKey: key)
                model.persistentBackingData.identifier = identifier
                model.persistentBackingData.context = self
                registered[identifier] = model
            }
        }
        for model in toInsert + toUpdate { model.persistentBackingData.changed = [] }
        for model in toDelete {
            model.persistentBackingData.isDeleted = true
            if let identifier = model.persistentBackingData.identifier { registered[identifier] = nil }
        }
        inserted = []
        deleted = []
    }

    /// Inserts `model`'s attributes (relationships follow once every new row has a key) and
    /// returns its row; a `.unique` attribute matching a stored row updates that row instead.
    private func insertRow(_ model: any PersistentModel, _ db: Database) throws -> Int64 {
        let (entity, _) = try container.entity(for: type(of: model))
        let table = entity.name.quotedDatabaseIdentifier
        for property in entity.properties where (property.metadata as? Schema.Attribute)?.isUnique == true {
            guard case .attribute(let coder) = property.storage, let value = model.persistentBackingData.values[property.name] else { continue }
            let encoded = try coder.encode(value)
            if let existing = try Int64.fetchOne(
                db, sql: "SELECT Z_PK FROM \(table) WHERE \(property.name.quotedDatabaseIdentifier) = ?", arguments: [encoded])
            {
                return existing
            }
        }
        try db.execute(sql: "INSERT INTO \(table) DEFAULT VALUES")
        return db.lastInsertedRowID
    }

    private func writeRow(
        _ model: any PersistentModel, _ primaryKey: Int64, _ db: Database, keyOf: (any PersistentModel) -> Int64?, onlyChanged: Bool
    ) throws {
        let (entity, _) = try container.entity(for: type(of: model))
        let storage = model.persistentBackingData
        var columns: [String] = []
        var values: [DatabaseValue] = []
        for property in entity.properties where !onlyChanged || storage.changed.contains(property.name) {
            guard let value = storage.values[property.name] else { continue }
            columns.append("\(property.name.quotedDatabaseIdentifier) = ?")
            do {
                switch property.storage {
                case .attribute(let coder):
                    values.append(try coder.encode(value))
                case .toOne:
                    values.append((value as? any PersistentModel).flatMap(keyOf)?.databaseValue ?? .null)
                case .toMany:
                    let models = Self.models(in: value)
                    let keys = models.compactMap(keyOf)
                    values.append(String(decoding: try JSONEncoder().encode(keys), as: UTF8.self).databaseValue)
                }
            } catch let error as SwiftDataError {
                throw SwiftDataError(.modelValidationFailure, "\(entity.name).\(property.name): \(error.detail)")
            }
        }
        guard !columns.isEmpty else { return }
        try db.execute(
            sql: "UPDATE \(entity.name.quotedDatabaseIdentifier) SET \(columns.joined(separator: ", ")) WHERE Z_PK = ?",
            arguments: StatementArguments(values + [primaryKey.databaseValue]))
    }

    /// Sets the other side of each relationship that has an inverse (`@Relationship(inverse:)` on
    /// either side): a book added to `shelf.books` gets `book.shelf`, as Apple's store does.
    /// Removing a model from one side does not clear the other.
    private func maintainInverses(of model: any PersistentModel) {
        guard let entity = container.schema.entity(for: type(of: model)) else { return }
        for property in entity.properties {
            guard let targetType = property.storage.relatedType, let targetEntity = container.schema.entity(for: targetType),
                let inverse = Self.inverse(of: property, in: entity, target: targetEntity),
                let value = model.persistentBackingData.values[property.name]
            else { continue }
            for target in Self.models(in: value) {
                let storage = target.persistentBackingData
                switch inverse.storage {
                case .toOne:
                    if (storage.values[inverse.name].map(Self.models(in:)) ?? []).first !== model {
                        storage.setValue(model as Any, forKey: inverse.name)
                    }
                case .toMany(_, let optional):
                    let current = storage.values[inverse.name].map(Self.models(in:)) ?? []
                    if !current.contains(where: { $0 === model }) {
                        storage.setValue(Self.appending(model, to: current, optional: optional), forKey: inverse.name)
                    }
                case .attribute: break
                }
            }
        }
    }

    /// The property on `target` that is `property`'s inverse, named by either side.
    static func inverse(of property: Schema.PropertyMetadata, in entity: Schema.Entity, target: Schema.Entity) -> Schema.PropertyMetadata? {
        if let keyPath = (property.metadata as? Schema.Relationship)?.inverseKeyPath {
            return target.properties.first { $0.keyPath == keyPath }
        }
        return target.properties.first { candidate in
            (candidate.metadata as? Schema.Relationship)?.inverseKeyPath == property.keyPath
        }
    }

    /// `models + [model]` as the relationship's own array type (`[M]` or `[M]?`).
    static func appending<M: PersistentModel>(_ model: M, to models: [any PersistentModel], optional: Bool) -> Any {
        let array: [M] = models.compactMap { $0 as? M } + [model]
        return optional ? (Optional(array) as Any) : array
    }

    /// The models `model`'s relationships hold (only `.cascade` ones with `cascadingOnly`).
    private func related(_ model: any PersistentModel, cascadingOnly: Bool = false) -> [any PersistentModel] {
        guard let entity = container.schema.entity(for: type(of: model)) else { return [] }
        var result: [any PersistentModel] = []
        for property in entity.properties {
            guard property.storage.relatedType != nil, let value = model.persistentBackingData.values[property.name] else { continue }
            if cascadingOnly, (property.metadata as? Schema.Relationship)?.deleteRule != .cascade { continue }
            result += Self.models(in: value)
        }
        return result
    }

    /// The models in a relationship's value: one, an optional one, an array or an optional array.
    static func models(in value: Any) -> [any PersistentModel] {
        if let optional = value as? any OptionalProtocol {
            guard let present = optional.wrappedValue else { return [] }
            return models(in: present)
        }
        if let model = value as? any PersistentModel { return [model] }
        if let array = value as? [Any] { return array.compactMap { $0 as? any PersistentModel } }
        return []
    }

    // MARK: Autosave

    /// Called when a model of this context changes: schedules the main context's autosave.
    func modelDidChange() {
        guard autosaveEnabled, !autosaveScheduled else { return }
        autosaveScheduled = true
        let context = UncheckedContext(context: self)
        DispatchQueue.main.async {
            do {
                try context.context.save()
            } catch {
                FileHandle.standardError.write(Data("SwiftData autosave failed: \(error)\n".utf8))
            }
        }
    }
}

/// The main context, handed to the main queue that owns it.
private struct UncheckedContext: @unchecked Sendable {
    let context: ModelContext
}
