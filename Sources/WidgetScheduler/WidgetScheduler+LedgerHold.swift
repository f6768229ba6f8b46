import Foundation

extension WidgetScheduler {
    /// Whether counted reloads are held (see `holdCountedReloads(_:now:)`).
    public var holdsCountedReloads: Bool { countedReloadsHeld }

    /// Fails closed when the host cannot make its budget durable: while held, every counted
    /// reload — asked for or coming due — is deferred (`.deferred(.budgetNotRecorded)`) instead
    /// of charged, so a crash cannot give back budget the store never heard of. Exempt reloads
    /// still run. Releasing makes each held reload due now; it then passes the usual budget
    /// and interval gates.
    public mutating func holdCountedReloads(_ hold: Bool, now date: Date) {
        let now = observe(date)
        guard hold != countedReloadsHeld else { return }
        countedReloadsHeld = hold
        guard !hold else { return }
        for index in records.indices where records[index].flags.contains(.waitingForLedger) {
            records[index].flags.remove(.waitingForLedger)
            guard records[index].flags.contains(.registered), records[index].hasPending else { continue }
            records[index].pendingAt = min(records[index].pendingAt, now)
            scheduleWake(Int32(index))
        }
        dropStaleWakes()
    }
}
