import Foundation

/// A scratch pad of managed objects over a container's store: fetch, insert, change, delete, save.
///
/// Every fetch reads the store, so a context sees what other contexts and other processes (the
/// app, for a widget) saved; objects it already holds keep their unsaved changes and take the
/// stored values otherwise. State is guarded by a lock, so the type is `Sendable`; as on Apple,
/// use a context's objects inside its `perform` blocks when several threads share it.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context's `perform` blocks are run.
    public enum ConcurrencyType: UInt, Sendable {
        /// Apple's deprecated thread confinement.
        case confinementConcurrencyType = 0
        /// Blocks run on the context's private serial queue.
        case privateQueueConcurrencyType = 1
        /// The main-thread context. Its blocks run on its own serial queue here: a widget
        /// extension has no UI thread, and the main queue is not drained in every process.
        case mainQueueConcurrencyType = 2
    }

    /// When an async `perform` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// Now, if possible.
        case immediate
        /// After the blocks already queued.
        case enqueued
    }

    /// How the context runs `perform` blocks.
    public let concurrencyType: ConcurrencyType
    /// A name for logs.
    open var name: String?
    /// Who the context's saves are attributed to (recorded only).
    open var transactionAuthor: String?
    /// How conflicting saves are merged: saves write only the attributes that changed, so the
    /// last save of an attribute wins whatever policy is set.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether saves of sibling contexts are merged in: each fetch reads the store, so they are
    /// seen at the next fetch whatever this says.
    open var automaticallyMergesChangesFromParent: Bool = false
    /// How long fetched values stay current; every fetch reads the store here.
    open var stalenessInterval: TimeInterval = -1

    /// The container's store slot (filled by `loadPersistentStores`) and model, held strongly.
    private var storeSlot: Locked<SQLiteStore?>?
    private(set) var model: NSManagedObjectModel?
    /// Guards the registered objects and every object's values.
    let lock = NSRecursiveLock()
    private var registered: [RegistrationKey: NSManagedObject] = [:]
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// A context running its blocks as `concurrencyType` says. Attach it to a store through a
    /// container (`viewContext`, `newBackgroundContext()`).
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.queue = DispatchQueue(label: "NSManagedObjectContext")
        super.init()
        queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
    }

    func attach(to container: NSPersistentContainer) {
        storeSlot = container.loaded
        model = container.managedObjectModel
    }

    private var store: SQLiteStore? { storeSlot?.withLock { $0 } }

    // MARK: Queues

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping @Sendable () -> Void) {
        queue.async(execute: block)
    }

    /// Runs `block` on the context's queue, waits and returns its result (at once when already
    /// on it). Apple's `Void` overload is this one with `T == Void`.
    @preconcurrency open func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T {
        try onQueue(block)
    }

    /// Runs `block` on the context's queue and waits (at once when already on it).
    func onQueue<T>(_ block: () throws -> T) rethrows -> T {
        if DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self) { return try block() }
        return try queue.sync(execute: block)
    }

    /// Runs `block` on the context's queue and returns its result (the calling task waits for
    /// the queue; widget reads are short).
    @preconcurrency open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async rethrows -> T {
        try performAndWait(block)
    }

    // MARK: Objects

    /// Whether objects were inserted, changed or deleted since the last save.
    open var hasChanges: Bool {
        lock.withLock { !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { $0.isUpdated } }
    }

    /// Objects inserted and not saved yet.
    open var insertedObjects: Set<NSManagedObject> { lock.withLock { Set(inserted) } }
    /// Objects deleted and not saved yet.
    open var deletedObjects: Set<NSManagedObject> { lock.withLock { Set(deleted) } }
    /// Objects with changed attributes not saved yet.
    open var updatedObjects: Set<NSManagedObject> { lock.withLock { Set(registered.values.filter { $0.isUpdated && !$0.isDeleted }) } }
    /// Every object the context holds.
    open var registeredObjects: Set<NSManagedObject> { lock.withLock { Set(registered.values).union(inserted) } }

    /// Inserts `object`, to be saved at the next `save()`.
    open func insert(_ object: NSManagedObject) {
        lock.withLock {
            guard object.managedObjectContext !== self || !object.isInserted else { return }
            object.managedObjectContext = self
            object.isInserted = true
            inserted.append(object)
        }
    }

    /// Marks `object` deleted; the next `save()` removes it from the store. An object inserted
    /// and never saved is simply dropped.
    open func delete(_ object: NSManagedObject) {
        lock.withLock {
            if object.isInserted {
                inserted.removeAll { $0 === object }
                object.isInserted = false
                object.managedObjectContext = nil
                return
            }
            guard !object.isDeleted else { return }
            object.isDeleted = true
            deleted.append(object)
        }
    }

    /// Forgets unsaved changes: inserted objects are dropped, deleted ones come back, changed
    /// ones are refetched at their next fetch.
    open func rollback() {
        lock.withLock {
            for object in inserted { object.managedObjectContext = nil; object.isInserted = false }
            inserted.removeAll()
            for object in deleted { object.isDeleted = false }
            deleted.removeAll()
            for object in registered.values where !object.changedKeys.isEmpty {
                object.changedKeys.removeAll()
            }
        }
    }

    /// Forgets every object the context holds.
    open func reset() {
        lock.withLock {
            rollback()
            for object in registered.values { object.managedObjectContext = nil }
            registered.removeAll()
        }
    }

    /// Forgets `object`'s unsaved changes when `mergeChanges` is false; its values are reloaded
    /// at the next fetch.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        lock.withLock {
            if !flag { object.changedKeys.removeAll() }
        }
    }

    /// Refreshes every object the context holds.
    open func refreshAllObjects() {
        lock.withLock { for object in registered.values { refresh(object, mergeChanges: true) } }
    }

    // MARK: Fetching

    /// The objects `request` selects, in its order, from the store and the context's unsaved changes.
    ///
    /// Throws when the container has no loaded store, the entity is not in the model, the
    /// predicate is not one this Core Data understands, or the store cannot be read.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try select(request, resultType: T.self)
        return objects.compactMap { $0 as? T }
    }

    /// How many objects `request` selects (offset and limit applied, as on Apple).
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try select(request, resultType: nil).count
    }

    /// The object with `objectID` in this context, or an error when its row no longer exists.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        let request = NSFetchRequest<NSManagedObject>()
        request.entity = objectID.entity
        let found = try select(request, resultType: nil).first { $0.objectID == objectID }
        guard let found else {
            throw CoreDataErrors.error(CoreDataErrors.managedObjectValidation, "No object with ID \(objectID) exists in the store.")
        }
        return found
    }

    private func select<T>(_ request: NSFetchRequest<T>, resultType: Any.Type?) throws -> [NSManagedObject] {
        guard let store else {
            throw CoreDataErrors.error(
                CoreDataErrors.persistentStoreOperation,
                "The context has no loaded store: call loadPersistentStores(completionHandler:) first and check its error.")
        }
        let entityName = request.entity?.name ?? request.entityName
        guard let entityName, let entity = store.model.entitiesByName[entityName] else {
            throw CoreDataErrors.error(
                CoreDataErrors.coreData, "The fetch request names entity \(entityName.map { "'\($0)'" } ?? "(none)"), which the model does not have.")
        }
        let matcher = try request.predicate.map { try PredicateMatcher($0, entity: entity) }
        let rows = try store.rows(of: entity)
        let type = ManagedObjectClasses.resolve(entity, preferred: resultType)
        return try lock.withLock {
            var objects: [NSManagedObject] = []
            for row in rows {
                let key = RegistrationKey(entity: entityName, row: row.key)
                let object: NSManagedObject
                if let known = registered[key] {
                    object = known
                    for (name, value) in row.values where !known.changedKeys.contains(name) { known.values[name] = value }
                    for attribute in entity.attributes where row.values[attribute.name] == nil && !known.changedKeys.contains(attribute.name) {
                        known.values[attribute.name] = nil
                    }
                } else {
                    object = type.init(entity: entity, insertInto: nil)
                    object.values = row.values
                    object.objectID = NSManagedObjectID(entity: entity, key: row.key, temporary: false, storeIdentifier: store.identifier)
                    object.managedObjectContext = self
                    registered[key] = object
                }
                if request.includesPendingChanges && object.isDeleted { continue }
                objects.append(object)
            }
            if request.includesPendingChanges {
                objects += inserted.filter { $0.entity.name == entityName }
            }
            if let matcher { objects = try objects.filter { try matcher.matches($0) } }
            if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
                objects = try Sorting.sorted(objects, by: descriptors, entity: entity)
            }
            let start = min(max(request.fetchOffset, 0), objects.count)
            var selected = Array(objects[start...])
            if request.fetchLimit > 0 && selected.count > request.fetchLimit { selected = Array(selected.prefix(request.fetchLimit)) }
            return selected
        }
    }

    // MARK: Saving

    /// Writes inserted, changed and deleted objects to the store in one transaction.
    ///
    /// Throws a validation error naming the attribute when a required value is missing or a
    /// value has the wrong type, and a save error when the store refuses the write (read-only,
    /// locked by another process past its timeout); nothing is written then, and the changes
    /// stay in the context.
    open func save() throws {
        try lock.withLock {
            guard hasChanges else { return }
            guard let store else {
                throw CoreDataErrors.error(CoreDataErrors.persistentStoreSave, "The context has no loaded store to save to.")
            }
            let updated = registered.values.filter { $0.isUpdated && !$0.isDeleted }
            for object in inserted + updated { try validate(object) }
            let keys: [Int64]
            do {
                keys = try store.apply(
                    inserts: inserted.map { ($0.entity, $0.values) },
                    updates: updated.map { object in
                        (object.entity, object.objectID.key, Dictionary(uniqueKeysWithValues: object.changedKeys.map { ($0, object.values[$0]) }))
                    },
                    deletes: deleted.map { ($0.entity, $0.objectID.key) })
            } catch {
                throw CoreDataErrors.error(
                    CoreDataErrors.persistentStoreSave, "The store refused the save (\(error)); nothing was written and the changes are kept.",
                    underlying: error)
            }
            for (object, key) in zip(inserted, keys) {
                object.objectID = NSManagedObjectID(entity: object.entity, key: key, temporary: false, storeIdentifier: store.identifier)
                object.isInserted = false
                object.changedKeys.removeAll()
                registered[RegistrationKey(entity: object.entity.name!, row: key)] = object
            }
            for object in updated { object.changedKeys.removeAll() }
            for object in deleted {
                registered[RegistrationKey(entity: object.entity.name!, row: object.objectID.key)] = nil
                object.managedObjectContext = nil
            }
            inserted.removeAll()
            deleted.removeAll()
        }
    }

    private func validate(_ object: NSManagedObject) throws {
        for attribute in object.entity.attributes {
            let value = object.values[attribute.name]
            if let invalid = value as? InvalidValue {
                throw CoreDataErrors.error(
                    CoreDataErrors.managedObjectValidation, invalid.invalid.message, extra: [NSValidationKeyErrorKey: attribute.name])
            }
            if value == nil && !attribute.isOptional {
                throw CoreDataErrors.error(
                    CoreDataErrors.validationMissingMandatoryProperty, "\(object.entity.name ?? "?").\(attribute.name) is a required value.",
                    extra: [NSValidationKeyErrorKey: attribute.name])
            }
        }
    }
}

/// Apple's `userInfo` key naming the attribute a validation error is about.
public let NSValidationKeyErrorKey = "NSValidationErrorKey"

/// A registered object's identity in a context.
struct RegistrationKey: Hashable {
    let entity: String
    let row: Int64
}
