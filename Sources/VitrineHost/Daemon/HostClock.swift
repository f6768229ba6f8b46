import Foundation
import Synchronization

/// The daemon's time source. `vitrine serve` runs on the wall clock; `vitrine simulate` and
/// the scheduler tests run on a simulated one that jumps straight to the next decision.
public protocol HostClock: Sendable {
    var now: Date { get }
    /// Returns at `date` (or at once if it has passed), or early when the task is cancelled.
    func sleep(until date: Date) async
}

public struct WallClock: HostClock {
    public init() {}
    public var now: Date { Date() }
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

    public init(start: Date) { current = Mutex(start) }

    public var now: Date { current.withLock { $0 } }

    public func advance(to date: Date) {
        current.withLock { if date > $0 { $0 = date } }
    }

    public func sleep(until date: Date) async { advance(to: date) }
}
