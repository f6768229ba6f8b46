import Foundation
import GRDB

/// One entry of a stored timeline; its archive is kept once per content in ``ArchiveBlob``.
public struct EntryRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "entry"

    /// The placed widget whose timeline holds the entry.
    public var instanceID: Int64
    /// Position in the timeline as the provider returned it, from 0.
    public var index: Int
    /// When the entry becomes current.
    public var date: Date
    /// `TimelineEntryRelevance.score`, when the entry has one.
    public var relevanceScore: Double?
    /// `TimelineEntryRelevance.duration` in seconds.
    public var relevanceDuration: Double?
    /// SHA-256 hex of the archive bytes.
    public var archiveHash: String

    /// A record from its fields.
    public init(
        instanceID: Int64, index: Int, date: Date, relevanceScore: Double?, relevanceDuration: Double?,
        archiveHash: String
    ) {
        self.instanceID = instanceID
        self.index = index
        self.date = date
        self.relevanceScore = relevanceScore
        self.relevanceDuration = relevanceDuration
        self.archiveHash = archiveHash
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}

/// An entry to store: its date, relevance and archive JSON.
public struct TimelineEntryInput: Sendable, Equatable {
    /// When the entry becomes current.
    public var date: Date
    /// `TimelineEntryRelevance.score`, when the entry has one.
    public var relevanceScore: Double?
    /// `TimelineEntryRelevance.duration` in seconds.
    public var relevanceDuration: Double?
    /// The entry's archive as JSON.
    public var archive: Data

    /// An entry to store; no relevance unless given.
    public init(date: Date, relevanceScore: Double? = nil, relevanceDuration: Double? = nil, archive: Data) {
        self.date = date
        self.relevanceScore = relevanceScore
        self.relevanceDuration = relevanceDuration
        self.archive = archive
    }
}
