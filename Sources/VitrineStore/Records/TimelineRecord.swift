import Foundation
import GRDB

/// When WidgetKit should ask for the next timeline (Apple's `TimelineReloadPolicy`).
public enum TimelinePolicy: Sendable, Equatable, Hashable {
    case atEnd
    case never
    /// Reload no earlier than the date.
    case after(Date)

    /// The stored spelling: `atEnd`, `never` or `after`.
    public var kind: String {
        switch self {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after: return "after"
        }
    }

    /// The date of an `after` policy; nil for the others.
    public var date: Date? {
        if case .after(let date) = self { return date }
        return nil
    }
}

/// The current timeline of one instance (its entries are ``EntryRecord``s).
public struct TimelineRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "timeline"

    /// The placed widget the timeline belongs to.
    public var instanceID: Int64
    /// 1 for the first timeline of the instance, +1 at each replacement: lets the host tell a
    /// render of an older timeline from one of the current.
    public var generation: Int
    /// `atEnd`, `never` or `after`.
    public var policyKind: String
    /// The date of an `after` policy.
    public var policyDate: Date?
    /// When it arrived.
    public var fetchedAt: Date
    /// Why it was fetched (`WidgetCenter reload`, `policy atEnd`, `install`…).
    public var reason: String

    /// A record from its fields.
    public init(instanceID: Int64, generation: Int, policy: TimelinePolicy, fetchedAt: Date, reason: String) {
        self.instanceID = instanceID
        self.generation = generation
        self.policyKind = policy.kind
        self.policyDate = policy.date
        self.fetchedAt = fetchedAt
        self.reason = reason
    }

    /// The reload policy; an unknown stored kind reads as `atEnd`.
    public var policy: TimelinePolicy {
        switch policyKind {
        case "never": return .never
        case "after": return policyDate.map { .after($0) } ?? .atEnd
        default: return .atEnd
        }
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}

/// A timeline and its entries in order, as read back from the store.
public struct StoredTimeline: Sendable, Equatable {
    /// The timeline.
    public var timeline: TimelineRecord
    /// Its entries, in order.
    public var entries: [EntryRecord]

    /// A timeline with its entries.
    public init(timeline: TimelineRecord, entries: [EntryRecord]) {
        self.timeline = timeline
        self.entries = entries
    }
}
