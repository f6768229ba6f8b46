#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Blocking Unix-socket helpers with deadlines (poll), shared by host and extension.
public enum SocketIO {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ what: String) { description = "\(what): \(String(cString: strerror(errno)))" }
        public init(message: String) { description = message }
    }

    static func address(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw Failure(message: "socket path too long: \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// A listening socket at `path` (removed first if stale).
    public static func listen(at path: String) throws -> Int32 {
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        var addr = try address(path)
        let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        guard bound == 0, Glibc.listen(fd, 4) == 0 else { let e = Failure("bind/listen \(path)"); close(fd); throw e }
        return fd
    }

    public static func connect(to path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        var addr = try address(path)
        let result = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        guard result == 0 else { let e = Failure("connect \(path)"); close(fd); throw e }
        return fd
    }

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

    public static func accept(_ listener: Int32, until deadline: Date) -> Int32? {
        guard waitReadable(listener, until: deadline) else { return nil }
        let fd = Glibc.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
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

    /// Reads one whole frame (`reader` keeps bytes that arrive early), or throws on timeout,
    /// end of stream, or a bad frame.
    public static func readFrame(_ fd: Int32, _ reader: inout FrameCodec.Reader, until deadline: Date) throws -> Data {
        while true {
            if let frame = try reader.next() { return frame }
            guard let chunk = try read(fd, until: deadline) else { throw Timeout() }
            if chunk.isEmpty { throw reader.hasPartialFrame ? FrameCodec.Failure.truncated : EndOfStream() }
            reader.append(chunk)
        }
    }

    public struct Timeout: Error, CustomStringConvertible { public var description: String { "timed out" } }
    public struct EndOfStream: Error, CustomStringConvertible { public var description: String { "the other side closed the connection" } }
}
