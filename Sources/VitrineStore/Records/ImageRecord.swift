import Foundation
import GRDB

/// A rendered PNG of one archive in one render environment, keyed by content so an
/// unchanged entry is never rendered or stored twice.
public struct ImageRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "image"

    /// ``VitrineStore/imageKey(archiveHash:environment:)``.
    public var key: String
    /// SHA-256 hex of the archive rendered.
    public var archiveHash: String
    /// The caller's description of everything besides the archive that changes pixels
    /// (family, scale, color scheme, locale, display date…).
    public var environment: String
    /// The PNG bytes.
    public var png: Data
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// When it was rendered.
    public var createdAt: Date

    /// A record from its fields.
    public init(key: String, archiveHash: String, environment: String, png: Data, width: Int, height: Int, createdAt: Date) {
        self.key = key
        self.archiveHash = archiveHash
        self.environment = environment
        self.png = png
        self.width = width
        self.height = height
        self.createdAt = createdAt
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
