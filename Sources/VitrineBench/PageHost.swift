import Foundation
import VitrineHost
import VitrineStore
import VitrineWeb
import VitrineWebTesting

/// The host the page-facing benchmarks (`config`, `interact`) time through: a daemon on a
/// private store under `home`, one app installed from its manifest, the daemon's loop and a web
/// server on a free loopback port, stopped again whatever the measurement throws.
struct PageHost {
    let daemon: HostDaemon
    let home: URL

    /// A started daemon on a store in `home`, with the WidgetKit policy and extensions kept warm
    /// (long idle timeout); `adjust` changes the configuration first.
    init(home: URL, adjust: (inout HostConfiguration) -> Void = { _ in }) async throws {
        let location = StoreLocation(directory: home)
        var configuration = HostConfiguration(location: location)
        configuration.policy = .widgetKit
        configuration.extensionLimits.idleTimeout = 600
        adjust(&configuration)
        daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: AdjustableClock())
        self.home = home
        try await daemon.start()
    }

    /// Installs the app `manifest` (written to `home/<name>.json`, as `vitrine apps install` reads it).
    func install(_ manifest: [String: Any], name: String) async throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("\(name).json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: file)
        _ = try await daemon.installApp(manifest: try AppManifest.load(from: file), manifestPath: file.path)
    }

    /// Runs the daemon's loop and a web server while `body` measures, then stops both.
    func serving(_ body: (WebServer) async throws -> Void) async throws {
        let daemon = daemon
        let loop = Task { await daemon.run() }
        let server = try WebServer(configuration: WebConfiguration(port: 0), daemon: daemon)
        try await server.start()
        do {
            try await body(server)
        } catch {
            await server.stop()
            loop.cancel()
            await loop.value
            throw error
        }
        await server.stop()
        loop.cancel()
        await loop.value
    }
}

/// The page's requests: the token cookie, and Origin plus the CSRF token on changes.
struct PageClient: Sendable {
    var port: Int
    var cookie: (String, String)
    var csrf: String

    /// Opens the page as a person does: the tokenised address sets the cookie, the page holds
    /// the CSRF token.
    static func open(_ server: WebServer) throws -> PageClient {
        guard let port = server.port, let address = server.url.flatMap(URLComponents.init(string:)) else {
            throw HTTPProbe.Failure(description: "the server did not bind")
        }
        let cookie = try HTTPProbe.cookie(port: port, openingTokenisedPath: address.percentEncodedPath + "?" + (address.percentEncodedQuery ?? ""))
        let page = try HTTPProbe.request(port: port, "GET", "/", headers: [cookie])
        guard let csrf = page.text.firstMatch(of: /name="vitrine-csrf" content="([0-9a-f]+)"/).map({ String($0.1) }) else {
            throw HTTPProbe.Failure(description: "no CSRF token in the page")
        }
        return PageClient(port: port, cookie: cookie, csrf: csrf)
    }

    func request(_ method: String, _ path: String, body: String? = nil) throws -> HTTPProbe.Reply {
        var headers = [cookie]
        if method != "GET" { headers += [("Origin", "http://127.0.0.1:\(port)"), ("X-Vitrine-CSRF", csrf)] }
        if body != nil { headers.append(("Content-Type", "application/json")) }
        return try HTTPProbe.request(port: port, method, path, headers: headers, body: body.map { Data($0.utf8) }, timeout: 60)
    }

    func timed(_ method: String, _ path: String) throws -> (ms: Double, reply: HTTPProbe.Reply) {
        let start = DispatchTime.now().uptimeNanoseconds
        let reply = try request(method, path)
        guard reply.status == 200 else { throw HTTPProbe.Failure(description: "\(method) \(path): \(reply.status)") }
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, reply)
    }

    func json(_ method: String, _ path: String, body: String, expect status: Int) throws -> [String: Any] {
        let reply = try request(method, path, body: body)
        guard reply.status == status, let object = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any] else {
            throw HTTPProbe.Failure(description: "\(method) \(path): \(reply.status) \(reply.text.prefix(300))")
        }
        return object
    }
}
