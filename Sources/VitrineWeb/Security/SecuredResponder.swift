import Hummingbird

/// The router with the security checks around everything it answers, including requests no
/// route matches (Hummingbird runs router middleware only for matched routes): a foreign
/// `Host` gets 421 even for a path that does not exist, and every answer carries the headers.
struct SecuredResponder<Inner: HTTPResponder>: HTTPResponder where Inner.Context == BasicRequestContext {
    let inner: Inner
    let security: WebSecurityMiddleware<BasicRequestContext>

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        try await security.handle(request, context: context) { request, context in
            do {
                return try await inner.respond(to: request, context: context)
            } catch let error as HTTPError {
                throw WebError(error.status, error.body ?? (error.status == .notFound ? "no such page or API" : "\(error.status)"))
            }
        }
    }
}
