import Foundation
import VitrineStore
import WidgetScheduler

extension HostDaemon {
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
        let outcome = flightRecorder.write(events.map(flightRecord), to: store, hostNow: clock.now, log: log)
        switch outcome {
        case .written, .waiting:
            break
        case .refused(let started, let error):
            guard started else { break }
            scheduler.holdCountedReloads(true, now: clock.now)
            log(
                "could not write \(flightRecorder.unwritten.count) flight record lines (\(flightRecorder.unwrittenCounted) counted reloads): \(error); counted reloads are held until the store takes them"
            )
        case .resumed(let failure, let lines):
            scheduler.holdCountedReloads(false, now: clock.now)
            log(
                "the flight record is written again (\(lines) lines kept since \(failure.since.ISO8601Format()), \(failure.failedWrites) failed writes); counted reloads resume"
            )
            recordNote(
                nil, event: "note", reason: "flightRecord",
                detail:
                    "counted reloads were held from \(failure.since.ISO8601Format()) to \(clock.now.ISO8601Format()): the store refused \(failure.failedWrites) writes (\(failure.error))"
            )
        }
        return outcome.isWritten
    }

    /// The entry of its stored timeline the instance showed before this process opened the
    /// store: its last `entryShown` line, unless a `timelineArrived` came after it.
    func previouslyShownEntry(of id: Int64) throws -> Int? {
        guard let last = try store.lastEvent(instanceID: id, among: [FlightEvent.Kind.entryShown.rawValue, FlightEvent.Kind.timelineArrived.rawValue]),
            last.event == FlightEvent.Kind.entryShown.rawValue, last.detail.hasPrefix("entry ")
        else { return nil }
        return Int(last.detail.dropFirst("entry ".count))
    }

    func flightRecord(_ event: FlightEvent) -> ReloadEventRecord {
        ReloadEventRecord(
            instanceID: event.instance.rawValue, appID: catalog.instance(event.instance.rawValue)?.appID, date: event.date,
            event: event.kind.rawValue, reason: event.reason?.description ?? "",
            detail: event.decision?.description ?? (event.entry.map { event.kind == .entryShown ? "entry \($0)" : "\($0) entries" } ?? ""),
            budgetRemaining: event.budgetRemaining, nextPlannedReload: event.nextPlannedReload,
            counted: event.kind == .issued && event.decision == .granted)
    }
}
