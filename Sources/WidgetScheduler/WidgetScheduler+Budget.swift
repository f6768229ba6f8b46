/// The counted-reload ledger: an instance's counted reload dates, oldest first, in a pool
/// slab that starts at 4 slots and doubles up to the daily budget. Exact rolling-window
/// accounting, and an instance that reloads a few times a day pays 16 bytes, not a full ring.
extension WidgetScheduler {
    /// Counted reloads still inside the window ending at `now`.
    func ledgerUsed(_ r: InstanceRecord, now: Tick) -> Int {
        Int(r.ledgerCount) - ledgerExpired(r, now: now)
    }

    func ledgerOldestLive(_ r: InstanceRecord, now: Tick) -> Tick? {
        let expired = ledgerExpired(r, now: now)
        return expired < Int(r.ledgerCount) ? pool[r.ledgerSlab, expired] : nil
    }

    func ledgerLive(_ r: InstanceRecord, now: Tick) -> [Tick] {
        (ledgerExpired(r, now: now)..<Int(r.ledgerCount)).map { pool[r.ledgerSlab, $0] }
    }

    /// How many of the oldest dates have left the window (a slot frees `window` after use).
    private func ledgerExpired(_ r: InstanceRecord, now: Tick) -> Int {
        if now < r.ledgerExpiry { return 0 }
        var expired = 0
        while expired < Int(r.ledgerCount), pool[r.ledgerSlab, expired].plus(limits.window) <= now { expired += 1 }
        return expired
    }

    /// Adds a counted reload, dropping expired dates first and growing the slab if needed.
    mutating func ledgerAppend(_ slot: Int32, now: Tick) {
        let s = Int(slot)
        let expired = ledgerExpired(records[s], now: now)
        var count = Int(records[s].ledgerCount) - expired
        let offset = records[s].ledgerSlab
        if expired > 0 {
            for index in 0..<count { pool[offset, index] = pool[offset, index + expired] }
        }
        let capacity = offset < 0 ? 0 : SlabPool.capacity(of: records[s].ledgerClass)
        if count == capacity {
            if capacity >= limits.dailyBudget, capacity > 0 {
                // Only reachable when the budget shrank under a restored ledger: drop the oldest.
                for index in 0..<(count - 1) { pool[offset, index] = pool[offset, index + 1] }
                count -= 1
            } else {
                let sizeClass = offset < 0 ? SlabPool.sizeClass(for: 1) : records[s].ledgerClass + 1
                let grown = pool.allocate(sizeClass: sizeClass)
                for index in 0..<count { pool[grown, index] = pool[offset, index] }
                pool.release(offset, sizeClass: records[s].ledgerClass)
                records[s].ledgerSlab = grown
                records[s].ledgerClass = sizeClass
            }
        }
        pool[records[s].ledgerSlab, count] = now
        records[s].ledgerCount = UInt16(count + 1)
        records[s].ledgerExpiry = pool[records[s].ledgerSlab, 0].plus(limits.window)
    }
}
