import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 with send/receive timeouts.
final class LoopbackSocket: @unchecked Sendable {
    private var fd: Int32

    init(port: Int, timeout: TimeInterval) throws {
        fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HTTPProbe.Failure(description: "socket: errno \(errno)") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            fd = -1
            throw HTTPProbe.Failure(description: "connect to 127.0.0.1:\(port): errno \(code)")
        }
    }

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard n > 0 else { throw HTTPProbe.Failure(description: "send: errno \(errno)") }
                offset += n
            }
        }
    }

    /// Nil at end of stream.
    func read() throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let n = recv(fd, &buffer, buffer.count, 0)
        if n == 0 { return nil }
        guard n > 0 else {
            throw HTTPProbe.Failure(description: errno == EAGAIN || errno == EWOULDBLOCK ? "timed out waiting for the server" : "recv: errno \(errno)")
        }
        return Data(buffer[0..<n])
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }
}
