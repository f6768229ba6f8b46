import Foundation

/// The identity of a managed object: its entity and its row in the store.
///
/// An object not saved yet has a temporary ID; saving gives it a permanent one, and a new
/// `NSManagedObjectID` instance, as on Apple.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The entity of the object the ID names.
    public let entity: NSEntityDescription
    /// Whether the object has not been saved yet.
    public let isTemporaryID: Bool
    /// The row's primary key in the store (permanent IDs), or a per-process counter (temporary ones).
    let key: Int64
    /// The store's identifier, for `uriRepresentation()`.
    let storeIdentifier: String

    init(entity: NSEntityDescription, key: Int64, temporary: Bool, storeIdentifier: String) {
        self.entity = entity
        self.key = key
        self.isTemporaryID = temporary
        self.storeIdentifier = storeIdentifier
        super.init()
    }

    /// A URL naming the object: `x-coredata://STORE/Entity/pN`, with `tN` for a temporary ID.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier)/\(entity.name ?? "")/\(isTemporaryID ? "t" : "p")\(key)")!
    }

    /// IDs are equal when they name the same row of the same entity.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.entity.name == entity.name && other.key == key && other.isTemporaryID == isTemporaryID
            && other.storeIdentifier == storeIdentifier
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entity.name)
        hasher.combine(key)
        hasher.combine(isTemporaryID)
        return hasher.finalize()
    }

    /// The URI representation, for logs.
    open override var description: String { uriRepresentation().absoluteString }
}
