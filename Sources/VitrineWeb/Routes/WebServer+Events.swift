import Foundation
import HTTPTypes
import Hummingbird

extension WebServer {
    /// `/api/events`: Server-Sent Events. The first event (`hello`) names the client id the page
    /// reports visibility with; then `widget` (a widget shows a new image), `layout` (widgets
    /// added, removed, moved), `settings` (appearance, lock, clock, visibility) and `flight`.
    func addEventRoutes(to router: RouteTable) {
        router.get("/api/events") { [hub] _, _ in
            let (id, events) = await hub.connect()
            let body = ResponseBody { writer in
                do {
                    for await text in events { try await writer.write(ByteBuffer(string: text)) }
                    try await writer.finish(nil)
                } catch {
                    // The page went away: fall through to forget it.
                }
                await hub.disconnect(id)
            }
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/event-stream", .cacheControl: "no-store",
                    HTTPField.Name("X-Accel-Buffering")!: "no",
                ], body: body)
        }
    }
}
