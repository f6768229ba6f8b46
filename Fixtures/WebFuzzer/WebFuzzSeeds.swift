import ExtensionProtocol
import WireTransport
import Foundation
import HostProtocol

/// Valid requests for every route, as the page's script sends them, so the fuzzer starts from
/// real structure. Written when WEB_FUZZER_SEEDS names a folder.
enum WebFuzzSeeds {
    static let app = "com.vitrine.examples.game"
    /// The host's simulated clock starts at this second (ms since 1970), for `?at=`.
    static let hostMilliseconds = Int64((816_000_000 + Date.timeIntervalBetween1970AndReferenceDate) * 1000)

    static func get(_ target: String, _ extra: [String] = []) -> String {
        (["GET \(target) HTTP/1.1", "Host: 127.0.0.1:@PORT"] + extra).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// A change as the page sends it: Origin, CSRF token, JSON body.
    static func change(_ method: String, _ target: String, json: String? = nil) -> String {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:@PORT", "Origin: http://127.0.0.1:@PORT", "X-Vitrine-CSRF: @CSRF"]
        if let json { lines += ["Content-Type: application/json", "Content-Length: \(json.utf8.count)"] } else { lines.append("Content-Length: 0") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + (json ?? "")
    }

    static var all: [String: String] {
        [
            "page": get("/", ["Accept: text/html", "User-Agent: Mozilla/5.0"]),
            "script": get("/assets/home.js"),
            "style": get("/assets/home.css"),
            "favicon": get("/favicon.ico"),
            "state": get("/api/state"),
            "gallery": get("/api/gallery"),
            "snapshot": get("/api/gallery/snapshot?extension=\(app).GameWidgets&kind=com.mygame.character-detail&family=systemSmall&scale=2"),
            "image": get("/api/widgets/@WIDGET/image?v=3&scale=2"),
            "image-tick": get("/api/widgets/@WIDGET/image?at=\(hostMilliseconds)&v=1&scale=1.5"),
            "image-etag": get("/api/widgets/@WIDGET/image?v=1", ["If-None-Match: \"abc\", \"def\""]),
            "entry-image": get("/api/widgets/@WIDGET/entries/0/image?scale=3"),
            "inspect": get("/api/widgets/@WIDGET/inspect"),
            "events": get("/api/events", ["Accept: text/event-stream"]),
            "head": "HEAD /api/state HTTP/1.1\r\nHost: localhost:@PORT\r\n\r\n",
            "visibility": change("POST", "/api/visibility", json: #"{"client":@CLIENT,"page":0,"visible":true}"#),
            "appearance": change("POST", "/api/appearance", json: #"{"scheme":"dark"}"#),
            "lock": change("POST", "/api/lock", json: #"{"locked":true}"#),
            "clock": change("POST", "/api/clock", json: #"{"advance":3600}"#),
            "add": change("POST", "/api/widgets", json: #"{"appID":"\#(app)","kind":"com.mygame.leaderboard","family":"systemMedium","page":1}"#),
            "remove": change("DELETE", "/api/widgets/@WIDGET"),
            "move": change("POST", "/api/widgets/@WIDGET/move", json: #"{"page":2,"position":0}"#),
            "reload": change("POST", "/api/widgets/@WIDGET/reload"),
            "tap": change("POST", "/api/widgets/@WIDGET/tap", json: #"{"x":20.5,"y":30}"#),
            "chunked": "POST /api/appearance HTTP/1.1\r\nHost: 127.0.0.1:@PORT\r\nOrigin: http://127.0.0.1:@PORT\r\nX-Vitrine-CSRF: @CSRF\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n9\r\n{\"scheme\"\r\n9\r\n:\"light\"}\r\n0\r\n\r\n",
            "pipelined": get("/api/state") + change("POST", "/api/lock", json: #"{"locked":false}"#) + get("/api/widgets/@WIDGET/inspect"),
            "foreign-host": get("/api/state").replacingOccurrences(of: "127.0.0.1:@PORT", with: "evil.example:@PORT"),
            "cross-site": change("POST", "/api/lock", json: #"{"locked":false}"#).replacingOccurrences(of: "Origin: http://127.0.0.1:@PORT", with: "Origin: http://evil.example"),
            "token-query": "~" + get("/?token=@TOKEN"),
            "token-bearer": "~" + get("/api/state", ["Authorization: Bearer @TOKEN"]),
            "token-cookie": "~" + get("/api/gallery", ["Cookie: theme=dark; vitrine_token_@PORT=@TOKEN"]),
            "token-change": "~" + change("POST", "/api/appearance", json: #"{"scheme":"light"}"#).replacingOccurrences(of: "Content-Length", with: "Authorization: Bearer @TOKEN\r\nContent-Length"),
        ]
    }

    /// Control sessions for WEB_FUZZER_TARGET=control: the CLI's host commands, and an app's
    /// WidgetCenter calls (this process is installed as the app `WebFuzzHost.fuzzAppID`).
    static var control: [String: Data] {
        func frames(_ messages: [ControlMessage]) -> Data {
            messages.enumerated().reduce(into: Data()) { data, item in
                data += (try? FrameCodec.encode(ControlRequest(id: item.offset + 1, item.element))) ?? Data()
            }
        }
        let cli = ControlMessage.hello(role: .cli, appID: nil, protocolVersion: ControlProtocol.version)
        let app = ControlMessage.hello(role: .app, appID: WebFuzzHost.fuzzAppID, protocolVersion: ControlProtocol.version)
        func command(_ command: HostCommand) -> ControlMessage { .host(command) }
        return [
            "status": frames([cli, command(.status), command(.sync)]),
            "reload": frames([cli, command(.reload(instances: [1, 2, -3])), command(.system(.visiblePages([0, 1])))]),
            "settings": frames([cli, command(.system(.appearance(dark: true))), command(.system(.locale("ru_RU"))), command(.system(.location)),
                                command(.system(.accessibility)), command(.system(.lock(true))), command(.system(.lock(false))),
                                command(.system(.visiblePages(nil)))]),
            "tap": frames([cli, command(.tap(instance: 1, x: 20, y: 30.5)), command(.links(instance: 1))]),
            // A host command this host does not know: answered unsupportedRequest, the connection stays.
            "unknown": frames([cli]) + (try! FrameCodec.encode(RawRequest(id: 2, message: ["host": ["_0": ["nonsense": ["a": "b"]]]]))),
            "app": frames([app, .reloadTimelines(kind: "com.mygame.game-status"), .reloadAllTimelines, .currentConfigurations,
                           .invalidateConfigurationRecommendations, .invalidateRelevance(kind: "k"),
                           .appState(foreground: true, audioSession: true, navigationSession: false), .registerURLHandler]),
            "not-an-app": frames([.hello(role: .app, appID: "com.vitrine.examples.game", protocolVersion: ControlProtocol.version)]),
            "extension": frames([.hello(role: .widgetExtension, appID: nil, protocolVersion: ControlProtocol.version), .reloadAllTimelines]),
            "no-hello": frames([command(.status)]),
        ]
    }

    /// A request whose message is written by hand (an unknown command cannot be made typed).
    struct RawRequest: Encodable {
        var id: Int
        var message: [String: [String: [String: [String: String]]]]
    }

    static func writeControl(to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, data) in control {
            _ = FileManager.default.createFile(atPath: directory + "/seed-" + name, contents: data)
        }
    }

    static func write(to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in all {
            _ = FileManager.default.createFile(atPath: directory + "/seed-" + name, contents: Data(text.utf8))
        }
    }
}
