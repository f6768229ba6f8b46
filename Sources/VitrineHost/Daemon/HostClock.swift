import Foundation
import Synchronization

/// The daemon's time source. `vitrine serve` runs on the wall clock; `vitrine simulate` and
/// the scheduler tests run on a simulated one that jumps straight to the next decision.
public protocol HostClock: Sendable {
    /// The current date on this clock.
    var now: Date { get }
    /// Returns at `date` (or at once if it has passed), or early when the task is cancelled.
    func sleep(until date: Date) async
}

/// The real time of the machine, for `vitrine serve`.
public struct WallClock: HostClock {
    /// The system clock.
    public init() {}
    /// The system's current date.
    public var now: Date { Date() }
    /// Sleeps until `date` but at most a day (callers loop), returning at once for a past date or on cancellation.
    public func sleep(until date: Date) async {
        let seconds = date.timeIntervalSinceNow
        guard seconds > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400) * 1_000_000_000))
    }
}

/// A clock that only moves when told to. Sleeping moves it to the requested date at once:
/// the simulation has nothing else to wait for, so a day passes in the time its decisions take.
public final class SimulatedClock: HostClock {
    private let current: Mutex<Date>

    /// A clock standing at `start`.
    public init(start: Date) { current = Mutex(start) }

    /// Where the clock stands.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock to `date`; an earlier date leaves it where it is.
    public func advance(to date: Date) {
        current.withLock { if date > $0 { $0 = date } }
    }

    /// Moves the clock to `date` (never back) and returns without waiting.
    public func sleep(until date: Date) async { advance(to: date) }
}

/// Wall time plus an offset the user moves: `vitrine serve --simulated-clock` runs in real
/// time from a chosen start and jumps forward on request (`vitrine system clock advance`,
/// the web page's clock control), so entry dates can be reached without waiting for them.
public final class AdjustableClock: HostClock {
    private let offset: Mutex<TimeInterval>

    /// A clock that reads `start` now and runs on at wall-clock speed from there.
    public init(start: Date = Date()) { offset = Mutex(start.timeIntervalSinceNow) }

    /// The wall clock plus the offset.
    public var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    /// Moves time forward (never back: the budget window and the flight record assume order).
    public func advance(by seconds: TimeInterval) {
        offset.withLock { $0 += max(0, seconds) }
    }

    /// Sleeps in short slices so a jump of the clock is noticed within 50 ms.
    public func sleep(until date: Date) async {
        while !Task.isCancelled {
            let left = date.timeIntervalSince(now)
            guard left > 0 else { return }
            try? await Task.sleep(nanoseconds: UInt64(min(left, 0.05) * 1_000_000_000))
        }
    }
}
