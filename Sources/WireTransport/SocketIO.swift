import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Blocking socket I/O with deadlines (poll), shared by the extension protocol's two ends and
/// the control socket's. Setting sockets up is in `SocketIO+Unix.swift`, what the kernel says
/// about a peer in `SocketIO+Peer.swift`.
public enum SocketIO {
    /// A socket or file-system failure, with the system's reason when there is one.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What failed, and the system's reason when there is one.
        public let description: String
        /// `what` followed by `strerror(errno)`: call it right after the failing call.
        public init(_ what: String) { description = "\(what): \(String(cString: strerror(errno)))" }
        /// A failure described by `message` alone (no system error involved).
        public init(message: String) { description = message }
    }

    /// No bytes (or no connection) before the deadline.
    public struct Timeout: Error, CustomStringConvertible { public var description: String { "timed out" } }
    /// The peer closed the connection between frames.
    public struct EndOfStream: Error, CustomStringConvertible { public var description: String { "the other side closed the connection" } }

    /// Waits until `fd` is readable; false on timeout.
    public static func waitReadable(_ fd: Int32, until deadline: Date) -> Bool {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, Int32(min(remaining, 3600) * 1000) + 1)
            if r > 0 { return true }
            if r < 0 && errno != EINTR { return true }  // let the read report the error
        }
    }

    /// Some bytes, empty at end of stream, nil on timeout.
    public static func read(_ fd: Int32, until deadline: Date) throws -> Data? {
        guard waitReadable(fd, until: deadline) else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n >= 0 { return Data(buffer.prefix(n)) }
            if errno == EINTR { continue }
            throw Failure("read")
        }
    }

    /// Writes every byte (a peer that closed is an error, not a SIGPIPE). A send timeout
    /// (`setSendTimeout`) bounds how long this blocks on a peer that stopped reading.
    public static func writeAll(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0 { if errno == EINTR { continue }; throw Failure("write") }
                offset += n
            }
        }
    }

    /// Reads one whole frame (`reader` keeps bytes that arrive early, and its limit applies).
    /// Throws `Timeout`, `EndOfStream` for a close between frames, `FrameCodec.Failure`
    /// (`.truncated` for a close inside one, `.tooLarge`), or a read failure.
    public static func readFrame(_ fd: Int32, _ reader: inout FrameCodec.Reader, until deadline: Date) throws -> Data {
        while true {
            if let frame = try reader.next() { return frame }
            guard let chunk = try read(fd, until: deadline) else { throw Timeout() }
            if chunk.isEmpty { throw reader.hasPartialFrame ? FrameCodec.Failure.truncated : EndOfStream() }
            reader.append(chunk)
        }
    }
}
