import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

extension WebProcesses {
    /// Hostile and malformed requests get a 4xx and change nothing.
    @Suite struct WebSecurityTests {
        /// What a request could change: placed widgets, settings, installed apps, the lock and scheme.
        static func snapshot(_ web: WebFixture) async throws -> String {
            let store = web.daemon.store
            let instances = try store.instances().map { "\($0.id) \($0.kind) \($0.family) \($0.page) \($0.position)" }
            let settings = try store.settings().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let apps = try store.apps().map(\.id)
            let state = await web.daemon.homeState()
            return (instances + settings + apps + ["\(state.colorScheme) \(state.locked)"]).joined(separator: "\n")
        }

        @Test func aBatchOfHostileRequestsIsRefusedAndTheStoreIsUnchanged() async throws {
            let web = try await WebFixture.start()
            let before = try await Self.snapshot(web)
            let port = web.port, origin = web.origin, csrf = web.csrf, auth = web.credentials
            let json = ("Content-Type", "application/json")
            let add = Data(#"{"appID":"com.vitrine.examples.game","kind":"com.mygame.leaderboard","family":"systemMedium","page":0}"#.utf8)
            // (description, request, expected status)
            let requests: [(String, @Sendable () throws -> HTTPProbe.Reply, Int)] = [
                (
                    "DNS rebinding: foreign Host",
                    { try HTTPProbe.request(port: port, "GET", "/api/state", headers: auth + [("Host", "evil.example:\(port)")]) }, 421
                ),
                (
                    "foreign Host on a change",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets",
                            headers: auth + [("Host", "evil.example"), ("Origin", "http://evil.example"), ("X-Vitrine-CSRF", csrf), json], body: add)
                    }, 421
                ),
                ("no Origin", { try HTTPProbe.request(port: port, "POST", "/api/widgets", headers: auth + [("X-Vitrine-CSRF", csrf), json], body: add) }, 403),
                (
                    "cross-site Origin",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", "http://evil.example"), ("X-Vitrine-CSRF", csrf), json], body: add)
                    }, 403
                ),
                ("no CSRF token", { try HTTPProbe.request(port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), json], body: add) }, 403),
                (
                    "wrong CSRF token",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/lock", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", String(repeating: "0", count: 48)), json],
                            body: Data(#"{"locked":true}"#.utf8))
                    }, 403
                ),
                ("delete without token", { try HTTPProbe.request(port: port, "DELETE", "/api/widgets/1", headers: auth + [("Origin", origin)]) }, 403),
                (
                    "oversized body",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(repeating: 0x61, count: 64 * 1024))
                    }, 413
                ),
                (
                    "not JSON",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), ("Content-Type", "text/plain")],
                            body: add)
                    }, 415
                ),
                (
                    "malformed JSON",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data("{\"appID\":".utf8))
                    }, 400
                ),
                (
                    "unknown family",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"appID":"com.vitrine.examples.game","kind":"com.mygame.leaderboard","family":"systemHuge","page":0}"#.utf8))
                    }, 400
                ),
                (
                    "unsupported family for the kind",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"appID":"com.vitrine.examples.game","kind":"com.mygame.leaderboard","family":"systemSmall","page":0}"#.utf8))
                    }, 400
                ),
                (
                    "unknown kind",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"appID":"com.vitrine.examples.game","kind":"../../etc","family":"systemSmall","page":0}"#.utf8))
                    }, 400
                ),
                (
                    "page out of range",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"appID":"com.vitrine.examples.game","kind":"com.mygame.leaderboard","family":"systemMedium","page":-4}"#.utf8))
                    }, 400
                ),
                (
                    "bad id",
                    {
                        try HTTPProbe.request(
                            port: port, "DELETE", "/api/widgets/1%20OR%201=1", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf)])
                    }, 400
                ),
                (
                    "negative id",
                    { try HTTPProbe.request(port: port, "DELETE", "/api/widgets/-1", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf)]) }, 400
                ),
                (
                    "unknown id",
                    { try HTTPProbe.request(port: port, "DELETE", "/api/widgets/424242", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf)]) }, 404
                ),
                (
                    "move out of range",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets/1/move", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"page":0,"position":100000}"#.utf8))
                    }, 400
                ),
                (
                    "tap outside the widget",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/widgets/1/tap", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"x":9999,"y":1}"#.utf8))
                    }, 400
                ),
                (
                    "bad scheme",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/appearance", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"scheme":"purple"}"#.utf8))
                    }, 400
                ),
                (
                    "wrong type",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/lock", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"locked":"yes"}"#.utf8))
                    }, 400
                ),
                (
                    "clock backwards",
                    {
                        try HTTPProbe.request(
                            port: port, "POST", "/api/clock", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf), json],
                            body: Data(#"{"advance":-3600}"#.utf8))
                    }, 409
                ),
                ("scale out of range", { try HTTPProbe.request(port: port, "GET", "/api/widgets/1/image?scale=1000", headers: auth) }, 400),
                ("tick time not a number", { try HTTPProbe.request(port: port, "GET", "/api/widgets/1/image?at=soon", headers: auth) }, 400),
                (
                    "gallery path tricks",
                    { try HTTPProbe.request(port: port, "GET", "/api/gallery/snapshot?extension=../x&kind=a&family=systemSmall", headers: auth) }, 400
                ),
                (
                    "unknown route",
                    { try HTTPProbe.request(port: port, "POST", "/api/shutdown", headers: auth + [("Origin", origin), ("X-Vitrine-CSRF", csrf)]) }, 404
                ),
            ]
            for (name, send, expected) in requests {
                let reply = try await offPool(send)
                #expect(reply.status == expected, "\(name): \(reply.status) \(reply.text)")
                let csp = reply.headers["content-security-policy"] ?? ""
                #expect(csp.contains("script-src 'self'"), "\(name): no CSP")
            }
            // A request that is not HTTP at all: answered 400 or dropped, never a crash.
            let garbage = try? await offPool { try HTTPProbe.send(port: port, Data("\u{1}\u{2} NONSENSE\r\n\r\n".utf8)) }
            #expect(garbage == nil || garbage?.status == 400)
            #expect(try await Self.snapshot(web) == before)
            // And the host still serves.
            #expect(try await web.call("GET", "/api/state").status == 200)
            await web.stop()
        }

        @Test func thePageHasNoInlineScriptAndTheCSPForbidsIt() async throws {
            let web = try await WebFixture.start(widgets: [])
            let page = try await web.call("GET", "/")
            #expect(page.status == 200)
            let csp = try #require(page.headers["content-security-policy"])
            #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline") && csp.contains("frame-ancestors 'none'"))
            #expect(page.text.contains(#"<script src="/assets/home.js" defer></script>"#))
            #expect(page.text.contains(#"<script src="/assets/editor.js" defer></script>"#))
            #expect(page.text.components(separatedBy: "<script").count == 3)  // the two external scripts, nothing else
            #expect(Self.inlineScript(in: page.text) == [])

            // The scan finds what it looks for: the same page with one piece of inline script added.
            let button = try #require(page.text.range(of: "<button"))
            var handler = page.text
            handler.replaceSubrange(button, with: #"<button type="button" onclick="steal()""#)
            #expect(Self.inlineScript(in: handler) == ["<button onclick"])
            var unquoted = page.text
            unquoted.replaceSubrange(button, with: #"<button class="x"ONMOUSEOVER=steal()"#)
            #expect(Self.inlineScript(in: unquoted) == ["<button onmouseover"])
            #expect(Self.inlineScript(in: page.text + #"<a href=" JavaScript:steal()">x</a>"#) == ["<a javascript: URL"])
            #expect(Self.inlineScript(in: page.text + "<script>steal()</script>") == ["<script> without src"])
            // Attributes that merely contain "on" are not handlers.
            #expect(Self.inlineScript(in: #"<meta name="x" content="on"><button data-action="onward" aria-label="on">"#) == [])
            await web.stop()
        }

        /// Script a page would run without loading it from `/assets`: event-handler attributes
        /// (`onclick=`…), `javascript:` URLs, and `<script>` elements without `src`.
        static func inlineScript(in html: String) -> [String] {
            // A start tag, with quoted attribute values that may hold ">".
            let tag = try! Regex(#"<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>"#)
            // An attribute name starting with "on", after a space, a quote or a slash.
            let handler = try! Regex(#"(?:[\s"'/])([oO][nN][a-zA-Z]+)\s*="#)
            var found: [String] = []
            for match in html.matches(of: tag) {
                let name = String(match.output[1].substring ?? "").lowercased()
                var attributes = String(match.output[2].substring ?? "")
                // Values are not attributes: blank them out, keeping their quotes.
                attributes = attributes.replacing(try! Regex(#""[^"]*""#), with: "\"\"").replacing(try! Regex(#"'[^']*'"#), with: "''")
                let raw = String(match.output[2].substring ?? "")
                for attribute in attributes.matches(of: handler) {
                    found.append("<\(name) \(String(attribute.output[1].substring ?? "").lowercased())")
                }
                if raw.range(of: #"=\s*["']?\s*javascript:"#, options: [.regularExpression, .caseInsensitive]) != nil {
                    found.append("<\(name) javascript: URL")
                }
                if name == "script", attributes.range(of: #"\ssrc\s*="#, options: [.regularExpression, .caseInsensitive]) == nil {
                    found.append("<script> without src")
                }
            }
            return found
        }

        @Test func aNonLoopbackAddressRequiresTheAccessToken() async throws {
            // 0.0.0.0 also listens on loopback, where the test talks to it.
            let web = try await WebFixture.start(widgets: [], web: WebConfiguration(host: "0.0.0.0", port: 0, accessToken: "a-test-token-of-24-chars"))
            let port = web.port
            let without = try await offPool { try HTTPProbe.request(port: port, "GET", "/api/state") }
            #expect(without.status == 401)
            let wrong = try await offPool { try HTTPProbe.request(port: port, "GET", "/api/state", headers: [("Authorization", "Bearer nope")]) }
            #expect(wrong.status == 401)
            let bearer = try await offPool {
                try HTTPProbe.request(port: port, "GET", "/api/state", headers: [("Authorization", "Bearer a-test-token-of-24-chars")])
            }
            #expect(bearer.status == 200)
            // Opening the printed URL trades the token for an HttpOnly cookie and drops it from the address.
            let open = try await offPool { try HTTPProbe.request(port: port, "GET", "/?token=a-test-token-of-24-chars") }
            #expect(open.status == 303)
            #expect(open.headers["set-cookie"]?.contains("HttpOnly") == true)
            let cookie = try await offPool {
                try HTTPProbe.request(port: port, "GET", "/api/state", headers: [("Cookie", "vitrine_token_\(port)=a-test-token-of-24-chars")])
            }
            #expect(cookie.status == 200)
            #expect(throws: (any Error).self) { try WebConfiguration(host: "0.0.0.0", accessToken: "short").validated() }
            await web.stop()
        }
    }
}
