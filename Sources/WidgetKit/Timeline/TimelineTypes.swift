import Foundation

/// One point in a widget's timeline: the date it shows from, and what to show.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How important an entry is relative to the widget's other entries (Smart Stack rotation).
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public var score: Float
    /// Seconds from the entry's date that the relevance lasts; 0 means until the next entry.
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// Entries and when to ask for the next timeline.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
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

    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date))"
        }
    }
}
