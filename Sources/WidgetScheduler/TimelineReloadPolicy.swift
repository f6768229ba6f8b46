import Foundation

/// When the provider wants to be asked again, as in `Timeline(entries:policy:)`. The dates are
/// the earliest times, not promises: budget and visibility may push a reload later.
public enum TimelineReloadPolicy: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Reload once the last entry's date is reached.
    case atEnd
    /// Reload no earlier than the date (which may lie before or after the last entry).
    case after(Date)
    /// Reload only when asked (the app, the system, the user).
    case never

    /// The policy's name (with its date), for logs.
    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .after(let date): "after(\(date.ISO8601Format()))"
        case .never: "never"
        }
    }
}

/// A timeline as the scheduler keeps it: only the entry dates (the host keeps the archives)
/// and the reload policy. Entry dates must be in non-decreasing order; the host sorts entries
/// (stably) before handing them over, so indices name the same entries on both sides.
public struct ScheduledTimeline: Hashable, Sendable, Codable {
    /// When each entry becomes current, in order.
    public var entryDates: [Date]
    /// When to ask for the next timeline.
    public var policy: TimelineReloadPolicy

    /// A timeline from entry dates and a policy.
    public init(entryDates: [Date], policy: TimelineReloadPolicy) {
        self.entryDates = entryDates
        self.policy = policy
    }
}
