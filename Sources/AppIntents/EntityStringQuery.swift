import Foundation

/// A query people can search by typing.
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match the typed text.
    func entities(matching string: String) async throws -> Result
}
