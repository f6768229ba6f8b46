import ExtensionProtocol
import Foundation
import Hummingbird
import VitrineHost

extension WebServer {
    /// `configuration`: values to start with instead of the widget's defaults (checked as an edit is).
    struct AddWidget: Decodable {
        var appID: String
        var kind: String
        var family: String
        var page: Int
        var configuration: ConfigurationValues?
    }
    struct MoveWidget: Decodable { var page: Int; var position: Int }
    struct Tap: Decodable { var x: Double; var y: Double }

    func addWidgetRoutes(to router: RouteTable) {
        router.get("/api/widgets/:id/image") { [self] request, context in
            await answer {
                let id = try Validate.instance(context)
                let scale = try Validate.scale(request)
                let at = try await tickDate(request)
                let key = "\(id)|\(request.uri.queryParameters["v"] ?? "")|\(scale ?? 0)|\(at.map { "\(Int($0.timeIntervalSince1970))" } ?? "")"
                if at != nil, let cached = images.image(key) { return Self.png(cached, request, immutable: true) }
                guard await daemon.homeWidget(id: id) != nil else { throw WebError(.notFound, "no widget #\(id)") }
                guard let image = await daemon.currentImage(of: id, scale: scale, at: at) else {
                    throw WebError(.notFound, "widget #\(id) has no image yet")
                }
                if at != nil { images.insert(image, for: key) }
                return Self.png(image, request, immutable: request.uri.queryParameters["v"] != nil)
            }
        }
        router.get("/api/widgets/:id/entries/:index/image") { [self] request, context in
            await answer {
                let id = try Validate.instance(context)
                guard let index = context.parameters.get("index").flatMap(Int.init), (0..<4096).contains(index) else {
                    throw WebError(.badRequest, "the entry index must be 0–4095")
                }
                guard let image = await daemon.entryImage(of: id, entry: index, scale: try Validate.scale(request)) else {
                    throw WebError(.notFound, "widget #\(id) has no entry \(index)")
                }
                return Self.png(image, request, immutable: false)
            }
        }
        router.get("/api/widgets/:id/inspect") { [self] _, context in
            await answer { WebJSON.response(try await daemon.inspect(try Validate.instance(context))) }
        }
        router.post("/api/widgets") { [self] request, _ in
            await configurationAnswer {
                let add = try await body(AddWidget.self, request)
                let family = try await daemon.offeredFamily(try Validate.family(add.family)).rawValue
                guard Validate.pages.contains(add.page) else { throw WebError(.badRequest, "page must be in \(Validate.pages)") }
                let kinds = try await daemon.gallery()
                guard let kind = kinds.first(where: { $0.appID == add.appID && $0.kind == add.kind }) else {
                    throw WebError(
                        .notFound, "no installed widget kind \(try Validate.identifier(add.kind, "kind")) in app \(try Validate.identifier(add.appID, "appID"))"
                    )
                }
                guard kind.families.contains(family) else {
                    throw WebError(.badRequest, "\(kind.kind) does not support \(family); it supports \(kind.families.joined(separator: ", "))")
                }
                // A configurable widget starts with its app's default configuration (docs/WEB.md).
                let instance = try await daemon.addWidget(
                    appID: add.appID, kind: add.kind, family: family, page: add.page, waitForTimeline: false, configuration: add.configuration)
                return WebJSON.response(await daemon.homeWidget(id: instance.id), status: .created)
            }
        }
        router.delete("/api/widgets/:id") { [self] _, context in
            await answer {
                try await daemon.removeWidget(id: try Validate.instance(context))
                return Response(status: .noContent)
            }
        }
        router.post("/api/widgets/:id/move") { [self] request, context in
            await answer {
                let id = try Validate.instance(context)
                let move = try await body(MoveWidget.self, request)
                guard Validate.pages.contains(move.page), Validate.positions.contains(move.position) else {
                    throw WebError(.badRequest, "page must be in \(Validate.pages) and position in \(Validate.positions)")
                }
                _ = try await daemon.moveWidget(id: id, page: move.page, position: move.position)
                return WebJSON.response(await daemon.homeWidget(id: id))
            }
        }
        router.post("/api/widgets/:id/reload") { [self] _, context in
            await answer {
                let decision = try await daemon.reloadThroughBudget(try Validate.instance(context))
                return WebJSON.response(["decision": decision.description])
            }
        }
        router.post("/api/widgets/:id/tap") { [self] request, context in
            await answer {
                let id = try Validate.instance(context)
                let tap = try await body(Tap.self, request)
                guard tap.x.isFinite, tap.y.isFinite else { throw WebError(.badRequest, "x and y must be numbers") }
                guard let widget = await daemon.homeWidget(id: id) else { throw WebError(.notFound, "no widget #\(id)") }
                guard (0...widget.width).contains(tap.x), (0...widget.height).contains(tap.y) else {
                    throw WebError(.badRequest, "the point (\(tap.x), \(tap.y)) is outside the \(widget.width)×\(widget.height) pt widget")
                }
                return WebJSON.response(try await daemon.tap(instance: id, x: tap.x, y: tap.y))
            }
        }
    }

    /// `at` (milliseconds since 1970, host time) asks for a ticking entry drawn at that second.
    /// A time more than two minutes from the host's (a page that has not yet heard that the
    /// simulated clock jumped) is drawn at the host's current second instead.
    func tickDate(_ request: Request) async throws -> Date? {
        guard let raw = request.uri.queryParameters["at"] else { return nil }
        guard let ms = Double(String(raw)), ms.isFinite else { throw WebError(.badRequest, "at must be milliseconds since 1970") }
        let date = Date(timeIntervalSince1970: (ms / 1000).rounded(.down))
        let now = await daemon.now
        guard abs(date.timeIntervalSince(now)) <= 120 else { return Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)) }
        return date
    }

    static func png(_ image: WebImage, _ request: Request, immutable: Bool) -> Response {
        let tag = "\"\(image.etag)\""
        var headers: HTTPFields = [.eTag: tag, .cacheControl: immutable ? "private, max-age=31536000, immutable" : "no-cache"]
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "image/png"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: image.png)))
    }
}
