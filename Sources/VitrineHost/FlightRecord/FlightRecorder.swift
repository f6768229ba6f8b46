import Foundation
import VitrineStore

/// Writes flight-record lines into the store and keeps the ones it refused, to retry them
/// before anything newer. The counted `issued` lines are the budget (a restarted host
/// rebuilds its window from them), so the host holds counted reloads while lines wait here
/// (fail closed); the recorder says when that starts and ends.
struct FlightRecorder {
    /// Lines kept for a retry at most; counted reloads are always kept.
    static let unwrittenLimit = 10_000

    /// Lines the store refused, oldest first.
    private(set) var unwritten: [ReloadEventRecord] = []
    /// Set while the store refuses the flight record.
    private(set) var failure: FlightRecordFailure?

    /// What a write did to the hold on counted reloads.
    enum Outcome {
        /// Everything is in the store, as it was before.
        case written
        /// The store took the lines again after refusing them: counted reloads resume.
        case resumed(FlightRecordFailure, lines: Int)
        /// Nothing was tried: the last failure is too recent and there is nothing new.
        case waiting
        /// The store refused the lines; `started` when this is the first refusal (hold now).
        case refused(started: Bool, error: any Error)
        /// Whether everything is in the store now.
        var isWritten: Bool {
            switch self {
            case .written, .resumed: true
            case .waiting, .refused: false
            }
        }
    }

    /// Writes `lines` after any kept ones, in one transaction.
    mutating func write(_ lines: [ReloadEventRecord], to store: VitrineStore, hostNow: Date, log: (String) -> Void) -> Outcome {
        if lines.isEmpty {
            if unwritten.isEmpty { return .written }
            if let failure, !failure.retryDue(hostNow: hostNow) { return .waiting }
        }
        let batch = unwritten + lines
        do {
            _ = try store.record(events: batch)
        } catch {
            keep(batch, log: log)
            return .refused(started: noteFailure(error, hostNow: hostNow), error: error)
        }
        unwritten = []
        guard let ended = failure else { return .written }
        failure = nil
        return .resumed(ended, lines: batch.count)
    }

    /// Counted reloads among the kept lines.
    var unwrittenCounted: Int { unwritten.filter(\.counted).count }

    /// Keeps a refused batch: all counted lines, and the newest others up to the limit (a
    /// store that stays broken must not grow the host without bound).
    private mutating func keep(_ batch: [ReloadEventRecord], log: (String) -> Void) {
        var kept = batch
        let excess = kept.count - Self.unwrittenLimit
        if excess > 0 {
            var dropped = 0
            kept.removeAll { event in
                guard dropped < excess, !event.counted else { return false }
                dropped += 1
                return true
            }
            log("dropped \(dropped) uncounted flight record lines the store refused (the counted ones are kept)")
        }
        unwritten = kept
    }

    /// - Returns: whether this is the first failure (the hold starts).
    private mutating func noteFailure(_ error: any Error, hostNow: Date) -> Bool {
        let now = Date()
        if var failure {
            failure.error = "\(error)"
            failure.failedWrites += 1
            failure.lastAttempt = now
            failure.lastAttemptHostTime = hostNow
            self.failure = failure
            return false
        }
        failure = FlightRecordFailure(since: hostNow, error: "\(error)", failedWrites: 1, lastAttempt: now, lastAttemptHostTime: hostNow)
        return true
    }

    /// `vitrine status`'s line while counted reloads are held; nil when the store takes writes.
    var statusLine: String? {
        guard let failure else { return nil }
        return "budget: counted reloads held since \(failure.since.ISO8601Format()): the store could not record the flight record "
            + "(\(unwritten.count) lines waiting, \(unwrittenCounted) counted reloads among them; \(failure.failedWrites) failed writes; last error: \(failure.error)). "
            + "Exempt reloads still run; counted ones resume once a write succeeds."
    }
}
