import Foundation

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

    /// Least time between two retries when nothing new is to be written.
    static let retryInterval: TimeInterval = 1

    /// Retries are paced: a second after the last try, on either clock.
    func retryDue(hostNow: Date) -> Bool {
        Date().timeIntervalSince(lastAttempt) >= Self.retryInterval
            || hostNow.timeIntervalSince(lastAttemptHostTime) >= Self.retryInterval
    }
}
