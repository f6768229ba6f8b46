import Foundation

/// A value behind a pthread mutex (NSLock). Used instead of Synchronization's `Mutex`, which
/// on Linux is a bare futex that ThreadSanitizer cannot see, so `-sanitize=thread` runs of the
/// host, WidgetKit and their tests report real races only.
package final class Protected<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
