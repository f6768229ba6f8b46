import Foundation

/// Waits for a provider's completion handler, which may run on any thread, later, twice,
/// or never. The first call wins; later calls and time-outs are reported, not fatal.
package final class CompletionGate<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    private var result: Value??
    private(set) package var extraCalls = 0

    package init() {}

    package func complete(_ value: Value) {
        lock.lock()
        if result != nil {
            extraCalls += 1
            lock.unlock()
            return
        }
        result = .some(value)
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }

    private func expire() {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = .some(nil)
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: nil)
    }

    /// The value, or nil if the handler was not called within `timeout` seconds.
    package func wait(timeout: TimeInterval) async -> Value? {
        let timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(max(timeout, 0) * 1_000_000_000))
            self?.expire()
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(returning: result)
            } else {
                self.continuation = continuation
                lock.unlock()
            }
        }
    }
}
