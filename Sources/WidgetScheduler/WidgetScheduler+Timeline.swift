import Foundation

extension WidgetScheduler {
    /// A reload delivered a timeline (entry dates in non-decreasing order, as sorted by the
    /// host). It is validated (`SchedulerPolicy.validateTimeline`; pass `archiveBytes` if known):
    /// a rejected one counts as a failed reload and the rejection is returned. Otherwise the
    /// entry current now is shown and the policy's reload is planned; a reload requested while
    /// this one ran stays planned if it is earlier.
    @discardableResult
    public mutating func timelineArrived(
        _ instance: InstanceID, entryDates: [Date], policy reloadPolicy: TimelineReloadPolicy,
        archiveBytes: Int? = nil, now date: Date
    ) -> TimelineRejection? {
        let now = observe(date)
        guard let slot = slots[instance] else { return nil }
        defer { dropStaleWakes() }
        if let rejection = policy.validateTimeline(entryDates: entryDates, archiveBytes: archiveBytes) {
            fail(slot, message: rejection.message, now: now)
            return rejection
        }
        let s = Int(slot)
        records[s].flags.remove(.inFlight)
        records[s].flags.insert(.hasTimeline)
        records[s].failures = 0
        storeEntries(slot, entryDates)
        planPolicyReload(slot, reloadPolicy, now: now)
        record(slot, .timelineArrived, entry: entryDates.count, now: now)
        records[s].shownIndex = -1
        records[s].flags.remove(.redisplay)
        if records[s].isVisible, let action = showCurrentEntry(slot, now: now, force: true) { outbox.append(action) }
        scheduleWake(slot)
        return nil
    }

    /// The host refused the timeline it received (too large, undecodable…): a failed reload.
    public mutating func timelineRejected(_ instance: InstanceID, _ rejection: TimelineRejection, now date: Date) {
        let now = observe(date)
        guard let slot = slots[instance] else { return }
        fail(slot, message: rejection.message, now: now)
        dropStaleWakes()
    }

    /// A reload ended without a timeline: `.success` keeps the current timeline; `.failure`
    /// plans a retry on the backoff schedule.
    public mutating func reloadFinished(_ instance: InstanceID, _ outcome: ReloadOutcome, now date: Date) {
        let now = observe(date)
        guard let slot = slots[instance] else { return }
        defer { dropStaleWakes() }
        switch outcome {
        case .success:
            records[Int(slot)].flags.remove(.inFlight)
            records[Int(slot)].failures = 0
            scheduleWake(slot)
        case .failure(let message):
            fail(slot, message: message, now: now)
        }
    }

    /// A failed reload: the old timeline stays, a retry is planned after the backoff for this
    /// many consecutive failures (unless an earlier reload is already planned).
    mutating func fail(_ slot: Int32, message: String, now: Tick) {
        let s = Int(slot)
        records[s].flags.remove(.inFlight)
        records[s].failures = records[s].failures == .max ? .max : records[s].failures + 1
        let retry = now.plus(limits.backoff(afterFailures: Int(records[s].failures)))
        if !records[s].hasPending || (records[s].pendingAt > retry && !records[s].flags.contains(.waitingForVisibility)) {
            records[s].pendingAt = retry
            records[s].pendingReason = ReloadCategory.retryAfterFailure.rawValue
        }
        record(slot, .failed, decision: .failed(message), now: now)
        scheduleWake(slot)
    }

    /// Plans the timeline's own reload. It replaces a plan left by an earlier timeline; a
    /// request made meanwhile stays if it is earlier (or waits for visibility).
    mutating func planPolicyReload(_ slot: Int32, _ reloadPolicy: TimelineReloadPolicy, now: Tick) {
        let s = Int(slot)
        let r = records[s]
        let date: Tick
        let category: ReloadCategory
        switch reloadPolicy {
        case .atEnd:
            records[s].policyKind = .atEnd
            records[s].policyDate = .never
            date = r.entryCount > 0 ? entryDate(r, r.entryCount - 1) : now
            category = .policyAtEnd
        case .after(let after):
            records[s].policyKind = .after
            records[s].policyDate = ticks.ceil(after)
            date = records[s].policyDate
            category = .policyAfter
        case .never:
            records[s].policyKind = .never
            records[s].policyDate = .never
            date = .never
            category = .policyAtEnd
        }
        let existing = r.pendingCategory
        if existing == nil || existing == .policyAtEnd || existing == .policyAfter {
            records[s].flags.remove(.waitingForVisibility)
            records[s].pendingAt = date
            records[s].pendingReason = date == .never ? InstanceRecord.noReason : category.rawValue
        } else if date < r.pendingAt, !r.flags.contains(.waitingForVisibility) {
            mergePending(slot, category, at: date)
        }
    }

    func timelinePolicy(_ r: InstanceRecord) -> TimelineReloadPolicy {
        switch r.policyKind {
        case .atEnd: .atEnd
        case .after: .after(ticks.date(r.policyDate))
        case .never: .never
        }
    }

    // MARK: Entry dates

    /// Stores the dates as a run (first, step, count) when evenly spaced, else in the pool.
    mutating func storeEntries(_ slot: Int32, _ dates: [Date]) {
        let s = Int(slot)
        releaseEntries(slot)
        records[s].entryCount = Int32(dates.count)
        records[s].firstEntry = dates.first.map(ticks.ceil) ?? 0
        records[s].entryStep = 0
        guard dates.count > 1 else { return }
        let first = Int64(records[s].firstEntry)
        let step = Int64(ticks.ceil(dates[1])) - first
        var regular = step <= Int64(Int32.max)
        for index in 2..<dates.count where regular {
            regular = Int64(ticks.ceil(dates[index])) == first + step * Int64(index)
        }
        if regular {
            records[s].entryStep = Int32(step)
            return
        }
        let sizeClass = SlabPool.sizeClass(for: dates.count)
        let offset = pool.allocate(sizeClass: sizeClass)
        for (index, date) in dates.enumerated() { pool[offset, index] = ticks.ceil(date) }
        records[s].entrySlab = offset
        records[s].entryClass = sizeClass
    }

    mutating func releaseEntries(_ slot: Int32) {
        let s = Int(slot)
        pool.release(records[s].entrySlab, sizeClass: records[s].entryClass)
        records[s].entrySlab = -1
    }

    func entryDate(_ r: InstanceRecord, _ index: Int32) -> Tick {
        if r.usesRegularRun {
            let date = Int64(r.firstEntry) + Int64(r.entryStep) * Int64(index)
            return Tick(clamping: min(date, Int64(Tick.never - 1)))
        }
        return pool[r.entrySlab, Int(index)]
    }

    /// The entry shown at `time`: the last one dated at or before it; the first one if all
    /// lie ahead (WidgetKit shows a timeline's first entry until its date comes).
    func currentIndex(_ r: InstanceRecord, at time: Tick) -> Int32 {
        let first = r.firstEntry
        guard r.entryCount > 1, time >= first else { return 0 }
        if r.usesRegularRun {
            guard r.entryStep > 0 else { return r.entryCount - 1 }
            return Int32(min((Int64(time) - Int64(first)) / Int64(r.entryStep), Int64(r.entryCount - 1)))
        }
        var low: Int32 = 0, high = r.entryCount - 1  // invariant: entry `low` is at or before `time`
        while low < high {
            let mid = (low + high + 1) / 2
            if pool[r.entrySlab, Int(mid)] <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
