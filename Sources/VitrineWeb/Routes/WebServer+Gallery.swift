import Foundation
import Hummingbird
import VitrineHost

extension WebServer {
    func addGalleryRoutes(to router: RouteTable) {
        router.get("/api/gallery") { [daemon] _, _ in
            do {
                return WebJSON.response(try await daemon.gallery())
            } catch {
                return WebError(.internalServerError, "the store could not be read: \(error)").response
            }
        }
        // A live preview per kind and family: the extension's snapshot with isPreview true,
        // cached and shared by the host (an extension is not asked again for ten minutes).
        router.get("/api/gallery/snapshot") { [self] request, _ in
            await answer {
                let query = request.uri.queryParameters
                let ext = try Validate.identifier(String(query["extension"] ?? ""), "extension")
                let kind = try Validate.identifier(String(query["kind"] ?? ""), "kind")
                let family = try Validate.family(String(query["family"] ?? ""))
                do {
                    let image = try await daemon.gallerySnapshot(extensionID: ext, kind: kind, family: family, scale: try Validate.scale(request))
                    return Self.png(image, request, immutable: false)
                } catch let error as HostError {
                    throw WebError(.notFound, error.description)
                } catch {
                    throw WebError(.badGateway, "the extension could not give a snapshot: \(error)")
                }
            }
        }
    }
}
