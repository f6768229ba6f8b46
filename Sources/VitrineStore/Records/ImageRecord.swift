import Foundation
import GRDB

/// A rendered PNG of one archive in one render environment, keyed by content so an
/// unchanged entry is never rendered or stored twice.
public struct ImageRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "image"

    /// ``VitrineStore/imageKey(archiveHash:environment:)``.
    public var key: String
    public var archiveHash: String
    /// The caller's description of everything besides the archive that changes pixels
    /// (family, scale, color scheme, locale, display date…).
    public var environment: String
    public var png: Data
    public var width: Int
    public var height: Int
    public var createdAt: Date

    public init(key: String, archiveHash: String, environment: String, png: Data, width: Int, height: Int, createdAt: Date) {
        self.key = key
        self.archiveHash = archiveHash
        self.environment = environment
        self.png = png
        self.width = width
        self.height = height
        self.createdAt = createdAt
    }

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
