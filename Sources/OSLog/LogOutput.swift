#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where log records go: one line each on standard error (which the extension host captures),
/// and to any observers the package's tests register.
package enum LogOutput {
    /// Whether redacted values are shown: `VITRINE_LOG_PRIVATE=1` in the environment, for
    /// development only (Apple's equivalent is a logging profile that enables private data).
    package static let revealsPrivate: Bool = ProcessInfo.processInfo.environment["VITRINE_LOG_PRIVATE"] == "1"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var observers: [Int: @Sendable (VitrineLogRecord) -> Void] = [:]
    nonisolated(unsafe) private static var nextToken = 0

    /// Writes a record: its line to standard error in one write, then to each observer.
    package static func emit(_ record: VitrineLogRecord) {
        var bytes = Array((record.line + "\n").utf8)
        lock.lock()
        defer { lock.unlock() }
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
            }
        }
        for observer in observers.values { observer(record) }
    }

    /// Calls `observer` with every record from now on, until ``removeObserver(_:)`` with the
    /// returned token.
    package static func addObserver(_ observer: @escaping @Sendable (VitrineLogRecord) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextToken += 1
        observers[nextToken] = observer
        return nextToken
    }

    /// Stops calling the observer `token` names.
    package static func removeObserver(_ token: Int) {
        lock.lock()
        defer { lock.unlock() }
        observers[token] = nil
    }
}
