import Foundation
import Glibc
import HostProtocol
import WireTransport

/// A control-socket client speaking raw bytes, for what `ControlClient` would never send.
public struct RawConnection: Sendable {
    /// The connected socket.
    public let fd: Int32

    /// Connects to the control socket at `path`.
    public init(_ path: String) throws { fd = try SocketIO.connect(to: path) }

    /// Writes `bytes` as they are.
    public func send(_ bytes: Data) throws { try SocketIO.writeAll(fd, bytes) }

    /// Writes one frame whose body is `json`, valid or not.
    public func sendFrame(json: String) throws {
        var length = UInt32(json.utf8.count).bigEndian
        try send(Data(bytes: &length, count: 4) + Data(json.utf8))
    }

    /// Writes one encoded request.
    public func sendRequest(_ request: ControlRequest) throws { try send(FrameCodec.encode(request)) }

    /// Frames until the server closes the connection (or `timeout`).
    public func readUntilClosed(timeout: TimeInterval = 5) -> (frames: [ControlServerFrame], closed: Bool) {
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

    /// The next frame the server sends.
    public func readFrame(timeout: TimeInterval = 5) throws -> ControlServerFrame {
        var reader = FrameCodec.Reader()
        return try FrameCodec.decode(ControlServerFrame.self, from: SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(timeout)))
    }

    /// Closes the socket.
    public func close() { Glibc.close(fd) }
}
