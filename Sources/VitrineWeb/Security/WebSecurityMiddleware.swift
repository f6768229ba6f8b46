import Foundation
import HTTPTypes
import Hummingbird

/// Every request passes here first:
/// - `Host` must name this server (loopback names or the bound address): a page on another
///   site that rebinds its DNS name to 127.0.0.1 is refused (DNS rebinding);
/// - unless the server runs without a token (`--web-no-token`), every request must carry the
///   access token: the `vitrine_token_<port>` cookie (set when the page is opened with
///   `?token=`) or `Authorization: Bearer`, compared in constant time;
/// - state-changing methods need `Origin` equal to this server and the page's CSRF token in
///   `X-Vitrine-CSRF`, so no other site can drive the host through a visitor's browser;
/// - responses carry a Content-Security-Policy without inline script, and no framing.
struct WebSecurityMiddleware<Context: RequestContext>: RouterMiddleware {
    let configuration: WebConfiguration
    let csrfToken: String
    let port: @Sendable () -> Int?

    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await check(request, context: context, next: next)
        } catch let error as WebError {
            response = error.response
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[HTTPField.Name("Cross-Origin-Resource-Policy")!] = "same-origin"
        return response
    }

    private func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allows(host: authority) else {
            throw WebError(.misdirectedRequest, "this server answers only to its own address (Host \(request.head.authority ?? "missing"))")
        }
        if configuration.requiresToken {
            // Fail closed: a configuration that requires a token but has none lets nobody in.
            guard let token = configuration.accessToken, let port = port() else {
                throw WebError(.unauthorized, "an access token is required: open the URL `vitrine serve` printed")
            }
            // Opening the printed URL once trades the query token for a cookie, then drops it
            // from the address bar (and so from the history).
            if request.method == .get, let offered = request.uri.queryParameters["token"] {
                guard Self.same(String(offered), token) else { throw WebError(.unauthorized, "wrong access token") }
                var response = Response(
                    status: .seeOther, headers: [.location: Self.withoutToken(path: request.uri.path, query: request.uri.query), .cacheControl: "no-store"])
                response.headers[.setCookie] = "\(Self.cookieName(port: port))=\(token); Path=/; HttpOnly; SameSite=Strict"
                return response
            }
            guard presented(in: request, port: port).map({ Self.same($0, token) }) ?? false else {
                throw WebError(.unauthorized, "an access token is required: open the URL `vitrine serve` printed")
            }
        }
        if ![.get, .head].contains(request.method) {
            guard let origin = request.headers[.origin], origin == "http://\(authority)" else {
                throw WebError(.forbidden, "state-changing requests must come from this server's own page (Origin \(request.headers[.origin] ?? "missing"))")
            }
            guard let csrf = request.headers[HTTPField.Name("X-Vitrine-CSRF")!], Self.same(csrf, csrfToken) else {
                throw WebError(.forbidden, "missing or wrong CSRF token (reload the page)")
            }
        }
        return try await next(request, context)
    }

    func presented(in request: Request, port: Int) -> String? {
        if let auth = request.headers[.authorization], auth.hasPrefix("Bearer ") { return String(auth.dropFirst(7)) }
        return request.cookies[Self.cookieName(port: port)]?.value
    }

    /// Cookies are not scoped by port: two hosts on one machine (two homes) each keep their own.
    static func cookieName(port: Int) -> String { "vitrine_token_\(port)" }

    /// The path and query with every `token` parameter removed.
    static func withoutToken(path requested: String, query: String?) -> String {
        let kept = (query ?? "").split(separator: "&").filter { item in
            item.split(separator: "=", maxSplits: 1).first.map { $0 != "token" } ?? false
        }
        // A path such as `//evil.example` would be a redirect to another site.
        let path = requested.hasPrefix("/") && !requested.hasPrefix("//") && !requested.hasPrefix("/\\") ? requested : "/"
        return kept.isEmpty ? path : path + "?" + kept.joined(separator: "&")
    }

    /// `Host` values this server answers: loopback names and the bound address, on its port.
    func allows(host authority: String) -> Bool {
        guard let port = port() else { return false }
        var names = ["127.0.0.1", "localhost", "[::1]"] + configuration.allowedHosts
        if !configuration.isLoopback { names.append(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host) }
        return names.contains { authority.lowercased() == "\($0.lowercased()):\(port)" }
    }

    /// Compares secrets without stopping at the first difference.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
