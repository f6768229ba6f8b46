// libFuzzer harness for what arrives on the host's control socket (docs/FUZZING.md): the frame
// reader, the request and server-frame decoders, and the real `ControlServer` (ControlSocket, on
// NIO's event loop) answering a connection that sends the bytes. Built only by
// `scripts/fuzz.sh control` (Package.swift adds this target when VITRINE_FUZZ=1), with every
// Swift module, NIO's included, compiled with `-sanitize=fuzzer`, in its own scratch path.
//
// Input layout: the first byte sets the size of the chunks the frame reader is fed (1…256
// bytes), the rest is the byte stream a client writes.
//
// Besides crashes and hangs, it traps when a decoded request does not survive an encode/decode
// round trip, when the server answers with a frame a client cannot read or with more answers
// than requests, or when it does not close a connection that sent garbage.

import ControlSocket
import Foundation
import HostProtocol
import WireTransport

#if canImport(Glibc)
import Glibc
#endif

/// One server for the whole run, on a socket in a private folder; its handler answers as the
/// host's does in shape (hello accepted, commands answered with a value, the rest `.ok`).
nonisolated(unsafe) var controlFuzzServer: ControlServer?

@_cdecl("LLVMFuzzerTestOneInput")
public func controlFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let input = Data(bytes: data, count: size)
    let chunk = Int(input[input.startIndex]) + 1
    let stream = Data(input.dropFirst())

    // 1. The decoders, in process.
    var reader = FrameCodec.Reader(limit: ControlProtocol.maximumFrameBytes)
    var frames: [Data] = []
    var offset = 0
    reading: while offset < stream.count {
        let end = min(stream.count, offset + chunk)
        reader.append(stream.subdata(in: offset..<end))
        offset = end
        do {
            while let frame = try reader.next() { frames.append(frame) }
        } catch {
            break reading
        }
    }
    for body in frames {
        if let request = try? FrameCodec.decode(ControlRequest.self, from: body) {
            roundTrip(request)
        }
        if let frame = try? FrameCodec.decode(ControlServerFrame.self, from: body) {
            roundTrip(frame)
            if let event = frame.event, let back = HostEvent(launchEnvironment: event.launchEnvironment) {
                // The environment a tapped app is started with names the same event.
                if case .openURL(let url) = event, !url.isEmpty, back != event { fatalError("launch environment changed \(event) to \(back)") }
            }
        }
    }
    let text = String(decoding: stream, as: UTF8.self)
    _ = HostEvent(launchEnvironment: [HostEvent.userActivityEnvironmentKey: text])
    for (group, path) in AppGroupGrants.parse(text) {
        guard AppGroupContainers.isValidGroupIdentifier(group), path.hasPrefix("/") else { fatalError("AppGroupGrants.parse kept \(group) → \(path)") }
    }

    // 2. The server, over a real connection.
    if let server = controlFuzzServer { exchange(stream, with: server, sentFrames: frames.count) }
    return 0
}

/// Anything the host decodes from a client must encode back to the same value.
func roundTrip<T: Codable & Equatable>(_ value: T) {
    guard let encoded = try? FrameCodec.encode(value) else { fatalError("a decoded \(T.self) does not encode: \(value)") }
    var reader = FrameCodec.Reader()
    reader.append(encoded)
    guard let body = try? reader.next(), let again = try? FrameCodec.decode(T.self, from: body) else {
        fatalError("a decoded \(T.self) does not decode after encoding: \(value)")
    }
    if again != value { fatalError("\(T.self) round trip changed \(value) to \(again)") }
}

/// Sends `stream`, ends the writing half, and reads every answer until the server closes.
func exchange(_ stream: Data, with server: ControlServer, sentFrames: Int) {
    guard let fd = try? SocketIO.connect(to: server.socketPath) else { fatalError("cannot connect to the control server") }
    defer { close(fd) }
    // A server that stops reading (it refused the connection) may leave part of the stream unsent.
    try? SocketIO.writeAll(fd, stream)
    shutdown(fd, Int32(SHUT_WR))
    var reader = FrameCodec.Reader()
    var answers = 0
    let deadline = Date().addingTimeInterval(5)
    while true {
        let chunk: Data?
        do { chunk = try SocketIO.read(fd, until: deadline) } catch { break }  // reset by the server: closed
        guard let chunk else { fatalError("the control server kept a connection open 5 s after the client finished sending") }
        if chunk.isEmpty { break }
        reader.append(chunk)
        while let body = try? reader.next() {
            guard let frame = try? FrameCodec.decode(ControlServerFrame.self, from: body), frame.response != nil || frame.event != nil else {
                fatalError("the control server sent a frame a client cannot read: \(String(decoding: body, as: UTF8.self))")
            }
            answers += 1
        }
    }
    // One answer per whole frame, plus at most one for a cut-off frame or an oversized header.
    if answers > sentFrames + 1 { fatalError("\(answers) answers to \(sentFrames) frames") }
}

/// Starts the server; with CONTROL_FUZZER_SEEDS=<dir>, writes valid inputs there first.
@_cdecl("LLVMFuzzerInitialize")
public func controlFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let environment = ProcessInfo.processInfo.environment
    let folder = NSTemporaryDirectory() + "vitrine-controlfuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var options = ControlServer.Options()
    options.helloTimeout = 2
    let server = ControlServer(socketPath: folder + "/control.sock", options: options) { request, _ in
        switch request.message {
        case .host(let command): return .value(.string(command.description))
        case .currentConfigurations: return .widgets([ConfiguredWidget(kind: "k", family: "systemSmall", instanceID: "1")])
        default: return .ok
        }
    }
    do { try server.start() } catch { fatalError("control fuzzer: the server did not start: \(error)") }
    controlFuzzServer = server
    atexit { controlFuzzServer?.stop(timeout: 1) }

    if let directory = environment["CONTROL_FUZZER_SEEDS"] { ControlFuzzSeeds.write(to: directory) }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point SwiftPM gives an executable target (`main` is linked to it): libFuzzer's
/// driver, which calls `LLVMFuzzerInitialize` and reads the usual libFuzzer flags.
@_cdecl("ControlFuzzer_main")
func controlFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, controlFuzzerTestOneInput)
}
