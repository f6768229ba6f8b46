import Foundation

/// What to fetch: a Foundation `Predicate`, `SortDescriptor`s, an offset and a limit.
///
/// Vitrine evaluates the predicate and sorts in Swift after reading the entity's rows, so a fetch
/// costs one read of the whole table (and of the rows its relationships reach) whatever the
/// predicate; fine for the few hundred rows a widget shows, not for large stores.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model must meet; nil fetches all.
    public var predicate: Predicate<T>?
    /// The order of the results, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results.
    public var fetchLimit: Int?
    /// Results to skip before the first one returned.
    public var fetchOffset: Int?
    /// Whether inserted and deleted models the context has not saved count (true by default).
    public var includePendingChanges: Bool = true
    /// Accepted for source compatibility; every property is always loaded.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted for source compatibility; relationships are always loaded.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor with `predicate` and `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
