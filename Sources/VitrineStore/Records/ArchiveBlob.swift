import Foundation
import GRDB

/// Archive bytes stored once per content: entries of any instance and timeline that encode
/// to the same JSON share one row.
public struct ArchiveBlob: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "archiveBlob"

    /// SHA-256 hex of `bytes`.
    public var hash: String
    /// The archive JSON.
    public var bytes: Data

    /// A blob of archive bytes, keyed by their hash.
    public init(bytes: Data) {
        self.hash = ContentHash.hex(bytes)
        self.bytes = bytes
    }
}
