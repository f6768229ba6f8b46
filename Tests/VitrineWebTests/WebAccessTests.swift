import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

extension WebProcesses {
    /// The access token: required on loopback by default, kept in the host's home, traded for
    /// an HttpOnly cookie; another user of the machine gets nothing.
    @Suite struct WebAccessTests {
        /// A concrete request path for a route pattern (`:id` → 1, `:index` → 0).
        static func path(of route: WebRoute) -> String {
            route.path.split(separator: "/", omittingEmptySubsequences: false).map { part in
                part == ":index" ? "0" : part.hasPrefix(":") ? "1" : String(part)
            }.joined(separator: "/")
        }

        /// A request for `route` that passes every other check (Host, Origin, CSRF, a JSON body).
        static func send(_ route: WebRoute, _ web: WebFixture, _ extra: [(String, String)]) async throws -> HTTPProbe.Reply {
            let port = web.port, path = Self.path(of: route)
            var headers = extra
            var body: Data?
            if route.method != "GET" {
                headers += [("Origin", web.origin), ("X-Vitrine-CSRF", web.csrf), ("Content-Type", "application/json")]
                body = Data("{}".utf8)
            }
            let fields = headers, bytes = body
            return try await offPool { try HTTPProbe.request(port: port, route.method, path, headers: fields, body: bytes) }
        }

        @Test func everyRouteAnswers401WithoutTheRightToken() async throws {
            let web = try await WebFixture.start()
            let routes = web.server.routes
            // The list comes from the router: it holds the routes the issue names.
            for expected in [
                "GET /", "GET /api/state", "GET /api/events", "GET /api/widgets/:id/image", "POST /api/widgets/:id/reload",
                "GET /api/widgets/:id/configuration/options", "PUT /api/widgets/:id/configuration",
            ] {
                #expect(routes.map(\.description).contains(expected), "\(expected) missing from \(routes)")
            }
            let token = try #require(web.server.configuration.accessToken)
            let wrong = String(repeating: "0", count: token.count)
            let refusals: [(String, [(String, String)])] = [
                ("no token", []),
                ("wrong bearer", [("Authorization", "Bearer \(wrong)")]),
                ("wrong cookie", [("Cookie", "vitrine_token_\(web.port)=\(wrong)")]),
                ("right token under another port's cookie", [("Cookie", "vitrine_token_1=\(token)")]),
                ("token with a different case", [("Authorization", "Bearer \(token.uppercased())")]),
            ]
            for route in routes + [WebRoute(method: "GET", path: "/no/such/page")] {
                for (name, headers) in refusals {
                    let reply = try await Self.send(route, web, headers)
                    #expect(reply.status == 401, "\(route) with \(name): \(reply.status) \(reply.text.prefix(200))")
                    #expect(reply.headers["content-security-policy"] != nil, "\(route): no security headers on the 401")
                }
                // A wrong token in the address is refused too, and sets no cookie.
                let path = Self.path(of: route) + "?token=\(wrong)"
                let port = web.port
                let query = try await offPool { try HTTPProbe.request(port: port, "GET", path) }
                #expect(query.status == 401 && query.headers["set-cookie"] == nil, "\(route) with a wrong ?token=: \(query.status)")
            }
            // The oracle can fail: with the token, each route gets past the check (its own answer,
            // or 403 for a change sent without the page's CSRF token, so nothing changes).
            for route in routes where route.path != "/api/events" {
                var reply = try await Self.send(route, web, web.credentials)
                #expect(reply.status != 401, "\(route) with the cookie: \(reply.status) \(reply.text.prefix(200))")
                if route.method != "GET" {
                    let port = web.port, path = Self.path(of: route), headers = web.credentials
                    reply = try await offPool { try HTTPProbe.request(port: port, route.method, path, headers: headers) }
                    #expect(reply.status == 403, "\(route) with the cookie, without CSRF: \(reply.status)")
                }
            }
            let stream = try EventStreamProbe(port: web.port, headers: web.credentials, timeout: 20)
            let hello = try await offPool { try stream.next() }
            #expect(hello?.name == "hello")
            stream.close()
            await web.stop()
        }

        @Test func theTokenInTheAddressBecomesAnHttpOnlyCookieAndLeavesTheAddress() async throws {
            let web = try await WebFixture.start(widgets: [])
            let token = try #require(web.server.configuration.accessToken)
            let port = web.port
            #expect(web.server.url == "http://127.0.0.1:\(port)/?token=\(token)")
            let open = try await offPool { try HTTPProbe.request(port: port, "GET", "/?page=2&token=\(token)") }
            #expect(open.status == 303)
            #expect(open.headers["location"] == "/?page=2")
            let cookie = try #require(open.headers["set-cookie"])
            let attributes = cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(attributes.first == "vitrine_token_\(port)=\(token)")
            #expect(attributes.contains("HttpOnly") && attributes.contains("SameSite=Strict") && attributes.contains("Path=/"), "\(cookie)")
            // Other paths keep their path; a path that would leave the site goes home instead.
            let api = try await offPool { try HTTPProbe.request(port: port, "GET", "/api/state?token=\(token)") }
            #expect(api.status == 303 && api.headers["location"] == "/api/state")
            let escape = try await offPool { try HTTPProbe.request(port: port, "GET", "//evil.example/?token=\(token)") }
            #expect(escape.headers["location"] == "/", "\(escape.status) \(escape.headers)")
            // The cookie works afterwards, and so does the bearer header.
            let pair = String(try #require(attributes.first))
            let withCookie = try await offPool { try HTTPProbe.request(port: port, "GET", "/api/state", headers: [("Cookie", "theme=dark; " + pair)]) }
            #expect(withCookie.status == 200)
            let withBearer = try await offPool {
                try HTTPProbe.request(port: port, "GET", "/api/widgets/1/image", headers: [("Authorization", "Bearer \(token)")])
            }
            #expect(withBearer.status == 404)  // past the token: no widget 1 on this empty home
            // State changes still need the page's Origin and CSRF token, token or not.
            let change = try await offPool {
                try HTTPProbe.request(
                    port: port, "POST", "/api/lock", headers: [("Cookie", pair), ("Content-Type", "application/json")],
                    body: Data(#"{"locked":true}"#.utf8))
            }
            #expect(change.status == 403)
            #expect(await web.daemon.homeState().locked == false)
            await web.stop()
        }

        @Test func theTokenIsKeptPrivatelyInTheHomeAndSurvivesARestart() async throws {
            let web = try await WebFixture.start(widgets: [])
            let token = try #require(web.server.configuration.accessToken)
            let file = web.directory.appendingPathComponent(WebAccessToken.fileName)
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) == token)
            // A restarted server (same home) serves the same token: bookmarks keep working.
            let again = try WebServer(configuration: WebConfiguration(port: 0), daemon: web.daemon)
            #expect(again.configuration.accessToken == token)
            // A malformed, widened or replaced file is not trusted: a new token is written, 0600.
            try Data("not a token\n".utf8).write(to: file)
            let malformed = try #require(try WebServer(configuration: WebConfiguration(port: 0), daemon: web.daemon).configuration.accessToken)
            #expect(malformed != token && malformed.count == 64)
            chmod(file.path, 0o644)
            let widened = try #require(try WebServer(configuration: WebConfiguration(port: 0), daemon: web.daemon).configuration.accessToken)
            #expect(widened != malformed)
            #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let elsewhere = web.directory.appendingPathComponent("planted")
            try Data((String(repeating: "ab", count: 32) + "\n").utf8).write(to: elsewhere)
            chmod(elsewhere.path, 0o600)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
            let linked = try #require(try WebServer(configuration: WebConfiguration(port: 0), daemon: web.daemon).configuration.accessToken)
            #expect(linked != String(repeating: "ab", count: 32))
            #expect(WebAccessToken.read(from: web.directory) == linked)
            // A token the person gives is used as given, and not written.
            let given = try WebServer(configuration: WebConfiguration(port: 0, accessToken: "a-token-the-person-chose"), daemon: web.daemon)
            #expect(given.configuration.accessToken == "a-token-the-person-chose")
            #expect(WebAccessToken.read(from: web.directory) == linked)
            await web.stop()
        }

        @Test func withoutATokenTheLoopbackServerIsOpenAndOnlyOnLoopback() async throws {
            let web = try await WebFixture.start(widgets: [], web: WebConfiguration(port: 0, requiresToken: false))
            let port = web.port
            #expect(web.server.url == "http://127.0.0.1:\(port)/")
            #expect(web.credentials.isEmpty)
            let state = try await offPool { try HTTPProbe.request(port: port, "GET", "/api/state") }
            #expect(state.status == 200)
            // Changes still need the page's Origin and CSRF token.
            let change = try await offPool {
                try HTTPProbe.request(port: port, "POST", "/api/lock", headers: [("Content-Type", "application/json")], body: Data(#"{"locked":true}"#.utf8))
            }
            #expect(change.status == 403)
            #expect(WebAccessToken.read(from: web.directory) == nil)
            #expect(throws: WebConfigurationError.self) { try WebConfiguration(host: "0.0.0.0", requiresToken: false).validated() }
            #expect(throws: WebConfigurationError.self) { try WebConfiguration(accessToken: "a-token-the-person-chose", requiresToken: false).validated() }
            #expect(throws: WebConfigurationError.self) { try WebConfiguration(accessToken: "short").validated() }
            await web.stop()
        }

        static let setpriv = "/usr/bin/setpriv"

        /// Runs `arguments` as uid/gid 65534 (nobody) with no supplementary groups.
        static func asAnotherUser(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--"] + arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }

        @Test(
            .enabled(
                if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && geteuid() == 0,
                "needs /usr/bin/setpriv and root, to run a client as another user (uid 65534)"))
        func anotherUserOfTheMachineCannotReadImagesStateOrTheToken() async throws {
            let web = try await WebFixture.start()
            let token = try #require(web.server.configuration.accessToken)
            let base = "http://127.0.0.1:\(web.port)"
            func curl(_ path: String, _ extra: [String] = []) async throws -> String {
                let arguments = ["curl", "-q", "-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "10"] + extra + [base + path]
                return try await offPool { try Self.asAnotherUser(arguments) }.output
            }
            #expect(try await curl("/api/state") == "401")
            #expect(try await curl("/api/widgets/1/image?scale=1") == "401")
            #expect(try await curl("/api/events") == "401")
            #expect(try await curl("/") == "401")
            // The token file is out of reach.
            let file = web.directory.appendingPathComponent(WebAccessToken.fileName).path
            let read = try await offPool { try Self.asAnotherUser(["cat", file]) }
            #expect(read.status != 0 && read.output.isEmpty)
            #expect(read.error.contains("Permission denied"), "\(read.error)")
            // The oracle can fail: the same user with the token (had it leaked) gets in, so the
            // 401s come from the token, not from the other user being unable to connect.
            #expect(try await curl("/api/state", ["-H", "Authorization: Bearer \(token)"]) == "200")
            #expect(try await curl("/api/widgets/1/image?scale=1", ["-H", "Authorization: Bearer \(token)"]) == "200")
            await web.stop()
        }
    }
}
