import Foundation

/// A query over a short list of entities, all listed at once.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> Result
}

extension EnumerableEntityQuery where Result == [Entity] {
    /// Every entity, by default.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
