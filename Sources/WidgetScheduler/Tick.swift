import Foundation

/// Scheduler time: whole seconds since the scheduler's epoch, in 32 bits (±68 years), so a
/// timestamp costs 4 bytes per instance instead of a `Date`'s 8. Two values are reserved.
typealias Tick = Int32

extension Tick {
    /// "Not planned" (also what dates past the 68-year range clamp to).
    static let never = Int32.max
    /// "Never happened".
    static let none = Int32.min

    /// Adds seconds without overflowing into the reserved values.
    func plus(_ seconds: Int32) -> Tick {
        let (sum, overflow) = addingReportingOverflow(seconds)
        if overflow { return seconds > 0 ? .never - 1 : .none + 1 }
        return Swift.min(Swift.max(sum, .none + 1), .never - 1)
    }
}

/// Converts between `Date` and `Tick`. Past events (now, reloads) round down; dates the host
/// must wait for (entries, `.after`) round up, so nothing is ever shown or reloaded early.
struct TickClock: Sendable {
    /// The epoch as reference-date seconds.
    let epoch: Double

    func floor(_ date: Date) -> Tick { clamp((date.timeIntervalSinceReferenceDate - epoch).rounded(.down)) }
    func ceil(_ date: Date) -> Tick { clamp((date.timeIntervalSinceReferenceDate - epoch).rounded(.up)) }

    func date(_ tick: Tick) -> Date { Date(timeIntervalSinceReferenceDate: epoch + Double(tick)) }
    /// nil for the reserved values.
    func optionalDate(_ tick: Tick) -> Date? { tick == .never || tick == .none ? nil : date(tick) }

    private func clamp(_ seconds: Double) -> Tick {
        if seconds.isNaN { return .never }
        if seconds >= Double(Tick.never - 1) { return .never - 1 }
        if seconds <= Double(Tick.none + 1) { return .none + 1 }
        return Tick(seconds)
    }

    /// A duration in whole seconds, rounded up (never zero-length by accident), clamped.
    static func seconds(_ interval: TimeInterval) -> Int32 {
        guard interval.isFinite, interval > 0 else { return 0 }
        return interval >= Double(Int32.max / 2) ? Int32.max / 2 : Int32(interval.rounded(.up))
    }
}

/// The policy converted once to ticks and bit masks for the hot paths.
struct PolicyTicks: Sendable {
    let dailyBudget: Int
    let window: Int32
    let minimumInterval: Int32
    let coalescing: Int32
    let reloadTimeout: Int32
    let backoff: [Int32]
    let maxEntries: Int
    /// Bit `category.rawValue` set when that category is exempt.
    let exemptMask: UInt32

    init(_ policy: SchedulerPolicy) {
        dailyBudget = max(0, min(policy.dailyBudget, Int(UInt16.max)))
        window = TickClock.seconds(policy.budgetWindow)
        minimumInterval = TickClock.seconds(policy.minimumReloadInterval)
        coalescing = TickClock.seconds(policy.coalescingInterval)
        reloadTimeout = max(1, TickClock.seconds(policy.reloadTimeout))
        backoff = policy.failureBackoff.isEmpty ? [TickClock.seconds(policy.minimumReloadInterval)] : policy.failureBackoff.map(TickClock.seconds)
        maxEntries = policy.maxEntriesPerTimeline
        exemptMask = policy.exemptReasons.union(ReloadCategory.alwaysExempt).reduce(0) { $0 | (1 << UInt32($1.rawValue)) }
    }

    func counts(_ category: ReloadCategory) -> Bool { exemptMask & (1 << UInt32(category.rawValue)) == 0 }

    func backoff(afterFailures failures: Int) -> Int32 { backoff[min(max(failures, 1), backoff.count) - 1] }
}
