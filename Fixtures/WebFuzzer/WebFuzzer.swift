// libFuzzer harness for the web home screen's HTTP handling (docs/FUZZING.md). Built only by
// `scripts/fuzz.sh web` (Package.swift adds this target when VITRINE_FUZZ=1), with every Swift
// module compiled with `-sanitize=fuzzer`, in its own scratch path.
//
// The fuzz input is raw HTTP/1.1 bytes, one or more pipelined requests. They go through what a
// connection to `vitrine serve --web` goes through, minus the socket: NIO's HTTP/1 decoder and
// the HTTP/1 → HTTPTypes conversion in the pipeline Hummingbird sets up, then the responder
// `WebServer` builds for itself (security checks around the router and every route handler),
// over a real host: a temporary home with the example app installed and one widget placed.
//
// What a page would know is written as placeholders and filled in before parsing: `@PORT`
// (the server's port), `@CSRF` (the page's CSRF token), `@TOKEN` (the access token),
// `@WIDGET` (a placed widget's id; one is placed again if the inputs removed them all) and
// `@CLIENT` (the client id of an event stream the harness keeps open, for visibility reports).
// An input that starts with `~` goes to a second server that requires the access token, as
// `vitrine serve --web-host <non-loopback>` does; others go to the default loopback server.
//
// With WEB_FUZZER_TARGET=control the same host is fuzzed through its control socket instead:
// the input is the byte stream a client writes, answered by `ControlServer` and the daemon's
// real handler. The fuzzer's own executable is installed as a second app (with a link to the
// example extension), so `hello` as an app is accepted and app requests reach the host.
//
// Besides crashes and hangs, the harness traps when an answer breaks what the server promises:
// a response without the security headers, a foreign Host not refused with 421, a change
// (POST/DELETE…) accepted without the page's Origin and CSRF token, a request accepted by the
// token server without the token, a 500, a JSON answer that is not JSON, or the host no
// longer answering `/api/state`.

import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import ExtensionProtocol
import WireTransport
import HostProtocol
import VitrineHost
import VitrineStore
@testable import VitrineWeb

/// A host over a temporary home, and the two servers the inputs are sent to.
final class WebFuzzHost: Sendable {
    static let appID = "com.vitrine.examples.game"
    static let accessToken = "fuzz-access-token-0123456789"
    static let fuzzAppID = "com.vitrine.fuzzer"
    let controlSocket: String

    let directory: URL
    let daemon: HostDaemon
    let plain: WebServer
    let guarded: WebServer
    let plainResponder: any HTTPResponder<BasicRequestContext>
    let guardedResponder: any HTTPResponder<BasicRequestContext>
    /// The client id of the event stream kept open for the whole run.
    let pageClient: Int

    /// `products`: the folder with the example's `GameApp` and `GameWidgets` executables.
    init(products: URL) async throws {
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-webfuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let manifest = directory.appendingPathComponent("app.json")
        let object: [String: Any] = [
            "id": Self.appID, "name": "Game", "executable": products.appendingPathComponent("GameApp").path, "urlSchemes": ["mygame"],
            "appGroups": ["group.com.vitrine.examples.game"],
            "extensions": [["executable": products.appendingPathComponent("GameWidgets").path]],
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        let location = StoreLocation(directory: directory)
        var configuration = HostConfiguration(location: location)
        configuration.controlSocketPath = directory.appendingPathComponent("control.sock").path
        controlSocket = configuration.controlSocketPath!
        // As `vitrine serve --simulated-clock`, so the page's clock control is reachable too.
        daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: location),
                            clock: AdjustableClock(start: Date(timeIntervalSinceReferenceDate: 816_000_000)))
        try await daemon.start()
        try await daemon.openControlSocket(at: configuration.controlSocketPath!)
        _ = try await daemon.installApp(manifest: try AppManifest.load(from: manifest), manifestPath: manifest.path)
        // This process as an app, so its control connections are an app's (see WEB_FUZZER_TARGET).
        // A copy, not a link: an extension executable belongs to one extension (links are resolved),
        // and in a folder of its own, outside the host's home (its bundle directory is readable to it).
        let bundle = directory.appendingPathComponent("fuzz-extension", isDirectory: true)
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let widgets = bundle.appendingPathComponent("FuzzWidgets")
        try FileManager.default.copyItem(at: products.appendingPathComponent("GameWidgets"), to: widgets)
        let selfManifest = directory.appendingPathComponent("fuzz-app.json")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        try JSONSerialization.data(withJSONObject: [
            "id": Self.fuzzAppID, "name": "Fuzzer", "executable": executable, "extensions": [["executable": widgets.path]],
        ] as [String: Any]).write(to: selfManifest)
        _ = try await daemon.installApp(manifest: try AppManifest.load(from: selfManifest), manifestPath: selfManifest.path)
        liveWidget = try await daemon.addWidget(appID: Self.appID, kind: "com.mygame.game-status", family: "systemMedium", page: 0).id
        let daemon = daemon
        Task { await daemon.run() }
        // The two modes: `--web-no-token` (loopback, no token) and a token every request must carry.
        plain = try WebServer(configuration: WebConfiguration(port: 0, requiresToken: false), daemon: daemon)
        guarded = try WebServer(configuration: WebConfiguration(port: 0, accessToken: Self.accessToken), daemon: daemon)
        try await plain.start()
        try await guarded.start()
        // The responder `start()` serves with, built again the same way for in-process calls.
        plainResponder = plain.makeResponder()
        guardedResponder = guarded.makeResponder()
        pageClient = try await Self.openPage(plainResponder, port: plain.port ?? 0)
    }

    /// A page that stays: its event stream is read for the whole run, so visibility reports
    /// name a connected client. Returns the client id from the stream's `hello` event.
    static func openPage(_ responder: any HTTPResponder<BasicRequestContext>, port: Int) async throws -> Int {
        guard let request = decode(Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)).first else {
            fatalError("web fuzzer: the event stream request does not parse")
        }
        let response = try await responder.respond(to: Request(head: request.head, body: RequestBody(buffer: request.body)), context: context())
        let first = Box<String?>(nil)
        let (hello, helloContinuation) = AsyncStream<String>.makeStream()
        Task {
            try? await response.body.write(ForwardingWriter { text in
                if first.value == nil { first.value = text; helloContinuation.yield(text); helloContinuation.finish() }
            })
        }
        for await text in hello {
            if let match = text.firstMatch(of: /"client":([0-9]+)/), let id = Int(match.1) { return id }
        }
        fatalError("web fuzzer: the event stream sent no hello")
    }

    /// One channel for every request context (an embedded channel that is never closed would
    /// leak its pipeline).
    nonisolated(unsafe) static let contextChannel = EmbeddedChannel()

    static func context() -> BasicRequestContext {
        BasicRequestContext(source: ApplicationRequestContextSource(channel: contextChannel, logger: Logger(label: "fuzz")))
    }
}

/// Hands each chunk of a response body to `received`, forever.
struct ForwardingWriter: ResponseBodyWriter {
    let received: @Sendable (String) -> Void
    mutating func write(_ buffer: ByteBuffer) async throws { received(String(buffer: buffer)) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// What one request looked like on the wire, for the oracles.
struct SentRequest {
    var head: HTTPRequest
    var body: ByteBuffer
}

enum WebFuzzFailure {
    static func trap(_ message: String, _ request: SentRequest, _ response: HTTPResponse) -> Never {
        fatalError("web fuzzer: \(message)\nrequest: \(request.head.method) \(request.head.path ?? "") authority \(request.head.authority ?? "-") "
            + "fields \(request.head.headerFields)\nresponse: \(response.status) \(response.headerFields)")
    }
}

/// Collects a response body; an event stream is cut after its first event (the page going away).
struct CollectingWriter: ResponseBodyWriter {
    struct Stop: Error {}
    let box: Box<ByteBuffer>
    let stream: Bool

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        box.value.writeBuffer(&buffer)
        if stream { throw Stop() }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// Runs async work from libFuzzer's synchronous callback.
func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = Box<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}

extension WebFuzzHost {
    /// Splits `bytes` into requests with NIO's HTTP/1 decoder and the HTTPTypes conversion, as
    /// Hummingbird's HTTP/1 channel does. Stops at the first parse error (the server answers
    /// 400 and closes the connection there).
    static func decode(_ bytes: [UInt8]) -> [SentRequest] {
        let channel = EmbeddedChannel()
        defer { _ = try? channel.finish() }
        do {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: NIOHTTPDecoderLimitConfiguration())
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
        } catch {
            fatalError("web fuzzer: cannot set up the HTTP pipeline: \(error)")
        }
        var requests: [SentRequest] = []
        var current: SentRequest?
        do {
            try channel.writeInbound(channel.allocator.buffer(bytes: bytes))
        } catch {
            // What was decoded before the error still reached the server.
        }
        while let part = try? channel.readInbound(as: HTTPRequestPart.self) {
            switch part {
            case .head(let head):
                current = SentRequest(head: head, body: ByteBuffer())
            case .body(var chunk):
                current?.body.writeBuffer(&chunk)
            case .end:
                if let request = current { requests.append(request) }
                current = nil
            }
            if requests.count == 8 { break }
        }
        return requests
    }

    func answer(_ sent: SentRequest, guardedServer: Bool) async -> (HTTPResponse, ByteBuffer) {
        let responder = guardedServer ? guardedResponder : plainResponder
        let context = Self.context()
        let request = Request(head: sent.head, body: RequestBody(buffer: sent.body))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            // Hummingbird turns a thrown error into a 500; our responder never throws.
            fatalError("web fuzzer: the responder threw \(error) for \(sent.head.method) \(sent.head.path ?? "")")
        }
        let head = HTTPResponse(status: response.status, headerFields: response.headers)
        let body = Box(ByteBuffer())
        let stream = response.headers[.contentType] == "text/event-stream"
        try? await response.body.write(CollectingWriter(box: body, stream: stream))
        return (head, body.value)
    }

    /// The promises every answer must keep.
    func check(_ sent: SentRequest, _ response: HTTPResponse, _ body: ByteBuffer, guardedServer: Bool) {
        let server = guardedServer ? guarded : plain
        guard let port = server.port else { fatalError("web fuzzer: the server is not bound") }
        let fields = response.headerFields
        if fields[.contentSecurityPolicy] == nil || fields[.xContentTypeOptions] != "nosniff" || fields[HTTPField.Name("X-Frame-Options")!] != "DENY" {
            WebFuzzFailure.trap("an answer without the security headers", sent, response)
        }
        if response.status.code == 500 {
            WebFuzzFailure.trap("a 500: bad input must get a 4xx naming the problem", sent, response)
        }
        let authority = sent.head.authority?.lowercased() ?? ""
        let ownHost = ["127.0.0.1", "localhost", "[::1]"].contains { authority == "\($0):\(port)" }
        if !ownHost && response.status.code != 421 {
            WebFuzzFailure.trap("a foreign or missing Host was not refused with 421", sent, response)
        }
        let accepted = (200..<400).contains(response.status.code)
        if guardedServer, accepted {
            let query = sent.head.path.flatMap { URLComponents(string: $0) }?.queryItems ?? []
            let viaQuery = sent.head.method == .get && query.contains { $0.name == "token" && $0.value == Self.accessToken }
            let viaBearer = sent.head.headerFields[.authorization] == "Bearer \(Self.accessToken)"
            let viaCookie = sent.head.headerFields[values: .cookie].contains { $0.contains("vitrine_token_\(port)=\(Self.accessToken)") }
            if !(viaQuery || viaBearer || viaCookie) {
                WebFuzzFailure.trap("the token server accepted a request without the access token", sent, response)
            }
        }
        if accepted, ![.get, .head].contains(sent.head.method) {
            let originOK = sent.head.headerFields[.origin] == "http://\(sent.head.authority ?? "")"
            let csrfOK = sent.head.headerFields[HTTPField.Name("X-Vitrine-CSRF")!] == server.csrfToken
            if !(originOK && csrfOK) {
                WebFuzzFailure.trap("a change was accepted without the page's Origin and CSRF token", sent, response)
            }
        }
        if fields[.contentType]?.hasPrefix("application/json") == true, sent.head.method != .head {
            if (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView), options: [.fragmentsAllowed])) == nil {
                WebFuzzFailure.trap("a JSON answer that is not JSON", sent, response)
            }
        }
    }

    /// Keeps the host's state small: widgets the inputs added beyond a few are removed again,
    /// and one is placed again when the inputs removed them all.
    func trimWidgets() async {
        let ids = await daemon.knownInstances().map(\.id).sorted()
        guard let first = ids.first else {
            if let id = try? await daemon.addWidget(appID: Self.appID, kind: "com.mygame.game-status", family: "systemMedium", page: 0,
                                                    waitForTimeline: false).id {
                liveWidget = id
            }
            return
        }
        liveWidget = first
        for id in ids.dropFirst(5) { try? await daemon.removeWidget(id: id) }
    }

    /// The host still answers: `GET /api/state` through the same responder.
    func stillServing() async {
        guard let port = plain.port else { fatalError("web fuzzer: the server is not bound") }
        let bytes = Array("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        guard let request = Self.decode(bytes).first else { fatalError("web fuzzer: the state request does not parse") }
        let (response, body) = await answer(request, guardedServer: false)
        guard response.status == .ok,
              let state = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any], state["widgets"] is [Any] else {
            fatalError("web fuzzer: the host stopped serving /api/state (\(response.status))")
        }
    }
}

extension WebFuzzHost {
    /// Sends `stream` to the host's control socket, ends the writing half, and reads every
    /// answer until the host closes the connection.
    func exchangeControl(_ stream: [UInt8]) {
        var frames = FrameCodec.Reader()
        frames.append(Data(stream))
        var sent = 0
        while (try? frames.next()).flatMap({ $0 }) != nil { sent += 1 }
        guard let fd = try? SocketIO.connect(to: controlSocket) else { fatalError("web fuzzer: cannot connect to the host's control socket") }
        defer { close(fd) }
        try? SocketIO.writeAll(fd, Data(stream))
        shutdown(fd, Int32(SHUT_WR))
        var reader = FrameCodec.Reader()
        var answers = 0
        let deadline = Date().addingTimeInterval(30)
        while true {
            let chunk: Data?
            do { chunk = try SocketIO.read(fd, until: deadline) } catch { break }
            guard let chunk else { fatalError("web fuzzer: the host kept a control connection open 30 s after the client finished sending") }
            if chunk.isEmpty { break }
            reader.append(chunk)
            while let body = try? reader.next() {
                guard let frame = try? FrameCodec.decode(ControlServerFrame.self, from: body), frame.response != nil || frame.event != nil else {
                    fatalError("web fuzzer: the host sent a control frame a client cannot read: \(String(decoding: body, as: UTF8.self))")
                }
                if let response = frame.response { statuses[response.result.error == nil ? 0 : -1, default: 0] += 1 }
                answers += frame.response == nil ? 0 : 1
            }
        }
        if answers > sent + 1 { fatalError("web fuzzer: \(answers) control answers to \(sent) frames") }
    }
}

/// Fills in what a page would know, after HTTP parsing, so a body's Content-Length stays the
/// length the input declares.
func substitute(_ request: SentRequest, port: Int, csrf: String, client: Int) -> SentRequest {
    let values = [("@PORT", String(port)), ("@CSRF", csrf), ("@TOKEN", WebFuzzHost.accessToken),
                  ("@WIDGET", String(liveWidget)), ("@CLIENT", String(client))]
    func fill(_ text: String) -> String {
        guard text.contains("@") else { return text }
        return values.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
    var head = request.head
    head.authority = head.authority.map(fill)
    head.path = head.path.map(fill)
    var fields = HTTPFields()
    for field in head.headerFields { fields.append(HTTPField(name: field.name, value: fill(field.value))) }
    head.headerFields = fields
    var body = Array(request.body.readableBytesView)
    for (placeholder, value) in values { body = replace(Array(placeholder.utf8), with: Array(value.utf8), in: body) }
    return SentRequest(head: head, body: ByteBuffer(bytes: body))
}

func replace(_ needle: [UInt8], with replacement: [UInt8], in haystack: [UInt8]) -> [UInt8] {
    guard haystack.count >= needle.count else { return haystack }
    var result: [UInt8] = []
    result.reserveCapacity(haystack.count)
    var i = 0
    while i < haystack.count {
        if i + needle.count <= haystack.count, haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle {
            result += replacement
            i += needle.count
        } else {
            result.append(haystack[i])
            i += 1
        }
    }
    return result
}

nonisolated(unsafe) var fuzzHost: WebFuzzHost!
nonisolated(unsafe) var executions = 0
/// A placed widget's id, for `@WIDGET`; kept current after every input.
nonisolated(unsafe) var liveWidget: Int64 = 1
/// WEB_FUZZER_TARGET=control: inputs go to the host's control socket instead of HTTP.
let controlTarget = ProcessInfo.processInfo.environment["WEB_FUZZER_TARGET"] == "control"
/// Answers by status, and changes that were accepted, printed at exit to show what was reached.
nonisolated(unsafe) var statuses: [Int: Int] = [:]
nonisolated(unsafe) var acceptedChanges: [String: Int] = [:]

@_cdecl("LLVMFuzzerTestOneInput")
public func webFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    var input = Array(UnsafeBufferPointer(start: data, count: size))
    if controlTarget {
        let host = fuzzHost!
        executions += 1
        let check = executions % 100 == 0
        host.exchangeControl(input)
        blocking {
            await host.trimWidgets()
            if check { await host.stillServing() }
        }
        return 0
    }
    let guardedServer = input.first == UInt8(ascii: "~")
    if guardedServer { input.removeFirst() }
    let host = fuzzHost!
    let server = guardedServer ? host.guarded : host.plain
    let requests = WebFuzzHost.decode(input).map { substitute($0, port: server.port ?? 0, csrf: server.csrfToken, client: host.pageClient) }
    executions += 1
    let check = executions % 100 == 0
    blocking {
        for request in requests {
            let (response, body) = await host.answer(request, guardedServer: guardedServer)
            host.check(request, response, body, guardedServer: guardedServer)
            statuses[response.status.code, default: 0] += 1
            if (200..<300).contains(response.status.code), ![.get, .head].contains(request.head.method) {
                let route = (request.head.path ?? "").split(separator: "?").first.map { $0.replacing(/[0-9]+/, with: ":id") } ?? ""
                acceptedChanges["\(request.head.method) \(route)", default: 0] += 1
            }
        }
        await host.trimWidgets()
        if check { await host.stillServing() }
    }
    return 0
}

/// Starts the host and the servers once, before the first input (libFuzzer calls this).
@_cdecl("LLVMFuzzerInitialize")
public func webFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let products = ProcessInfo.processInfo.environment["VITRINE_FUZZ_PRODUCTS"] else {
        FileHandle.standardError.write(Data("WebFuzzer: set VITRINE_FUZZ_PRODUCTS to the folder with GameApp and GameWidgets\n".utf8))
        exit(2)
    }
    // Started by the host for a tap on the fuzzer's own app: behave as an app that exits.
    if ProcessInfo.processInfo.environment[ControlProtocol.appIDEnvironmentKey] != nil { exit(0) }
    if let seeds = ProcessInfo.processInfo.environment["WEB_FUZZER_SEEDS"] {
        if controlTarget { WebFuzzSeeds.writeControl(to: seeds) } else { WebFuzzSeeds.write(to: seeds) }
    }
    do {
        fuzzHost = try blocking { () async -> Result<WebFuzzHost, any Error> in
            do { return .success(try await WebFuzzHost(products: URL(fileURLWithPath: products))) } catch { return .failure(error) }
        }.get()
    } catch {
        FileHandle.standardError.write(Data("WebFuzzer: the host did not start: \(error)\n".utf8))
        exit(1)
    }
    atexit {
        let byStatus = statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let changes = acceptedChanges.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let what = controlTarget ? "control answers (0 result, -1 error)" : "answers by status"
        FileHandle.standardError.write(Data("web fuzzer: \(executions) inputs; \(what): \(byStatus)\naccepted changes: \(changes)\n".utf8))
        try? FileManager.default.removeItem(at: fuzzHost.directory)
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point SwiftPM gives an executable target (`main` is linked to it): libFuzzer's
/// driver, which calls `LLVMFuzzerInitialize` and reads the usual libFuzzer flags.
@_cdecl("WebFuzzer_main")
func webFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    if ProcessInfo.processInfo.environment[ControlProtocol.appIDEnvironmentKey] != nil { return 0 }
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, webFuzzerTestOneInput)
}
