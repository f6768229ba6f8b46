import ExtensionProtocol
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a child's stderr pipe on a thread of its own, so a chatty child never blocks on a
/// full pipe, and keeps the last `capacity` bytes and the log lines (`ExtensionLogCollector`)
/// not yet taken. The descriptor is non-blocking and read under the lock, by the thread as data
/// comes and by `takeLog` to collect what is already in the pipe when an answer arrives. The
/// thread closes it at end of stream or when `finish` gives up waiting for it.
final class StderrCapture: @unchecked Sendable {
    static let capacity = 64 * 1024

    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var log: ExtensionLogCollector
    /// -1 once closed.
    private var fd: Int32
    private var stopRequested = false
    private var closed = false
    private let done = DispatchSemaphore(value: 0)

    /// Takes ownership of `fd`.
    init(fd: Int32, logLimits: ExtensionLogLimits = ExtensionLogLimits()) {
        self.fd = fd
        self.log = ExtensionLogCollector(limits: logLimits)
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        let thread = Thread { [self] in run(fd) }
        thread.name = "vitrine-host-stderr"
        thread.stackSize = 256 * 1024
        thread.start()
    }

    private func run(_ fd: Int32) {
        while !lock.withLock({ stopRequested }) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 200)
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue }; break }
            if !lock.withLock({ readAvailable() }) { break }
        }
        lock.withLock {
            log.finish()
            close(fd)
            self.fd = -1
        }
        done.signal()
    }

    /// Reads what the pipe holds now (a pipe holds 64 KB; at most 256 KB in one call, so a
    /// child writing without pause cannot keep the lock). Returns false at end of stream or on
    /// an error. Call with the lock held.
    private func readAvailable() -> Bool {
        guard fd >= 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<16 {
            let n = read(fd, &chunk, chunk.count)
            if n > 0 {
                bytes.append(contentsOf: chunk[0..<n])
                if bytes.count > 2 * Self.capacity { bytes.removeFirst(bytes.count - Self.capacity) }
                log.append(chunk[0..<n])
            } else if n == 0 {
                return false
            } else if errno == EINTR {
                continue
            } else {
                return errno == EAGAIN || errno == EWOULDBLOCK
            }
        }
        return true
    }

    /// The log lines written since the last call, reading first whatever the pipe holds: the
    /// extension writes a message before it answers, so its lines are there when its answer is.
    func takeLog() -> ExtensionLogBatch {
        lock.withLock {
            _ = readAvailable()
            return log.takeBatch()
        }
    }

    /// Waits up to `seconds` for the end of the stream (the child is gone, so it comes at
    /// once unless a grandchild holds the pipe), then stops reading; the descriptor is closed
    /// when this returns.
    func finish(waitingUpTo seconds: Double) {
        if lock.withLock({ closed }) { return }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            lock.withLock { stopRequested = true }
            done.wait()
        }
        lock.withLock { closed = true }
    }

    /// Everything kept so far (the last 64 KB).
    var data: [UInt8] {
        lock.withLock { Array(bytes.suffix(Self.capacity)) }
    }

    /// The last `lines` lines, each cut at 400 characters; log lines as a person reads them.
    func tail(lines: Int = 20) -> String {
        Self.tail(of: data, lines: lines)
    }

    static func tail(of bytes: [UInt8], lines count: Int) -> String {
        var lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
            .map { line in ExtensionLogRecord.parse(line).map { Substring($0.text) } ?? line }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.suffix(count).map { $0.count > 400 ? String($0.prefix(400)) + "…" : String($0) }.joined(separator: "\n")
    }
}
