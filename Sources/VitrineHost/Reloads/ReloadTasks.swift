import Foundation
import WidgetScheduler

/// The reloads under way, one task per instance, and the reload asked for an instance while
/// its previous one was ending (run next, not dropped: the scheduler counts it in flight).
struct ReloadTasks {
    private var running: [Int64: Task<Void, Never>] = [:]
    private var queued: [Int64: ReloadReason] = [:]

    func isRunning(_ id: Int64) -> Bool { running[id] != nil }
    var isEmpty: Bool { running.isEmpty }
    /// Any running reload (to wait for them one after another).
    var anyTask: Task<Void, Never>? { running.values.first }
    func task(of id: Int64) -> Task<Void, Never>? { running[id] }

    /// Starts `make()` for the instance, or queues `reason` when a reload of it is running.
    /// - Returns: whether a task was started.
    @discardableResult
    mutating func start(_ id: Int64, reason: ReloadReason, _ make: () -> Task<Void, Never>) -> Bool {
        guard running[id] == nil else {
            queued[id] = reason
            return false
        }
        running[id] = make()
        return true
    }

    /// The reason queued while the instance's reload ran, taken off the queue.
    mutating func takeQueued(_ id: Int64) -> ReloadReason? { queued.removeValue(forKey: id) }

    /// The instance's reload task ended.
    mutating func finished(_ id: Int64) { running[id] = nil }

    /// Cancels and forgets the instance's reload (it was removed).
    mutating func cancel(_ id: Int64) {
        running.removeValue(forKey: id)?.cancel()
        queued[id] = nil
    }

    mutating func cancelAll() {
        for task in running.values { task.cancel() }
        running.removeAll()
        queued.removeAll()
    }
}
