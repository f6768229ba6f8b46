import Hummingbird

/// One route the server answers: its method and path pattern (`:id` for a parameter).
public struct WebRoute: Sendable, Hashable, CustomStringConvertible {
    /// `GET`, `POST`, `PUT` or `DELETE`.
    public var method: String
    /// The pattern as registered, such as `/api/widgets/:id/image`.
    public var path: String

    /// A route with this method and path pattern.
    public init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    /// `GET /api/state`.
    public var description: String { "\(method) \(path)" }
}

/// The router, remembering what is registered on it: Hummingbird's router cannot list its
/// routes, and the tests check every route (not a hand-kept list) for the access token.
final class RouteTable {
    let router = Router(context: BasicRequestContext.self)
    private(set) var routes: [WebRoute] = []

    typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Response

    func get(_ path: String, use handler: @escaping Handler) { add(.get, path, handler) }
    func post(_ path: String, use handler: @escaping Handler) { add(.post, path, handler) }
    func put(_ path: String, use handler: @escaping Handler) { add(.put, path, handler) }
    func delete(_ path: String, use handler: @escaping Handler) { add(.delete, path, handler) }

    private func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
        routes.append(WebRoute(method: method.rawValue, path: path))
        router.on(RouterPath(stringLiteral: path), method: method, use: handler)
    }
}
