import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

/// Tests that start extension processes, hosts or browsers run one at a time.
@Suite(.serialized, ProcessTestLock()) struct WebProcesses {}

/// A host with the example app installed and a web server on a free loopback port.
final class WebFixture: Sendable {
    let directory: URL
    let daemon: HostDaemon
    let clock: AdjustableClock
    let server: WebServer
    let loop: Task<Void, Never>
    let port: Int
    let csrf: String
    /// The `Cookie` header a browser holds after opening the printed address; empty when the
    /// server runs without a token.
    let credentials: [(String, String)]

    static let appID = "com.vitrine.examples.game"

    /// `widgets`: (kind, family) placed on page 0 before the server starts, each with its first timeline.
    /// `apps`: more manifests to install after the game's (`homeFinderManifest`); `requestTimeout`:
    /// the extensions' request time limit (short for the hanging-handler tests).
    static func start(
        widgets: [(String, String)] = [("com.mygame.game-status", "systemLarge")],
        web: WebConfiguration = WebConfiguration(port: 0), apps: [[String: Any]] = [], requestTimeout: Double? = nil
    ) async throws -> WebFixture {
        let directory = URL(fileURLWithPath: "/tmp/vw-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let manifest = directory.appendingPathComponent("app.json")
        let object: [String: Any] = [
            "id": appID, "name": "Game", "executable": Products.path("GameApp"), "urlSchemes": ["mygame"],
            "appGroups": ["group.com.vitrine.examples.game"], "extensions": [["executable": Products.path("GameWidgets")]],
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        let location = StoreLocation(directory: directory)
        let clock = AdjustableClock(start: Date(timeIntervalSinceReferenceDate: 816_000_000))
        var configuration = HostConfiguration(location: location)
        configuration.controlSocketPath = directory.appendingPathComponent("control.sock").path
        if let requestTimeout { configuration.extensionLimits.requestTimeout = requestTimeout }
        let daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: clock)
        try await daemon.start()
        try await daemon.openControlSocket(at: configuration.controlSocketPath!)
        _ = try await daemon.installApp(manifest: try AppManifest.load(from: manifest), manifestPath: manifest.path)
        for (index, app) in apps.enumerated() {
            let file = directory.appendingPathComponent("app-\(index).json")
            try JSONSerialization.data(withJSONObject: app).write(to: file)
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: file), manifestPath: file.path)
        }
        for (kind, family) in widgets {
            _ = try await daemon.addWidget(appID: appID, kind: kind, family: family, page: 0)
        }
        let loop = Task { await daemon.run() }
        let server = try WebServer(configuration: web, daemon: daemon)
        try await server.start()
        let port = try #require(server.port)
        // As a browser: open the printed address once, then send the cookie it set.
        let address = try #require(server.url.flatMap(URLComponents.init(string:)))
        let credentials =
            try address.percentEncodedQuery.map { query in
                [try HTTPProbe.cookie(port: port, openingTokenisedPath: address.percentEncodedPath + "?" + query)]
            } ?? []
        let page = try HTTPProbe.request(port: port, "GET", "/", headers: credentials)
        let csrf = try #require(page.text.firstMatch(of: /name="vitrine-csrf" content="([0-9a-f]+)"/).map { String($0.1) })
        return WebFixture(
            directory: directory, daemon: daemon, clock: clock, server: server, loop: loop, port: port, csrf: csrf,
            credentials: credentials)
    }

    static let homeFinderID = "com.vitrine.examples.homefinder"
    static let channelsKind = "com.vitrine.examples.homefinder.channels"

    /// The HomeFinder example's own manifest (Examples/HomeFinderApp/vitrine-app.json) with
    /// every executable at its built path.
    static func homeFinderManifest() throws -> [String: Any] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/HomeFinderApp/vitrine-app.json").standardizedFileURL
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        func built(_ list: Any?) -> [[String: Any]]? {
            (list as? [[String: Any]])?.map { item in
                var item = item
                if let name = item["executable"] as? String { item["executable"] = Products.path(name) }
                return item
            }
        }
        if let name = object["executable"] as? String { object["executable"] = Products.path(name) }
        object["extensions"] = built(object["extensions"])
        if let intents = built(object["intentsExtensions"]) { object["intentsExtensions"] = intents }
        return object
    }

    private init(
        directory: URL, daemon: HostDaemon, clock: AdjustableClock, server: WebServer, loop: Task<Void, Never>, port: Int, csrf: String,
        credentials: [(String, String)]
    ) {
        self.directory = directory
        self.daemon = daemon
        self.clock = clock
        self.server = server
        self.loop = loop
        self.port = port
        self.csrf = csrf
        self.credentials = credentials
    }

    func stop() async {
        await server.stop()
        loop.cancel()
        await loop.value
        await daemon.closeControlSocket()
        try? FileManager.default.removeItem(at: directory)
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// A request as the page's script sends it (Origin and CSRF token for changes).
    func call(_ method: String, _ path: String, json: String? = nil) async throws -> HTTPProbe.Reply {
        var fields = credentials
        if method != "GET" { fields += [("Origin", origin), ("X-Vitrine-CSRF", csrf)] }
        if json != nil { fields.append(("Content-Type", "application/json")) }
        let port = port
        let body = json.map { Data($0.utf8) }
        let headers = fields
        return try await offPool { try HTTPProbe.request(port: port, method, path, headers: headers, body: body) }
    }

    func json(_ method: String, _ path: String, body: String? = nil) async throws -> [String: Any] {
        let reply = try await call(method, path, json: body)
        guard (200..<300).contains(reply.status) else { throw HTTPProbe.Failure(description: "\(method) \(path): \(reply.status) \(reply.text)") }
        return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
    }
}
