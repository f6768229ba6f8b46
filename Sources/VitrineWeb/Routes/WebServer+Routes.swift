import Foundation
import Hummingbird
import VitrineHost
import WidgetArchive

extension WebServer {
    func makeResponder() -> some HTTPResponder<BasicRequestContext> {
        let table = makeRouteTable()
        return SecuredResponder(
            inner: table.router.buildResponder(),
            security: WebSecurityMiddleware(configuration: configuration, csrfToken: csrfToken, port: { [weak self] in self?.port }))
    }

    func makeRouteTable() -> RouteTable {
        let router = RouteTable()
        addPageRoutes(to: router)
        addStateRoutes(to: router)
        addWidgetRoutes(to: router)
        addGalleryRoutes(to: router)
        addConfigurationRoutes(to: router)
        addEventRoutes(to: router)
        return router
    }

    /// Every route this server answers, as registered (the security checks apply to all of
    /// them, and to paths no route matches).
    public var routes: [WebRoute] { makeRouteTable().routes }

    /// Runs a handler, turning refusals into their status and host errors into 4xx answers.
    func answer(_ work: () async throws -> Response) async -> Response {
        do {
            return try await work()
        } catch let error as WebError {
            return error.response
        } catch let error as FamilyError {
            return WebError(.badRequest, error.description).response
        } catch let error as HostError {
            switch error {
            case .unknownInstance, .unknownApp: return WebError(.notFound, error.description).response
            default: return WebError(.badRequest, error.description).response
            }
        } catch {
            return WebError(.badRequest, "\(error)").response
        }
    }

    func body<T: Decodable>(_ type: T.Type, _ request: Request) async throws -> T {
        try await WebJSON.decode(type, from: request, limit: configuration.maximumBodyBytes)
    }

    // MARK: Page

    func addPageRoutes(to router: RouteTable) {
        let csrf = csrfToken
        router.get("/") { _, _ in
            Self.asset(HomeAssets.page(csrfToken: csrf), type: "text/html; charset=utf-8", cache: "no-store")
        }
        // Browsers ask for it unprompted; no icon is better than a 404 in the console.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/assets/home.js") { _, _ in Self.asset(HomeAssets.script, type: "text/javascript; charset=utf-8", cache: "no-cache") }
        router.get("/assets/editor.js") { _, _ in Self.asset(HomeAssets.editorScript, type: "text/javascript; charset=utf-8", cache: "no-cache") }
        router.get("/assets/home.css") { _, _ in
            Self.asset(HomeAssets.style + "\n" + HomeAssets.editorStyle, type: "text/css; charset=utf-8", cache: "no-cache")
        }
    }

    static func asset(_ text: String, type: String, cache: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: cache], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    // MARK: Host state

    struct VisibilityReport: Decodable { var client: Int; var page: Int; var visible: Bool }
    struct AppearanceChange: Decodable { var scheme: String }
    struct LockChange: Decodable { var locked: Bool }
    struct ClockChange: Decodable { var advance: Double }

    func addStateRoutes(to router: RouteTable) {
        router.get("/api/state") { [daemon] _, _ in
            WebJSON.response(await daemon.homeState())
        }
        router.post("/api/visibility") { [self] request, _ in
            await answer {
                let report = try await body(VisibilityReport.self, request)
                guard Validate.pages.contains(report.page) else { throw WebError(.badRequest, "page must be in \(Validate.pages)") }
                guard await hub.report(client: report.client, page: report.page, visible: report.visible) else {
                    throw WebError(.notFound, "no event stream \(report.client) is connected")
                }
                return WebJSON.response(["visiblePages": await daemon.homeState().visiblePages])
            }
        }
        router.post("/api/appearance") { [self] request, _ in
            await answer {
                let change = try await body(AppearanceChange.self, request)
                guard let scheme = ArchiveEnvironment.ColorScheme(rawValue: change.scheme) else {
                    throw WebError(.badRequest, "scheme must be light or dark")
                }
                await daemon.setColorScheme(scheme)
                return WebJSON.response(await daemon.homeState())
            }
        }
        router.post("/api/lock") { [self] request, _ in
            await answer {
                let change = try await body(LockChange.self, request)
                await daemon.setLocked(change.locked)
                return WebJSON.response(await daemon.homeState())
            }
        }
        router.post("/api/clock") { [self] request, _ in
            await answer {
                let change = try await body(ClockChange.self, request)
                do {
                    try await daemon.advanceClock(by: change.advance)
                } catch let error as HostError {
                    throw WebError(.conflict, error.description)
                }
                return WebJSON.response(await daemon.homeState())
            }
        }
    }
}
