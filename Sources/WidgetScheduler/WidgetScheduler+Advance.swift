import Foundation

extension WidgetScheduler {
    /// Moves the clock to `now` and returns what the host must do: entries to show and reloads
    /// to run. Each instance due is looked at once, at `now`: after downtime the entries it
    /// missed collapse into the one current now, and an overdue reload fires once.
    public mutating func advance(to date: Date) -> [SchedulerAction] {
        let now = observe(date)
        var actions = outbox
        outbox.removeAll()
        while true {
            let popped: (time: Tick, slots: ContiguousArray<Int32>)?
            do {
                let records = self.records  // borrowed for the liveness test, released before records change
                popped = wakes.popDue(upTo: now) { records[Int($1)].wake == $0 }
            }
            guard let (time, due) = popped else { break }
            for slot in due where records[Int(slot)].wake == time {
                records[Int(slot)].wake = .never
                service(slot, now: now, into: &actions)
            }
        }
        dropStaleWakes()
        return actions
    }

    mutating func service(_ slot: Int32, now: Tick, into actions: inout [SchedulerAction]) {
        let s = Int(slot)
        if records[s].isInFlight, now >= records[s].lastReload.plus(limits.reloadTimeout) {
            fail(slot, message: "no result within the reload timeout (\(limits.reloadTimeout) s)", now: now)
        }
        if records[s].isVisible, let action = showCurrentEntry(slot, now: now, force: false) {
            actions.append(action)
        }
        let r = records[s]
        if r.hasPending, !r.isInFlight, !r.flags.contains(.waitingForVisibility), r.pendingAt <= now,
            let action = issueIfAllowed(slot, now: now)
        {
            actions.append(action)
        }
        scheduleWake(slot)
    }

    /// Shows the entry current at `now` if it is not the one shown (or always, with `force`:
    /// a new timeline's entry 0 is new content even if entry 0 was shown before). After a
    /// restart the entry shown before it is displayed again but recorded only if it changed.
    mutating func showCurrentEntry(_ slot: Int32, now: Tick, force: Bool) -> SchedulerAction? {
        let s = Int(slot)
        let r = records[s]
        guard r.entryCount > 0 else { return nil }
        let current = currentIndex(r, at: now)
        let changed = force || current != r.shownIndex
        guard changed || r.flags.contains(.redisplay) else { return nil }
        records[s].flags.remove(.redisplay)
        records[s].shownIndex = current
        if changed { record(slot, .entryShown, entry: Int(current), now: now) }
        // An entry dated in the future (the first one, shown until its date) became current now.
        return .showEntry(records[s].id, index: Int(current), at: ticks.date(min(entryDate(r, current), now)))
    }

    /// A planned reload came due: issue it, or hold it for visibility, budget or interval.
    mutating func issueIfAllowed(_ slot: Int32, now: Tick) -> SchedulerAction? {
        let s = Int(slot)
        guard let category = records[s].pendingCategory else { return nil }
        let reason = reason(category, records[s])
        if !records[s].isVisible {
            records[s].flags.insert(.waitingForVisibility)
            record(slot, .held, reason: reason, decision: .deferred(.notVisible), now: now)
            return nil
        }
        let counted = limits.counts(category)
        if counted, let hold = gate(slot, now: now) {
            records[s].pendingAt = hold.until
            if hold.decision == .deferred(.budgetNotRecorded) { records[s].flags.insert(.waitingForLedger) }
            record(slot, .held, reason: reason, decision: hold.decision, now: now)
            return nil
        }
        if counted { ledgerAppend(slot, now: now) }
        records[s].lastReload = now
        records[s].flags.insert(.inFlight)
        records[s].flags.remove(.waitingForLedger)
        records[s].pendingReason = InstanceRecord.noReason
        records[s].pendingAt = .never
        record(slot, .issued, reason: reason, decision: counted ? .granted : .exempt(reason), now: now)
        return .reload(records[s].id, reason: reason)
    }

    /// What holds a counted reload back at `now`: the budget (until the oldest counted reload
    /// leaves the window) or the minimum interval since the last reload, whichever is later.
    func gate(_ slot: Int32, now: Tick) -> (until: Tick, decision: ReloadDecision)? {
        // Until the host can record counted reloads again (no date: `holdCountedReloads` releases it).
        if countedReloadsHeld { return (.never - 1, .deferred(.budgetNotRecorded)) }
        let r = records[Int(slot)]
        var budgetUntil = now
        if ledgerUsed(r, now: now) >= limits.dailyBudget {
            budgetUntil = ledgerOldestLive(r, now: now)?.plus(limits.window) ?? .never - 1
        }
        let throttleUntil = r.lastReload == .none ? now : r.lastReload.plus(limits.minimumInterval)
        if budgetUntil > now, budgetUntil >= throttleUntil {
            return (budgetUntil, .denied(.budgetExhausted, nextAvailable: ticks.date(budgetUntil)))
        }
        if throttleUntil > now {
            return (throttleUntil, .throttled(until: ticks.date(throttleUntil)))
        }
        return nil
    }

    /// Queues the instance under its next wake: the next entry change (visible instances), the
    /// planned reload (unless running or waiting for visibility), or the running reload's timeout.
    mutating func scheduleWake(_ slot: Int32) {
        let s = Int(slot)
        let r = records[s]
        var next = Tick.never
        if r.isVisible, r.entryCount > 0 {
            if r.shownIndex < 0 || r.flags.contains(.redisplay) {
                next = clock
            } else if r.shownIndex + 1 < r.entryCount {
                next = entryDate(r, r.shownIndex + 1)
            }
        }
        if r.isInFlight {
            next = min(next, r.lastReload.plus(limits.reloadTimeout))
        } else if r.hasPending, r.flags.isDisjoint(with: [.waitingForVisibility, .waitingForLedger]) {
            next = min(next, r.pendingAt)
        }
        guard next != r.wake else { return }
        if r.wake != .never { wakes.retire(r.wake) }
        records[s].wake = next == .never ? .never : wakes.push(next, slot)
    }

    /// Drops stale items off the heap's top (so `nextWakeDate()` is exact) and rebuilds the
    /// queue when stale items outnumber live ones.
    mutating func dropStaleWakes() {
        do {
            let records = self.records  // a borrowed copy, released before records change below
            wakes.dropStale { records[Int($1)].wake == $0 }
        }
        guard wakes.count > 2 * records.count + 1024 else { return }
        wakes.removeAll()
        for slot in self.records.indices where self.records[slot].wake != .never {
            self.records[slot].wake = wakes.push(self.records[slot].wake, Int32(slot))
        }
    }
}
