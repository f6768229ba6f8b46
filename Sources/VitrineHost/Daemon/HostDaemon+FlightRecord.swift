import Foundation
import VitrineStore
import WidgetScheduler

/// Why counted reloads are held: the store refused the flight record, which holds the budget
/// (a restarted host counts the reloads it finds there).
struct FlightRecordFailure: Sendable {
    /// When the first write failed.
    var since: Date
    /// The latest error.
    var error: String
    var failedWrites: Int
    /// When the last write was tried, on the wall clock and on the host's (which may be simulated).
    var lastAttempt: Date
    var lastAttemptHostTime: Date

    /// Retries are paced: a second after the last try, on either clock.
    func retryDue(hostNow: Date) -> Bool {
        Date().timeIntervalSince(lastAttempt) >= HostDaemon.flightRecordRetryInterval
            || hostNow.timeIntervalSince(lastAttemptHostTime) >= HostDaemon.flightRecordRetryInterval
    }
}

extension HostDaemon {
    /// Flight-record lines kept for a retry at most; counted reloads are always kept.
    static let unwrittenEventLimit = 10_000
    /// Least time between two retries when nothing new is to be written.
    static let flightRecordRetryInterval: TimeInterval = 1

    /// Moves the scheduler's new flight events into the store, one transaction per batch,
    /// after any lines an earlier write failed to store.
    ///
    /// The counted `issued` lines are the budget: a restarted host rebuilds its window from
    /// them. So a failed write fails closed: the lines are kept and retried first by every later
    /// call, the scheduler holds counted reloads (`holdCountedReloads`) until a write succeeds,
    /// and `vitrine status` says why. Otherwise a restart would give back budget already spent.
    ///
    /// - Returns: whether everything drained so far is in the store.
    @discardableResult
    func persistEvents() -> Bool {
        let events = scheduler.drainEvents()
        for event in events { notify(.flight(event)) }
        if events.isEmpty {
            if unwrittenEvents.isEmpty { return true }
            if let failure = flightRecordFailure, !failure.retryDue(hostNow: clock.now) { return false }
        }
        let batch = unwrittenEvents + events.map(flightRecord)
        do {
            _ = try store.record(events: batch)
        } catch {
            keepUnwritten(batch)
            noteFlightRecordFailure(error)
            return false
        }
        unwrittenEvents = []
        if let failure = flightRecordFailure {
            flightRecordFailure = nil
            scheduler.holdCountedReloads(false, now: clock.now)
            log("the flight record is written again (\(batch.count) lines kept since \(failure.since.ISO8601Format()), \(failure.failedWrites) failed writes); counted reloads resume")
            recordNote(nil, event: "note", reason: "flightRecord",
                       detail: "counted reloads were held from \(failure.since.ISO8601Format()) to \(clock.now.ISO8601Format()): the store refused \(failure.failedWrites) writes (\(failure.error))")
        }
        return true
    }

    /// The entry of its stored timeline the instance showed before this process opened the
    /// store: its last `entryShown` line, unless a `timelineArrived` came after it.
    func previouslyShownEntry(of id: Int64) throws -> Int? {
        guard let last = try store.lastEvent(instanceID: id, among: [FlightEvent.Kind.entryShown.rawValue, FlightEvent.Kind.timelineArrived.rawValue]),
              last.event == FlightEvent.Kind.entryShown.rawValue, last.detail.hasPrefix("entry ") else { return nil }
        return Int(last.detail.dropFirst("entry ".count))
    }

    func flightRecord(_ event: FlightEvent) -> ReloadEventRecord {
        ReloadEventRecord(instanceID: event.instance.rawValue, appID: instances[event.instance.rawValue]?.appID, date: event.date,
                          event: event.kind.rawValue, reason: event.reason?.description ?? "",
                          detail: event.decision?.description ?? (event.entry.map { event.kind == .entryShown ? "entry \($0)" : "\($0) entries" } ?? ""),
                          budgetRemaining: event.budgetRemaining, nextPlannedReload: event.nextPlannedReload,
                          counted: event.kind == .issued && event.decision == .granted)
    }

    /// Keeps a refused batch for the next write: all counted lines, and the newest others up to
    /// the limit (a store that stays broken must not grow the host without bound).
    private func keepUnwritten(_ batch: [ReloadEventRecord]) {
        var kept = batch
        let excess = kept.count - Self.unwrittenEventLimit
        if excess > 0 {
            var dropped = 0
            kept.removeAll { event in
                guard dropped < excess, !event.counted else { return false }
                dropped += 1
                return true
            }
            log("dropped \(dropped) uncounted flight record lines the store refused (the counted ones are kept)")
        }
        unwrittenEvents = kept
    }

    private func noteFlightRecordFailure(_ error: any Error) {
        let now = Date()
        if var failure = flightRecordFailure {
            failure.error = "\(error)"
            failure.failedWrites += 1
            failure.lastAttempt = now
            failure.lastAttemptHostTime = clock.now
            flightRecordFailure = failure
            return
        }
        flightRecordFailure = FlightRecordFailure(since: clock.now, error: "\(error)", failedWrites: 1, lastAttempt: now, lastAttemptHostTime: clock.now)
        scheduler.holdCountedReloads(true, now: clock.now)
        let counted = unwrittenEvents.filter(\.counted).count
        log("could not write \(unwrittenEvents.count) flight record lines (\(counted) counted reloads): \(error); counted reloads are held until the store takes them")
    }

    /// `vitrine status`'s line while counted reloads are held; nil when the store takes writes.
    var flightRecordStatus: String? {
        guard let failure = flightRecordFailure else { return nil }
        let counted = unwrittenEvents.filter(\.counted).count
        return "budget: counted reloads held since \(failure.since.ISO8601Format()): the store could not record the flight record "
            + "(\(unwrittenEvents.count) lines waiting, \(counted) counted reloads among them; \(failure.failedWrites) failed writes; last error: \(failure.error)). "
            + "Exempt reloads still run; counted ones resume once a write succeeds."
    }
}
