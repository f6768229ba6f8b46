internal import ExtensionProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where log records go: one line each on standard error, and to any observers the package's
/// tests register. Launched by a host (`VITRINE_HOST_SOCKET` is set) a record is written as the
/// protocol's tab-separated line, which the host reads back into the widget's flight record;
/// run directly (`dump`, a test, Xcode-style runs) it is written for a person to read,
/// `[info] subsystem/category: message`.
package enum LogOutput {
    /// Whether redacted values are shown: `VITRINE_LOG_PRIVATE=1` in the environment, for
    /// development only (Apple's equivalent is a logging profile that enables private data).
    package static let revealsPrivate: Bool = ProcessInfo.processInfo.environment[ExtensionProtocol.logPrivateEnvironmentKey] == "1"

    /// Whether records are written as protocol lines for a host rather than as text.
    package static let writesProtocolLines: Bool = !(ProcessInfo.processInfo.environment[ExtensionProtocol.socketEnvironmentKey] ?? "").isEmpty

    private static let lock = NSLock()
    nonisolated(unsafe) private static var observers: [Int: @Sendable (VitrineLogRecord) -> Void] = [:]
    nonisolated(unsafe) private static var nextToken = 0

    /// Writes a record: its line (or text) to standard error in one write, then to each observer.
    package static func emit(_ record: VitrineLogRecord) {
        var bytes = Array(((writesProtocolLines ? record.line : record.text) + "\n").utf8)
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
