import Foundation
import Glibc
import HostProtocol
import WireTransport

/// A client speaking raw bytes, for what `ControlClient` would never send.
struct RawConnection: Sendable {
    let fd: Int32

    init(_ path: String) throws { fd = try SocketIO.connect(to: path) }

    func send(_ bytes: Data) throws { try SocketIO.writeAll(fd, bytes) }

    func sendFrame(json: String) throws {
        var length = UInt32(json.utf8.count).bigEndian
        try send(Data(bytes: &length, count: 4) + Data(json.utf8))
    }

    func sendRequest(_ request: ControlRequest) throws { try send(FrameCodec.encode(request)) }

    /// Frames until the server closes the connection (or `timeout`).
    func readUntilClosed(timeout: TimeInterval = 5) -> (frames: [ControlServerFrame], closed: Bool) {
        var reader = FrameCodec.Reader()
        var frames: [ControlServerFrame] = []
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                let body = try SocketIO.readFrame(fd, &reader, until: deadline)
                frames.append(try FrameCodec.decode(ControlServerFrame.self, from: body))
            } catch is SocketIO.EndOfStream {
                return (frames, true)
            } catch {
                return (frames, false)
            }
        }
    }

    func readFrame(timeout: TimeInterval = 5) throws -> ControlServerFrame {
        var reader = FrameCodec.Reader()
        return try FrameCodec.decode(ControlServerFrame.self, from: SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(timeout)))
    }

    func close() { Glibc.close(fd) }
}

let helloRequest = ControlRequest(id: 1, .hello(role: .app, appID: "com.example.test", protocolVersion: ControlProtocol.version))
