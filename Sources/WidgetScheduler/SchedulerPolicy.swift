import Foundation

/// Every number of the host's reload policy. The defaults are WidgetKit's documented (or
/// reported) values; `vitrine simulate` and tests change them freely. Decoding accepts a
/// partial JSON object: missing keys keep their defaults.
public struct SchedulerPolicy: Hashable, Sendable, Codable {
    /// Counted reloads allowed per instance in any `budgetWindow`. Apple documents 40–70 a day
    /// for a frequently viewed widget and an Apple engineer quoted 72; 50 sits inside the
    /// documented band and averages one reload every ~29 minutes, the middle of the documented
    /// "every 15 to 60 minutes".
    public var dailyBudget: Int = 50
    /// The budget's window, rolling: a reload frees its slot exactly this long after it ran.
    /// WidgetKit says the day does not necessarily reset at midnight; a rolling window never does.
    public var budgetWindow: TimeInterval = 86_400
    /// The shortest gap between a counted reload and the previous reload of the instance.
    /// Apple advises entries at least ~5 minutes apart; reloading faster only burns budget
    /// (and stops a provider whose `.atEnd` lies in the past from spinning).
    public var minimumReloadInterval: TimeInterval = 300
    /// Reload requests within this interval become one wake-up and one `getTimeline` per
    /// instance. WidgetKit coalesces too (delays of 0–27 s were measured); 5 s batches an app's
    /// burst of `reloadTimelines(ofKind:)` calls and still feels immediate.
    public var coalescingInterval: TimeInterval = 5
    /// WidgetKit documents no entry cap ("unlimited entries"). 2048 holds a week of entries at
    /// the advised 5-minute spacing (2016); more is almost surely a bug (per-second entries),
    /// and every entry costs a rendered archive on the host.
    public var maxEntriesPerTimeline: Int = 2048
    /// The scheduler stores entry indices in 16 bits: a larger `maxEntriesPerTimeline` is capped here.
    public static let entryCeiling = 65_534

    /// The archived timeline's size limit: 10 MB per timeline, as reported on Apple's forums.
    public var maxTimelineArchiveBytes: Int = 10 * 1_048_576
    /// Delays before retrying after consecutive failures; the last one repeats. Each retry is
    /// counted, so the schedule stretches fast to keep a broken extension from draining the day.
    public var failureBackoff: [TimeInterval] = [300, 900, 3_600, 10_800]
    /// A reload with no result after this long is treated as failed. The host enforces its own,
    /// shorter, extension time limit; this is the scheduler's safety net against a lost answer.
    public var reloadTimeout: TimeInterval = 600
    /// The reasons that do not count against the budget.
    public var exemptReasons: Set<ReloadCategory> = ReloadCategory.exemptByDefault

    /// A policy; each value defaults to the one documented on its property.
    public init(
        dailyBudget: Int = 50, budgetWindow: TimeInterval = 86_400, minimumReloadInterval: TimeInterval = 300,
        coalescingInterval: TimeInterval = 5, maxEntriesPerTimeline: Int = 2048,
        maxTimelineArchiveBytes: Int = 10 * 1_048_576, failureBackoff: [TimeInterval] = [300, 900, 3_600, 10_800],
        reloadTimeout: TimeInterval = 600, exemptReasons: Set<ReloadCategory> = ReloadCategory.exemptByDefault
    ) {
        self.dailyBudget = dailyBudget
        self.budgetWindow = budgetWindow
        self.minimumReloadInterval = minimumReloadInterval
        self.coalescingInterval = coalescingInterval
        self.maxEntriesPerTimeline = maxEntriesPerTimeline
        self.maxTimelineArchiveBytes = maxTimelineArchiveBytes
        self.failureBackoff = failureBackoff
        self.reloadTimeout = reloadTimeout
        self.exemptReasons = exemptReasons
    }

    /// WidgetKit's numbers.
    public static let widgetKit = SchedulerPolicy()

    /// Whether a reload for this reason is charged (never after an interactive intent).
    public func counts(_ reason: ReloadReason) -> Bool {
        !exemptReasons.contains(reason.category) && !ReloadCategory.alwaysExempt.contains(reason.category)
    }

    /// Checks a timeline against the limits before it is scheduled. `archiveBytes` is the size
    /// of the encoded entries, when the host knows it. Returns nil when the timeline is fine.
    public func validateTimeline(entryDates: [Date], archiveBytes: Int? = nil) -> TimelineRejection? {
        let limit = min(maxEntriesPerTimeline, Self.entryCeiling)
        if entryDates.count > limit {
            return .tooManyEntries(count: entryDates.count, limit: limit)
        }
        if let archiveBytes, archiveBytes > maxTimelineArchiveBytes {
            return .tooLarge(bytes: archiveBytes, limit: maxTimelineArchiveBytes)
        }
        for index in entryDates.indices.dropFirst() where entryDates[index] < entryDates[index - 1] {
            return .entriesOutOfOrder(index: index)
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case dailyBudget, budgetWindow, minimumReloadInterval, coalescingInterval, maxEntriesPerTimeline
        case maxTimelineArchiveBytes, failureBackoff, reloadTimeout, exemptReasons
    }

    /// Decodes a policy; missing fields keep their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        dailyBudget = try c.decodeIfPresent(Int.self, forKey: .dailyBudget) ?? dailyBudget
        budgetWindow = try c.decodeIfPresent(TimeInterval.self, forKey: .budgetWindow) ?? budgetWindow
        minimumReloadInterval = try c.decodeIfPresent(TimeInterval.self, forKey: .minimumReloadInterval) ?? minimumReloadInterval
        coalescingInterval = try c.decodeIfPresent(TimeInterval.self, forKey: .coalescingInterval) ?? coalescingInterval
        maxEntriesPerTimeline = try c.decodeIfPresent(Int.self, forKey: .maxEntriesPerTimeline) ?? maxEntriesPerTimeline
        maxTimelineArchiveBytes = try c.decodeIfPresent(Int.self, forKey: .maxTimelineArchiveBytes) ?? maxTimelineArchiveBytes
        failureBackoff = try c.decodeIfPresent([TimeInterval].self, forKey: .failureBackoff) ?? failureBackoff
        reloadTimeout = try c.decodeIfPresent(TimeInterval.self, forKey: .reloadTimeout) ?? reloadTimeout
        exemptReasons = try c.decodeIfPresent(Set<ReloadCategory>.self, forKey: .exemptReasons) ?? exemptReasons
    }
}
