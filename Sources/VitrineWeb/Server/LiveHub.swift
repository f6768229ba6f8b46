import Foundation
import VitrineHost

/// The pages connected to `/api/events`: each gets every change as a Server-Sent Event, and
/// reports which page of widgets it shows and whether its tab is visible. The union of
/// visible pages over connected pages is what the host's budget treats as on screen.
actor LiveHub {
    struct Client {
        var continuation: AsyncStream<String>.Continuation
        /// The widget page this browser shows; nil until it reports.
        var page: Int?
        var visible: Bool = true
    }

    let daemon: HostDaemon
    private var clients: [Int: Client] = [:]
    private var nextID = 1
    /// What the host believed before the first page connected; restored after the last leaves
    /// (other displays, such as a kiosk reading images/current, may still show every page).
    private var pagesBeforePages: Set<Int>??
    private var reported: Set<Int>??

    init(daemon: HostDaemon) { self.daemon = daemon }

    var count: Int { clients.count }

    func connect() -> (id: Int, events: AsyncStream<String>) {
        let id = nextID
        nextID += 1
        // A slow page must not hold up the others: it keeps only its newest 256 events
        // (and resynchronizes from /api/state when it sees a gap in `seq`).
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
        clients[id] = Client(continuation: continuation)
        continuation.yield(Self.event("hello", #"{"client":\#(id)}"#))
        return (id, stream)
    }

    func disconnect(_ id: Int) async {
        guard let client = clients.removeValue(forKey: id) else { return }
        client.continuation.finish()
        await updateVisibility()
    }

    /// A page's report; false when the client id is not connected.
    func report(client id: Int, page: Int, visible: Bool) async -> Bool {
        guard clients[id] != nil else { return false }
        clients[id]?.page = page
        clients[id]?.visible = visible
        await updateVisibility()
        return true
    }

    private func updateVisibility() async {
        let reporting = clients.values.filter { $0.page != nil }
        let pages: Set<Int>?
        if reporting.isEmpty {
            guard let before = pagesBeforePages else { return }  // no page has reported yet
            pages = before
            pagesBeforePages = nil
        } else {
            if pagesBeforePages == nil { pagesBeforePages = .some(await daemon.homeState().visiblePages.map(Set.init)) }
            pages = Set(reporting.filter(\.visible).compactMap(\.page))
        }
        guard reported != .some(pages) else { return }
        reported = .some(pages)
        await daemon.setVisiblePages(pages)
    }

    private var sequence = 0

    /// Turns a host change into an event for every page.
    func publish(_ change: HostChange) async {
        switch change {
        case .widgets(let widgets):
            broadcast(widgets.compactMap { widget in WebJSON.string(widget).map { ("widget", $0) } })
        case .shown(let id, let entry, _):
            // Entries come as `.widgets`; this is the snapshot shown before the first timeline.
            guard entry < 0, let widget = await daemon.homeWidget(id: id), let json = WebJSON.string(widget) else { return }
            broadcast("widget", json)
        case .instancesChanged:
            broadcast("layout", "{}")
        case .settingsChanged:
            broadcast("settings", "{}")
        case .flight(let event):
            let payload = FlightPayload(instance: event.instance.rawValue, kind: event.kind.rawValue, text: event.text)
            if let json = WebJSON.string(payload) { broadcast("flight", json) }
        }
    }

    func broadcast(_ name: String, _ json: String) { broadcast([(name, json)]) }

    /// Several events in one write per page: fifty widgets changing at once cost each page one
    /// network write, not fifty.
    func broadcast(_ events: [(name: String, json: String)]) {
        guard !events.isEmpty else { return }
        var text = ""
        for event in events {
            sequence += 1
            text += Self.event(event.name, event.json, id: sequence)
        }
        for client in clients.values { client.continuation.yield(text) }
    }

    /// A comment line every so often keeps proxies and idle timeouts from closing the stream.
    func heartbeat() {
        for client in clients.values { client.continuation.yield(": keep-alive\n\n") }
    }

    func closeAll() {
        for client in clients.values { client.continuation.finish() }
        clients.removeAll()
    }

    static func event(_ name: String, _ json: String, id: Int? = nil) -> String {
        (id.map { "id: \($0)\n" } ?? "") + "event: \(name)\ndata: \(json)\n\n"
    }

    struct FlightPayload: Encodable {
        var instance: Int64
        var kind: String
        var text: String
    }
}
