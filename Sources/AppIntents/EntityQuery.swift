import Foundation

/// Finds an `AppEntity`'s instances: by identifier (to bring a stored configuration up to date),
/// the suggested list a person picks from, and the default for a new widget.
public protocol EntityQuery: Sendable {
    /// The entity type it finds.
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` returns: an array, or sections.
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    /// A query.
    init()
    /// The entities with these identifiers, as the app has them now; missing ones are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities a person picks from.
    func suggestedEntities() async throws -> Result
    /// The entity a new widget starts with; nil for none.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    /// None, by default.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// None, by default.
    public func defaultResult() async -> Entity? { nil }
}
