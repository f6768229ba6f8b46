import Foundation

/// An instance's reload budget at a moment, for the host's status and `vitrine simulate`.
public struct BudgetStatus: Hashable, Sendable, Codable {
    /// `SchedulerPolicy.dailyBudget`.
    public var limit: Int
    /// Counted reloads inside the rolling window ending now.
    public var used: Int
    /// Counted reloads still allowed in the window (never negative).
    public var remaining: Int { max(0, limit - used) }
    /// When the oldest counted reload in the window leaves it (a slot frees); nil if none used.
    public var nextSlotFrees: Date?
    /// The planned reload's earliest date; nil if none is planned or it waits for visibility.
    public var nextPlannedReload: Date?
    /// The last reload that ran; nil if none has.
    public var lastReload: Date?

    /// A status from its parts.
    public init(limit: Int, used: Int, nextSlotFrees: Date?, nextPlannedReload: Date?, lastReload: Date?) {
        self.limit = limit
        self.used = used
        self.nextSlotFrees = nextSlotFrees
        self.nextPlannedReload = nextPlannedReload
        self.lastReload = lastReload
    }
}

extension BudgetStatus {
    private enum EncodedKeys: String, CodingKey {
        case limit, used, remaining, nextSlotFrees, nextPlannedReload, lastReload
    }

    /// Encodes `remaining` as well (decoding ignores it): the web inspector and other JSON
    /// readers show it and should not have to recompute it. Absent dates are `null`, so every
    /// field is always present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncodedKeys.self)
        try container.encode(limit, forKey: .limit)
        try container.encode(used, forKey: .used)
        try container.encode(remaining, forKey: .remaining)
        try container.encode(nextSlotFrees, forKey: .nextSlotFrees)
        try container.encode(nextPlannedReload, forKey: .nextPlannedReload)
        try container.encode(lastReload, forKey: .lastReload)
    }
}

/// Everything the scheduler knows about one instance: what the host persists to rebuild it
/// after a restart (`WidgetScheduler.restore`), and what tests inspect.
public struct InstanceState: Hashable, Sendable, Codable {
    /// The widget's app, kind, location use and visibility.
    public var registration: InstanceRegistration
    /// Counted reloads inside the rolling window, oldest first.
    public var countedReloads: [Date]
    /// The last reload that ran; nil if none has.
    public var lastReload: Date?
    /// The current timeline's entry dates and policy; nil before the first arrives.
    public var timeline: ScheduledTimeline?
    /// The entry last shown (nil: none yet, or hidden since the timeline arrived).
    public var shownIndex: Int?
    /// The reload that is planned, if any.
    public var plannedReload: ReloadReason?
    /// Its earliest date; nil while it waits for the widget to become visible.
    public var plannedReloadDate: Date?
    /// Whether a reload has gone to the host and not yet finished.
    public var reloadInFlight: Bool
    /// How many reloads in a row have failed; decides the retry backoff.
    public var consecutiveFailures: Int
}
