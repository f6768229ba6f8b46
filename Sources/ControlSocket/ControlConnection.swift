import Foundation
import HostProtocol
import NIOCore
import WireTransport

/// One accepted client: who it is, what its hello declared, and its channel. Frames are
/// encoded on the caller's thread and written on the channel's event loop, in the order sent.
final class ControlConnection: Sendable {
    let id: UInt64
    let credentials: SocketIO.Credentials
    let executablePath: String?
    let channel: any Channel
    private let handler: NIOLoopBound<ControlChannelHandler>

    private struct State {
        /// False once the channel closed or the server decided to close it.
        var open = true
        var role: ControlRole?
        var appID: String?
    }
    private let state = Protected(State())

    /// Made on the channel's event loop (the handler is bound to it).
    init(id: UInt64, credentials: SocketIO.Credentials, executablePath: String?, channel: any Channel, handler: ControlChannelHandler) {
        self.id = id
        self.credentials = credentials
        self.executablePath = executablePath
        self.channel = channel
        self.handler = NIOLoopBound(handler, eventLoop: channel.eventLoop)
    }

    var isOpen: Bool { state.withLock { $0.open } }

    func peer() -> ControlPeer {
        let (role, appID) = state.withLock { ($0.role, $0.appID) }
        return ControlPeer(
            connectionID: id, processID: credentials.processID, userID: credentials.userID,
            groupID: credentials.groupID, executablePath: executablePath, role: role,
            declaredAppID: appID, connection: self)
    }

    func accept(role: ControlRole, appID: String?) {
        state.withLock {
            $0.role = role; $0.appID = appID
        }
    }

    /// Queues `frame` for writing; false if the connection has closed. `answering` marks the
    /// answer to a request (reading resumes if it waited for it); `thenClose` closes the
    /// connection once everything queued has been written.
    @discardableResult
    func send(_ frame: ControlServerFrame, answering: Bool = false, thenClose: Bool = false) -> Bool {
        let data: Data
        do {
            data = try ControlTransport.frame(frame)
        } catch {
            guard let id = frame.response?.id,
                let fallback = try? ControlTransport.frame(
                    ControlServerFrame(
                        response: ControlResponse(
                            id: id, .error(ControlError(.internalError, "the host could not send its answer: \(error)")))))
            else { return false }
            data = fallback
        }
        let accepted = state.withLock { state in
            guard state.open else { return false }
            if thenClose { state.open = false }
            return true
        }
        guard accepted else { return false }
        let buffer = ByteBuffer(bytes: data)
        let handler = self.handler
        channel.eventLoop.execute { handler.value.send(buffer, answering: answering, thenClose: thenClose) }
        return true
    }

    /// Closes once what was queued has been written (the end of a connection's requests).
    func closeWhenSent() {
        state.withLock { $0.open = false }
        let handler = self.handler
        channel.eventLoop.execute { handler.value.closeAfterWrites() }
    }

    /// Closes now; queued answers are dropped.
    func disconnect() {
        markClosed()
        channel.close(promise: nil)
    }

    func markClosed() { state.withLock { $0.open = false } }
}
