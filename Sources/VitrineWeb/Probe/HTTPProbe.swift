import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small HTTP/1.1 client over a blocking loopback socket, for `vitrine-bench
/// web` and the tests: it sends exactly the bytes given (any `Host`, any header, malformed
/// requests), which URLSession would not, and reads one response (`Connection: close`).
public enum HTTPProbe {
    public struct Reply: Sendable {
        public var status: Int
        /// Lowercased names.
        public var headers: [String: String]
        public var body: Data

        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// `GET`/`POST`/… with the usual headers for this server (Host, Connection: close).
    public static func request(port: Int, _ method: String, _ path: String, headers: [(String, String)] = [],
                               body: Data? = nil, timeout: TimeInterval = 10) throws -> Reply {
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var names = Set<String>()
        for (name, value) in headers {
            names.insert(name.lowercased())
            head += "\(name): \(value)\r\n"
        }
        if !names.contains("host") { head += "Host: 127.0.0.1:\(port)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return try send(port: port, Data(head.utf8) + (body ?? Data()), timeout: timeout)
    }

    /// Sends raw bytes and reads the response until the server closes the connection.
    public static func send(port: Int, _ bytes: Data, timeout: TimeInterval = 10) throws -> Reply {
        let socket = try LoopbackSocket(port: port, timeout: timeout)
        defer { socket.close() }
        try socket.write(bytes)
        var data = Data()
        // Until the server closes, or the announced body is complete (some servers, such as
        // chromedriver, keep the connection open despite `Connection: close`).
        while let chunk = try socket.read() {
            data.append(chunk)
            if let reply = try? parse(data), let length = reply.headers["content-length"].flatMap(Int.init), reply.body.count >= length {
                return reply
            }
        }
        return try parse(data)
    }

    static func parse(_ data: Data) throws -> Reply {
        guard let split = data.firstRange(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no complete response head in \(data.count) bytes")
        }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head.first?.split(separator: " ") ?? []
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure(description: "bad status line \(head.first ?? "")") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Reply(status: status, headers: headers, body: body)
    }

    static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.firstRange(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { out.append(rest[start...]); break }
            let end = rest.index(start, offsetBy: size)
            out.append(rest[start..<end])
            rest = rest[min(rest.index(end, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex, rest.endIndex)...]
        }
        return out
    }
}

/// One page's `/api/events` stream, read event by event. Not thread-safe: one reader at a
/// time (it may move between threads, hence `@unchecked Sendable`).
public final class EventStreamProbe: @unchecked Sendable {
    public struct Event: Sendable {
        public var name: String
        public var data: String
    }

    private let socket: LoopbackSocket
    private var buffer = Data()
    private var headerDone = false

    public init(port: Int, path: String = "/api/events", headers: [(String, String)] = [], timeout: TimeInterval = 10) throws {
        socket = try LoopbackSocket(port: port, timeout: timeout)
        var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try socket.write(Data((head + "\r\n").utf8))
    }

    deinit { socket.close() }

    /// The next event, or nil when the server ends the stream. Throws on timeout.
    public func next() throws -> Event? {
        while true {
            if !headerDone, let split = buffer.firstRange(of: Data("\r\n\r\n".utf8)) {
                buffer = Data(buffer[split.upperBound...])
                headerDone = true
            }
            if headerDone, let event = takeEvent() { return event }
            guard let chunk = try socket.read() else { return nil }
            buffer.append(chunk)
        }
    }

    /// Events are separated by a blank line; chunk-size lines of the chunked encoding are
    /// skipped (they never look like `field: value`).
    private func takeEvent() -> Event? {
        while let end = buffer.firstRange(of: Data("\n\n".utf8)) {
            let block = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
            buffer = Data(buffer[end.upperBound...])
            var name = "message", data: [String] = []
            // "\r\n" (after a chunk size) is one Character in Swift: split on both.
            for line in block.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            if !data.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
        }
        return nil
    }

    public func close() { socket.close() }
}

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
