import Foundation
import GRDB

/// When WidgetKit should ask for the next timeline (Apple's `TimelineReloadPolicy`).
public enum TimelinePolicy: Sendable, Equatable, Hashable {
    case atEnd
    case never
    case after(Date)

    /// The stored spelling: `atEnd`, `never` or `after`.
    public var kind: String {
        switch self {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after: return "after"
        }
    }

    public var date: Date? {
        if case let .after(date) = self { return date }
        return nil
    }
}

/// The current timeline of one instance (its entries are ``EntryRecord``s).
public struct TimelineRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "timeline"

    public var instanceID: Int64
    /// 1 for the first timeline of the instance, +1 at each replacement: lets the host tell a
    /// render of an older timeline from one of the current.
    public var generation: Int
    /// `atEnd`, `never` or `after`.
    public var policyKind: String
    /// The date of an `after` policy.
    public var policyDate: Date?
    public var fetchedAt: Date
    /// Why it was fetched (`WidgetCenter reload`, `policy atEnd`, `install`…).
    public var reason: String

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

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}

/// A timeline and its entries in order, as read back from the store.
public struct StoredTimeline: Sendable, Equatable {
    public var timeline: TimelineRecord
    public var entries: [EntryRecord]

    public init(timeline: TimelineRecord, entries: [EntryRecord]) {
        self.timeline = timeline
        self.entries = entries
    }
}
