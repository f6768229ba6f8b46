import Foundation

/// Identifies one model: its entity, its store and its row (or, before its first save, a
/// temporary identity that the row's replaces).
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's entity (class) name.
    public let entityName: String
    /// The store's path, or nil before the model is saved.
    public let storeIdentifier: String?
    let primaryKey: Int64?
    let temporary: UUID?

    init(entityName: String, storeIdentifier: String, primaryKey: Int64) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.primaryKey = primaryKey
        self.temporary = nil
    }

    init(temporaryFor entityName: String) {
        self.entityName = entityName
        self.storeIdentifier = nil
        self.primaryKey = nil
        self.temporary = UUID()
    }

    /// Orders by entity, then store, then row.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.storeIdentifier ?? "", lhs.primaryKey ?? -1, lhs.temporary?.uuidString ?? "")
            < (rhs.entityName, rhs.storeIdentifier ?? "", rhs.primaryKey ?? -1, rhs.temporary?.uuidString ?? "")
    }

    /// `Entity/p<row>` or `Entity/t<uuid>`.
    public var description: String {
        if let primaryKey { return "\(entityName)/p\(primaryKey)" }
        return "\(entityName)/t\(temporary?.uuidString ?? "")"
    }
}
