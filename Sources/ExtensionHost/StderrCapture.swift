import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a child's stderr pipe on a thread of its own, so a chatty child never blocks on a
/// full pipe, and keeps the last `capacity` bytes. The thread owns the descriptor and closes
/// it at end of stream or when `finish` gives up waiting for it.
final class StderrCapture: @unchecked Sendable {
    static let capacity = 64 * 1024

    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var stopRequested = false
    private var closed = false
    private let done = DispatchSemaphore(value: 0)

    /// Takes ownership of `fd`.
    init(fd: Int32) {
        let thread = Thread { [self] in run(fd) }
        thread.name = "vitrine-host-stderr"
        thread.stackSize = 256 * 1024
        thread.start()
    }

    private func run(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !lock.withLock({ stopRequested }) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 200)
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue }; break }
            let n = read(fd, &chunk, chunk.count)
            if n > 0 {
                lock.withLock {
                    bytes.append(contentsOf: chunk[0..<n])
                    if bytes.count > 2 * Self.capacity { bytes.removeFirst(bytes.count - Self.capacity) }
                }
            } else if n == 0 {
                break
            } else if errno != EINTR && errno != EAGAIN {
                break
            }
        }
        close(fd)
        done.signal()
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

    /// The last `lines` lines, each cut at 400 characters.
    func tail(lines: Int = 20) -> String {
        Self.tail(of: data, lines: lines)
    }

    static func tail(of bytes: [UInt8], lines count: Int) -> String {
        var lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.suffix(count).map { $0.count > 400 ? String($0.prefix(400)) + "…" : String($0) }.joined(separator: "\n")
    }
}
