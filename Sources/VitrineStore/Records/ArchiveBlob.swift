import Foundation
import GRDB

/// Archive bytes stored once per content: entries of any instance and timeline that encode
/// to the same JSON share one row.
public struct ArchiveBlob: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "archiveBlob"

    /// SHA-256 hex of `bytes`.
    public var hash: String
    public var bytes: Data

    public init(bytes: Data) {
        self.hash = ContentHash.hex(bytes)
        self.bytes = bytes
    }
}
