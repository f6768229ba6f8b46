import Foundation

/// An object of the model: an entity's values, kept by a context and saved to its store.
///
/// Values are read and written by key (`value(forKey:)`, `setValue(_:forKey:)`), with Apple's
/// types: numbers and Booleans come back as `NSNumber` (so `as? Int`, `as? Int16` and `as? Bool`
/// work), dates as `Date`, UUIDs as `UUID`, URIs as `URL`, binary data as `Data`. Subclasses
/// declare typed properties with `@Managed` where Apple's code writes `@NSManaged`, which needs
/// the Objective-C runtime (docs/COREDATA.md).
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context the object belongs to; nil once deleted and saved, or when never inserted.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity; temporary until the object is saved.
    open internal(set) var objectID: NSManagedObjectID

    /// The current values by attribute name, normalized to `AttributeValues`' storage types.
    var values: [String: Any] = [:]
    /// Attributes changed since the last save or fetch.
    var changedKeys: Set<String> = []
    /// Inserted into a context and not saved yet.
    open internal(set) var isInserted = false
    /// Deleted in its context and not saved yet.
    open internal(set) var isDeleted = false

    /// A new object of `entity`, inserted into `context` when it is not nil; attributes start
    /// with their default values. Subclasses are created through this initializer, which is
    /// `required` here (Swift has no other way to make an object of a class named at run time).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        self.objectID = NSManagedObjectID(entity: entity, key: TemporaryIDs.next(), temporary: true, storeIdentifier: "")
        super.init()
        for attribute in entity.attributes {
            if let value = attribute.defaultValue, case .success(let stored) = AttributeValues.normalize(value, for: attribute) {
                values[attribute.name] = stored
            }
        }
        context?.insert(self)
    }

    /// A new object inserted into `context`, its entity found by the class's name in the
    /// context's model (as Apple's `init(context:)` does).
    public convenience init(context: NSManagedObjectContext) {
        let className = String(reflecting: Self.self)
        let shortName = String(describing: Self.self)
        guard
            let entity = context.model?.entities.first(where: { $0.managedObjectClassName == className })
                ?? context.model?.entities.first(where: { $0.managedObjectClassName == shortName })
                ?? context.model?.entitiesByName[shortName]
        else {
            preconditionFailure("No entity in the model of \(context) has class name \(className) or the name \(shortName).")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The value of attribute `key`, with Apple's types (numbers as `NSNumber`).
    ///
    /// A key that is not an attribute of the entity stops the process with a message naming it,
    /// as Apple's raises `NSUnknownKeyException`.
    open func value(forKey key: String) -> Any? {
        guard let attribute = entity.attributesByName[key] else {
            preconditionFailure(
                "[<\(entity.managedObjectClassName ?? "NSManagedObject") \(objectID)> valueForUndefinedKey:]: the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\"."
            )
        }
        if let invalid = values[key] as? InvalidValue { return invalid.invalid.value }
        return values[key].map { AttributeValues.publicValue($0, for: attribute) }
    }

    /// Sets attribute `key` to `value` (nil clears it), marking the object changed.
    ///
    /// Numbers are converted to the attribute's type; a value of the wrong kind is kept and makes
    /// `save()` throw a validation error naming the attribute, as Apple's validation does.
    open func setValue(_ value: Any?, forKey key: String) {
        guard let attribute = entity.attributesByName[key] else {
            preconditionFailure(
                "[<\(entity.managedObjectClassName ?? "NSManagedObject") \(objectID)> setValue:forUndefinedKey:]: the entity \(entity.name ?? "") is not key value coding-compliant for the key \"\(key)\"."
            )
        }
        let lock = managedObjectContext?.lock
        lock?.lock()
        defer { lock?.unlock() }
        switch AttributeValues.normalize(value, for: attribute) {
        case .success(let stored): values[key] = stored
        case .failure(let invalid): values[key] = invalid
        }
        changedKeys.insert(key)
    }

    /// The stored value of `key` without conversion to Apple's types.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    /// Sets the stored value of `key`, as `setValue(_:forKey:)` does.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    /// Whether the object has unsaved changes (inserted, deleted, or a changed attribute).
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }

    /// Whether an attribute changed since the object was fetched or saved.
    open var isUpdated: Bool { !isInserted && !changedKeys.isEmpty }

    /// The attributes changed since the last save, with their new values.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in changedKeys { changed[key] = values[key] ?? NSNull() }
        return changed
    }

    /// Whether the object's values are not loaded yet. Fetches here load every value, so never.
    open var isFault: Bool { false }

    /// A fetch request for the class's entity, named as the class is (Apple's generated code
    /// declares a typed one in each subclass).
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The entity name and values, for logs.
    open override var description: String {
        let shown = entity.attributes.map { "\($0.name) = \(values[$0.name].map { "\($0)" } ?? "nil")" }.joined(separator: "; ")
        return "<\(entity.name ?? "?"): \(objectID)> { \(shown) }"
    }
}

/// Per-process counter for temporary object IDs.
enum TemporaryIDs {
    private static let counter = Locked(Int64(0))
    static func next() -> Int64 {
        counter.withLock {
            $0 += 1; return $0
        }
    }
}
