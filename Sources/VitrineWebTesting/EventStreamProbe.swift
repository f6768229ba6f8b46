import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One page's `/api/events` stream, read event by event. Not thread-safe: one reader at a
/// time (it may move between threads, hence `@unchecked Sendable`).
public final class EventStreamProbe: @unchecked Sendable {
    /// One Server-Sent Event: its `event:` name and its `data:` lines.
    public struct Event: Sendable {
        /// The `event:` field, or "message" when the server sent none.
        public var name: String
        /// The `data:` lines joined with newlines.
        public var data: String
    }

    private let socket: LoopbackSocket
    private var buffer = Data()
    private var headerDone = false

    /// Connects to 127.0.0.1:`port` and sends the `GET` for `path` with the extra `headers`; `timeout` bounds each send and receive.
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

    /// Closes the connection now instead of at deinit (the server then sees its reader leave); safe to call twice.
    public func close() { socket.close() }
}
