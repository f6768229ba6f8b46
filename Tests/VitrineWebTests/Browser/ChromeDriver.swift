import Foundation
import VitrineWeb
import VitrineWebTesting

/// Debian's headless chromium driven through chromedriver (the W3C WebDriver protocol over
/// loopback HTTP): a real browser for the home screen's tests, no DOM mock.
final class ChromeDriver: @unchecked Sendable {
    static var chromium: String? { locate("VITRINE_CHROMIUM", ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) }
    static var driver: String? { locate("VITRINE_CHROMEDRIVER", ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]) }
    static var isAvailable: Bool { chromium != nil && driver != nil }

    static func locate(_ variable: String, _ candidates: [String]) -> String? {
        if let path = ProcessInfo.processInfo.environment[variable] { return FileManager.default.isExecutableFile(atPath: path) ? path : nil }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let process = Process()
    let port: Int
    let profile: URL

    /// Starts chromedriver on a free port and waits until it answers.
    init() throws {
        guard let driver = Self.driver else { throw BrowserFailure("chromedriver not found (apt-get install chromium chromium-driver)") }
        port = try Self.freePort()
        profile = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-chromium-\(UUID().uuidString.prefix(8))")
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let status = try? request("GET", "/status", nil), (status["value"] as? [String: Any])?["ready"] as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop()
        throw BrowserFailure("chromedriver did not become ready on port \(port)")
    }

    deinit { stop() }

    /// Ends chromedriver (it ends the browsers it started when their sessions are deleted).
    func stop() {
        if process.isRunning {
            // Children of the test runner inherit a mask that blocks SIGTERM: ask, then kill.
            _ = try? request("GET", "/shutdown", nil, timeout: 3)
            Thread.sleep(forTimeInterval: 0.3)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// A headless browser window of `width`×`height` CSS pixels at `scale` device pixels each.
    func session(width: Int = 1200, height: Int = 900, scale: Double = 2) throws -> WebDriverSession {
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)",
            "--user-data-dir=\(profile.path)", "--hide-scrollbars",
        ]
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": ["binary": Self.chromium ?? "/usr/bin/chromium", "args": arguments],
                    "goog:loggingPrefs": ["browser": "ALL"],
                ]
            ]
        ]
        let answer = try request("POST", "/session", capabilities, timeout: 60)
        guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw BrowserFailure("no session: \(answer)")
        }
        return WebDriverSession(driver: self, id: id)
    }

    /// One WebDriver command; throws with the driver's error and message.
    func request(_ method: String, _ path: String, _ body: [String: Any]?, timeout: TimeInterval = 30) throws -> [String: Any] {
        // The raw loopback client: URLSession's callbacks did not arrive inside the test runner.
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let reply: HTTPProbe.Reply
        do {
            reply = try HTTPProbe.request(
                port: port, method, path, headers: payload == nil ? [] : [("Content-Type", "application/json")],
                body: payload, timeout: timeout)
        } catch {
            throw BrowserFailure("\(method) \(path): \(error)")
        }
        let data = reply.body
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw BrowserFailure("\(method) \(path): \(error): \(value["message"] as? String ?? "")")
        }
        return object
    }

    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                guard bind(fd, pointer, length) == 0 else { return -1 }
                return getsockname(fd, pointer, &length)
            }
        }
        guard bound == 0 else { throw BrowserFailure("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

struct BrowserFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
