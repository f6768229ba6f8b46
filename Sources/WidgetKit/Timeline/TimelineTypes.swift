import Foundation

/// One point in a widget's timeline: the date it shows from, and what to show.
public protocol TimelineEntry {
    /// The moment from which the entry is shown.
    var date: Date { get }
    /// How relevant the entry is; nil for no opinion.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No opinion, by default.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How important an entry is relative to the widget's other entries (Smart Stack rotation).
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// How important the entry is; compared only with the same widget's other entries.
    public var score: Float
    /// Seconds from the entry's date that the relevance lasts; 0 means until the next entry.
    public var duration: TimeInterval
    /// A relevance score, lasting `duration` seconds (0 until the next entry).
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// Entries and when to ask for the next timeline.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of entries and a reload policy.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit should request a new timeline. A struct, as Apple declares it; each
/// policy gives an earliest time, not a promise.
public struct TimelineReloadPolicy: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        case atEnd
        case never
        case after(Date)
    }
    package let kind: Kind

    /// Ask for a new timeline after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask; the app reloads through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Ask for a new timeline no earlier than `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// The policy's name (`atEnd`, `never`, `after(…)`), for logs.
    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date))"
        }
    }
}
