import Foundation

extension WidgetScheduler {
    /// Rebuilds an instance after the host restarts, from what it persisted: the counted
    /// reloads (those still in the window are kept), the last reload, the timeline and the
    /// failure streak. Nothing is replayed: the next `advance(to:)` shows the entry current
    /// now (missed entries collapse into it) and fires an overdue policy reload once. Without
    /// a timeline the instance gets its `.initial` reload again. `shownIndex` is the entry of
    /// this timeline the host showed before (its flight record's last `entryShown`), if known:
    /// that entry is shown again without a new `entryShown` line (each process that opens a
    /// store, such as every `vitrine widgets add`, restores its instances).
    public mutating func restore(
        _ instance: InstanceID, registration: InstanceRegistration, countedReloads: [Date], lastReload: Date?,
        timeline: ScheduledTimeline?, consecutiveFailures: Int = 0, shownIndex: Int? = nil, now date: Date
    ) {
        let now = observe(date)
        if slots[instance] != nil { unregister(instance, now: date) }
        let slot = allocateSlot(instance, registration)
        let s = Int(slot)
        defer { dropStaleWakes() }
        let live = countedReloads.map(ticks.floor).filter { $0.plus(limits.window) > now && $0 <= now }.sorted().suffix(limits.dailyBudget)
        for tick in live { ledgerAppend(slot, now: tick) }
        records[s].lastReload = lastReload.map(ticks.floor) ?? .none
        records[s].failures = UInt8(clamping: consecutiveFailures)
        guard let timeline, policy.validateTimeline(entryDates: timeline.entryDates) == nil else {
            _ = request(slot, .initial, now: now)
            return
        }
        records[s].flags.insert(.hasTimeline)
        storeEntries(slot, timeline.entryDates)
        planPolicyReload(slot, timeline.policy, now: now)
        if consecutiveFailures > 0, records[s].lastReload != .none {
            let retry = max(now, records[s].lastReload.plus(limits.backoff(afterFailures: consecutiveFailures)))
            if !records[s].hasPending || retry < records[s].pendingAt {
                records[s].pendingAt = retry
                records[s].pendingReason = ReloadCategory.retryAfterFailure.rawValue
            }
        }
        records[s].shownIndex = -1
        if let shownIndex, shownIndex >= 0, shownIndex < Int(records[s].entryCount) {
            records[s].shownIndex = Int32(shownIndex)
            records[s].flags.insert(.redisplay)
        }
        scheduleWake(slot)
    }
}
