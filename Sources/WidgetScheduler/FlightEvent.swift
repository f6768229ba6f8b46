import Foundation

/// One line of the flight record: what happened to an instance and why. The host drains
/// these (`WidgetScheduler.drainEvents()`) and persists them; `text` is the one-line story.
public struct FlightEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A reload was asked for (by the app, the system, the user, or a deferral's release);
        /// `decision` says what became of it.
        case requested
        /// A planned or requested reload came due and could not run yet (`decision` says why).
        case held
        /// The reload action went to the host; `decision` is `.granted` or `.exempt`.
        case issued
        /// A timeline arrived and was accepted.
        case timelineArrived
        /// The reload failed or its timeline was rejected; `decision` is `.failed`.
        case failed
        /// An entry became the one shown.
        case entryShown
    }

    /// When it happened (scheduler time).
    public var date: Date
    /// The instance it happened to.
    public var instance: InstanceID
    /// What happened.
    public var kind: Kind
    /// The reload reason involved, if any.
    public var reason: ReloadReason?
    /// What the scheduler decided about the reload, if anything.
    public var decision: ReloadDecision?
    /// For `.entryShown`: the entry's index; for `.timelineArrived`: the number of entries.
    public var entry: Int?
    /// Counted reloads left in the rolling window after this event.
    public var budgetRemaining: Int
    /// The next reload's earliest date, if one is planned (nil: none, or waiting for visibility).
    public var nextPlannedReload: Date?

    /// An event from its parts.
    public init(
        date: Date, instance: InstanceID, kind: Kind, reason: ReloadReason? = nil, decision: ReloadDecision? = nil,
        entry: Int? = nil, budgetRemaining: Int, nextPlannedReload: Date?
    ) {
        self.date = date
        self.instance = instance
        self.kind = kind
        self.reason = reason
        self.decision = decision
        self.entry = entry
        self.budgetRemaining = budgetRemaining
        self.nextPlannedReload = nextPlannedReload
    }

    /// The event in one line, e.g.
    /// `2025-03-14T09:00:00Z #7 issued policyAtEnd — granted: counts against the daily budget [budget 49 left]`.
    public var text: String {
        var line = "\(date.ISO8601Format()) \(instance) \(kind.rawValue)"
        if let reason { line += " \(reason)" }
        switch kind {
        case .entryShown: line += " entry \(entry ?? 0)"
        case .timelineArrived: line += " \(entry ?? 0) entries"
        default: break
        }
        if let decision { line += " — \(decision)" }
        line += " [budget \(budgetRemaining) left"
        if let nextPlannedReload { line += ", next reload \(nextPlannedReload.ISO8601Format())" }
        return line + "]"
    }

    /// The one-line story (`text`).
    public var description: String { text }
}
