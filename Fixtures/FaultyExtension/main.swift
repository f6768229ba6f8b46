// A widget extension that misbehaves on purpose, speaking the protocol by hand (no
// WidgetKit), for ExtensionHost's fault tests. FAULT selects the behaviour:
//
//   none            well-behaved: one widget kind "faulty" (systemSmall); placeholder,
//                   snapshot and timeline answer one small valid entry each
//   hang            never answers timeline
//   crash           abort() on timeline
//   alloc           on timeline allocates and touches memory in 8 MB steps until killed
//   garbage         on timeline writes random bytes: a length prefix of 512 and a body that
//                   is not JSON, then more random bytes
//   truncated       on timeline writes a frame header promising 1000 bytes, 10 bytes, waits
//   oversized       on timeline writes a frame header claiming 64 MB, waits
//   never-complete  answers timeline, after request.timeout, with the completionTimeout
//                   error WidgetKit's server sends when a provider never completes
//   twice           answers timeline twice (same id)
//   wrong-id        answers timeline with another id
//   exit-early      exits 0 right after Hello
//   no-hello        connects and says nothing
//   bad-version     says Hello with protocol version 99
//   stderr          on timeline writes 30 lines to stderr, then aborts
//   log-flood       on timeline writes one OSLog-format line with a 100 KB message, then
//                   20,000 more (about 2 MB) to stderr, then answers correctly
//
// Requests other than timeline are answered correctly whatever the fault.

import ExtensionProtocol
import Foundation
import WidgetArchive
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let environment = ProcessInfo.processInfo.environment
let fault = environment["FAULT"] ?? "none"

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func sleepForever() -> Never {
    while true { sleep(3600) }
}

guard let socketPath = environment[ExtensionProtocol.socketEnvironmentKey], !socketPath.isEmpty else {
    log("FaultyExtension: set \(ExtensionProtocol.socketEnvironmentKey) (it is launched by an ExtensionHost)")
    exit(2)
}

let fd: Int32
do {
    fd = try SocketIO.connect(to: socketPath)
} catch {
    log("FaultyExtension: cannot connect: \(error)")
    exit(3)
}

func send<T: Encodable>(_ message: T) {
    do {
        try SocketIO.writeAll(fd, try FrameCodec.encode(message))
    } catch {
        log("FaultyExtension: cannot send: \(error)")
        exit(4)
    }
}

func sendRaw(_ bytes: [UInt8]) {
    try? SocketIO.writeAll(fd, Data(bytes))
}

func lengthPrefix(_ n: UInt32) -> [UInt8] {
    [UInt8(n >> 24 & 0xff), UInt8(n >> 16 & 0xff), UInt8(n >> 8 & 0xff), UInt8(n & 0xff)]
}

/// Deterministic bytes (SplitMix64), so a failing run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func entry(_ context: RequestContext?, placeholder: Bool = false, date: Date = Date()) -> ArchivedEntry {
    let text = TextNode(runs: [
        TextRun(
            content: .string("Faulty"), font: FontSpec(size: 17, weight: .semibold, textStyle: "headline"),
            foreground: .rgba(0, 0, 0))
    ])
    let environment = ArchiveEnvironment(
        colorScheme: context?.colorScheme ?? .light, widgetFamily: context?.family ?? "systemSmall",
        displaySize: context?.displaySize ?? SizeValue(width: 158, height: 158),
        contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16),
        redactionReasons: placeholder ? [.placeholder] : [])
    let root = Node(id: "0", content: .text(text), redaction: placeholder ? [.placeholder] : nil)
    return ArchivedEntry(date: date, archive: ViewArchive(environment: environment, root: root))
}

switch fault {
case "no-hello":
    sleepForever()
case "bad-version":
    send(Hello(protocolVersion: 99, processID: getpid()))
default:
    send(Hello(processID: getpid()))
}
if fault == "exit-early" { exit(0) }

var reader = FrameCodec.Reader()
while true {
    let body: Data
    do {
        body = try SocketIO.readFrame(fd, &reader, until: .distantFuture)
    } catch is SocketIO.EndOfStream {
        exit(0)
    } catch {
        log("FaultyExtension: \(error)")
        exit(4)
    }
    let request: ExtensionRequest
    do {
        request = try FrameCodec.decode(ExtensionRequest.self, from: body)
    } catch {
        send(ExtensionResponse(id: -1, error: ExtensionError(.badRequest, "\(error)")))
        continue
    }
    if request.method != .describe && request.context?.kind != "faulty" {
        send(ExtensionResponse(id: request.id, error: ExtensionError(.unknownKind, "no widget of kind \"\(request.context?.kind ?? "")\" (kinds: faulty)")))
        continue
    }
    switch request.method {
    case .describe:
        send(
            ExtensionResponse(
                id: request.id,
                widgets: [
                    WidgetDescriptor(
                        kind: "faulty", displayName: "Faulty", description: "Misbehaves on purpose.", supportedFamilies: ["systemSmall"],
                        configuration: "static", contentMarginsDisabled: false, containerBackgroundRemovable: true)
                ]))
    case .placeholder:
        send(ExtensionResponse(id: request.id, entries: [entry(request.context, placeholder: true)]))
    case .snapshot:
        send(ExtensionResponse(id: request.id, entries: [entry(request.context)]))
    case .configurationOptions, .defaultConfiguration, .performIntent:
        // This extension's Hello lists no capabilities; a host that asks anyway is answered as old extensions do.
        send(ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "unknown method \(request.method)")))
    case .timeline:
        let answer = ExtensionResponse(id: request.id, entries: [entry(request.context)], policy: .atEnd)
        switch fault {
        case "hang":
            sleepForever()
        case "crash":
            abort()
        case "alloc":
            let step = 8 * 1024 * 1024
            var blocks: [UnsafeMutableRawPointer] = []
            while blocks.count < 256 {  // 2 GB at most, in case nobody is watching
                guard let block = malloc(step) else { break }
                memset(block, 0xA5, step)
                blocks.append(block)
                usleep(5_000)
            }
            sleepForever()
        case "garbage":
            var generator = SplitMix64(state: 0xFA01_7ED)
            var bytes = lengthPrefix(512)
            for _ in 0..<(512 + 64) { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
            bytes[4] = 0xFF  // never the start of JSON
            sendRaw(bytes)
            sleepForever()
        case "truncated":
            sendRaw(lengthPrefix(1000) + Array("{\"id\":1,\"w".utf8))
            sleepForever()
        case "oversized":
            sendRaw(lengthPrefix(64 * 1024 * 1024) + Array("{\"id\":".utf8))
            sleepForever()
        case "never-complete":
            let timeout = request.timeout.isFinite && request.timeout > 0 ? min(request.timeout, 3600) : 30
            usleep(UInt32(timeout * 1_000_000))
            send(
                ExtensionResponse(
                    id: request.id, error: ExtensionError(.completionTimeout, "getTimeline did not call its completion handler within \(timeout) s")))
        case "twice":
            let frame = try! FrameCodec.encode(answer)
            sendRaw([UInt8](frame))
            sendRaw([UInt8](frame))
        case "wrong-id":
            var wrong = answer
            wrong.id = request.id + 1000
            send(wrong)
        case "log-flood":
            var flood =
                ExtensionLogRecord(level: .error, subsystem: "com.example.faulty", category: "Flood", message: String(repeating: "y", count: 100_000)).line
                + "\n"
            for i in 1...20_000 {
                flood +=
                    ExtensionLogRecord(
                        level: .debug, subsystem: "com.example.faulty", category: "Flood", message: "flood line \(i) " + String(repeating: "x", count: 60)
                    ).line + "\n"
            }
            FileHandle.standardError.write(Data(flood.utf8))
            send(answer)
        case "stderr":
            for i in 1...30 { log("faulty: diagnostic line \(i) of 30") }
            log("faulty: giving up")
            abort()
        default:
            send(answer)
        }
    }
}
