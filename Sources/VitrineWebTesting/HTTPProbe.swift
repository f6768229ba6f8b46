import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A deliberately small HTTP/1.1 client over a blocking loopback socket, for `vitrine-bench
/// web` and the tests: it sends exactly the bytes given (any `Host`, any header, malformed
/// requests), which URLSession would not, and reads one response (`Connection: close`).
public enum HTTPProbe {
    /// One parsed response: status, headers and body (a chunked body already decoded).
    public struct Reply: Sendable {
        /// The status code from the status line, such as 200 or 403.
        public var status: Int
        /// Lowercased names.
        public var headers: [String: String]
        /// The body bytes after the head, with chunked transfer encoding removed.
        public var body: Data

        /// The body decoded as UTF-8.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A socket error, a timeout or a response that cannot be parsed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, including the errno where a system call failed.
        public var description: String
        /// A failure with this message.
        public init(description: String) { self.description = description }
    }

    /// `GET`/`POST`/… with the usual headers for this server (Host, Connection: close).
    public static func request(
        port: Int, _ method: String, _ path: String, headers: [(String, String)] = [],
        body: Data? = nil, timeout: TimeInterval = 10
    ) throws -> Reply {
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

    /// Opens the address `vitrine serve` printed (`pathAndQuery` such as `/?token=…`) as a browser
    /// does the first time: the server must answer with the redirect that sets the token cookie.
    /// Returns the `Cookie` header the browser then sends with every request.
    public static func cookie(port: Int, openingTokenisedPath pathAndQuery: String) throws -> (String, String) {
        let reply = try request(port: port, "GET", pathAndQuery)
        guard reply.status == 303, let setCookie = reply.headers["set-cookie"],
            let pair = setCookie.split(separator: ";").first, pair.contains("=")
        else {
            throw Failure(description: "opening \(pathAndQuery.prefix(8))… answered \(reply.status) without a token cookie: \(reply.text)")
        }
        return ("Cookie", String(pair))
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
