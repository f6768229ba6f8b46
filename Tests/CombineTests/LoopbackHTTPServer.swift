import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A one-thread HTTP/1.1 server on 127.0.0.1 for the URLSession tests: it answers each request
/// with the response `respond` gives for the request line, then closes the connection.
final class LoopbackHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let respond: @Sendable (String) -> (status: Int, body: Data)
    private let lock = NSLock()
    private var requestLines: [String] = []
    private var stopped = false

    init(respond: @escaping @Sendable (String) -> (status: Int, body: Data)) throws {
        self.respond = respond
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    /// The request lines received so far (`GET /path HTTP/1.1`).
    var requests: [String] {
        lock.lock(); defer { lock.unlock() }
        return requestLines
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func stop() {
        lock.lock(); stopped = true; lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                lock.lock(); let done = stopped; lock.unlock()
                if done || errno != EINTR { return } else { continue }
            }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.range(of: Data("\r\n\r\n".utf8)) == nil, request.count < 65_536 {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { return }
            request.append(buffer, count: count)
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        lock.lock(); requestLines.append(line); lock.unlock()
        let (status, body) = respond(line)
        var response = Data(
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Error")\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                .utf8)
        response.append(body)
        response.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(client, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
