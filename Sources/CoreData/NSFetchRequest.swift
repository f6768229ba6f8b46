import Foundation

/// A request to a store: the base of fetch requests, as on Apple.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    /// A request.
    public override init() { super.init() }
}

/// A fetch: which entity, which objects (`predicate`), in which order, how many.
///
/// The type parameter is unconstrained here (Apple's requires `NSFetchRequestResult`) so that
/// `NSFetchRequest<NSFetchRequestResult>`, which Apple's generated code uses, compiles without
/// Objective-C protocol self-conformance. Results are managed objects; the dictionary, count
/// and object-ID result types are not supported (docs/COREDATA.md).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity to fetch.
    open var entityName: String?
    /// The entity to fetch, when set directly.
    open var entity: NSEntityDescription?
    /// Which objects to return; nil returns all of them. `NSPredicate(format:)` predicates,
    /// block predicates and compound predicates are evaluated in memory against each object.
    open var predicate: NSPredicate?
    /// The order of the results: key-based descriptors (`NSSortDescriptor(key:ascending:)`) compare
    /// attribute values; key-path descriptors use Foundation's own comparison.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The largest number of objects to return; 0 means no limit.
    open var fetchLimit: Int = 0
    /// How many matching objects to skip first.
    open var fetchOffset: Int = 0
    /// A hint for batching; every result is loaded here, so it has no effect.
    open var fetchBatchSize: Int = 0
    /// Whether objects inserted, changed or deleted in the context and not saved yet count.
    open var includesPendingChanges: Bool = true
    /// Whether the results are faults; every result is loaded here, so it has no effect.
    open var returnsObjectsAsFaults: Bool = true
    /// Attributes to fetch; every attribute is loaded here, so it only documents intent.
    open var propertiesToFetch: [Any]?

    /// A request for the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// A request with no entity yet.
    public override init() { super.init() }
}
