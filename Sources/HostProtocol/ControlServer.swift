import Dispatch
import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process on the other end of a control connection, as the kernel reports it
/// (`SO_PEERCRED` at connect time), plus what its `hello` declared. Passed with every request;
/// keep it to push events to that connection later.
public struct ControlPeer: Sendable, Hashable, CustomStringConvertible {
    /// Numbers the server's connections from 1; never reused while the server runs.
    public let connectionID: UInt64
    /// The peer's process id at `connect`.
    public let processID: Int32
    /// The peer's effective user id at `connect`.
    public let userID: UInt32
    /// The peer's effective group id at `connect`.
    public let groupID: UInt32
    /// `/proc/<pid>/exe` resolved at accept time; nil if the process was already gone.
    /// This, not `declaredAppID`, is what identifies an app.
    public let executablePath: String?
    /// From the connection's accepted `hello`; nil while the hello itself is being handled.
    public let role: ControlRole?
    /// The app id the hello claimed (a claim: `executablePath` is what identifies an app).
    public let declaredAppID: String?
    let connection: ControlConnection

    /// Sends an event on this connection; false if it has closed.
    @discardableResult
    public func push(_ event: HostEvent) -> Bool {
        connection.write(ControlServerFrame(event: event))
    }

    /// Ends the connection (pending responses are dropped).
    public func disconnect() { connection.shutdownSocket() }

    /// False once the connection has closed.
    public var isConnected: Bool { connection.isOpen }

    /// The same connection, with the same accepted hello.
    public static func == (lhs: ControlPeer, rhs: ControlPeer) -> Bool {
        lhs.connectionID == rhs.connectionID && lhs.role == rhs.role && lhs.declaredAppID == rhs.declaredAppID
    }

    /// Hashes the connection id.
    public func hash(into hasher: inout Hasher) { hasher.combine(connectionID) }

    /// Connection, pid, uid, executable, role and claimed app, for logs.
    public var description: String {
        "connection \(connectionID) pid \(processID) uid \(userID) \(executablePath ?? "<exited>")"
            + (role.map { " \($0.rawValue)" } ?? "") + (declaredAppID.map { " app \($0)" } ?? "")
    }
}

/// One accepted client. The descriptor is closed only by the connection's own task, after its
/// reader thread has finished, and every use of it is under `state`'s lock, so a shutdown from
/// another thread can never hit a reused descriptor number.
final class ControlConnection: Sendable {
    let id: UInt64
    let credentials: SocketIO.Credentials
    let executablePath: String?

    private struct State {
        var fd: Int32
        var open = true
        var role: ControlRole?
        var appID: String?
    }
    private let state: Protected<State>

    init(id: UInt64, fd: Int32, credentials: SocketIO.Credentials, executablePath: String?) {
        self.id = id
        self.credentials = credentials
        self.executablePath = executablePath
        state = Protected(State(fd: fd))
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

    /// Writes are serialized; the socket's send timeout bounds how long a peer that stopped
    /// reading can hold the lock, and such a peer is disconnected.
    func write(_ frame: ControlServerFrame) -> Bool {
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
        return state.withLock { state in
            guard state.open else { return false }
            do {
                try SocketIO.writeAll(state.fd, data)
                return true
            } catch {
                shutdown(state.fd, Int32(SHUT_RDWR))
                return false
            }
        }
    }

    /// Wakes the reader (it sees end of stream); the descriptor stays until `closeSocket`.
    func shutdownSocket() {
        state.withLock { state in
            if state.open { shutdown(state.fd, Int32(SHUT_RDWR)) }
        }
    }

    func closeSocket() {
        state.withLock { state in
            if state.open {
                state.open = false
                close(state.fd)
            }
        }
    }

    /// Only the reader thread reads, and only before `closeSocket`.
    var readDescriptor: Int32 { state.withLock { $0.fd } }
}

/// The host's end of the control socket: accepts clients concurrently (a reader thread per
/// connection, requests of one connection handled in order on a task), checks who connects,
/// and hands every request to the host's handler.
///
/// - The socket is created with mode 0600 in a private directory; a stale file is replaced
///   only when nobody answers on it.
/// - Connections from another uid are refused before any request is read.
/// - The first request must be `hello` with this protocol version. A hello the handler
///   answers with `.error` closes the connection (e.g. an executable no installed app owns).
/// - A frame that is not JSON, has no `id`, announces more than `maximumFrameBytes`, or is
///   cut short gets an error response (id -1) and closes the connection; a well-formed
///   request of an unknown kind gets `unsupportedRequest` and the connection stays.
public final class ControlServer: Sendable {
    /// Answers one request. Called on a concurrent executor; requests of one connection arrive
    /// one at a time, in order, each after the previous answer was sent.
    public typealias Handler = @Sendable (ControlRequest, ControlPeer) async -> ControlResult

    /// Limits and timeouts of a server; the defaults suit a host serving one user.
    public struct Options: Sendable {
        /// Connections beyond this many are refused with `tooManyConnections`.
        public var maximumConnections = 256
        /// Connections one peer (one user running one executable) may hold at once; more are
        /// refused with `tooManyConnections`, so one app cannot take every slot.
        public var maximumConnectionsPerPeer = 16
        /// Connections waiting to be accepted (the listen backlog): a burst of a thousand
        /// connects is queued by the kernel rather than refused.
        public var backlog: Int32 = 1024
        /// Once a frame has begun, the rest of it must arrive within this; a client that
        /// trickles bytes is disconnected.
        public var frameTimeout: TimeInterval = 10
        /// A frame announcing more than this is refused and its connection closed.
        public var maximumFrameBytes = ControlProtocol.maximumFrameBytes
        /// A client that sends no frame within this is disconnected.
        public var helloTimeout: TimeInterval = 10
        /// A write blocked this long (client not reading) disconnects the client.
        public var sendTimeout: TimeInterval = 5
        /// Requests read ahead of the handler per connection.
        public var readAhead = 64
        /// Peers with another effective uid are refused. Defaults to this process's.
        public var allowedUserIDs: Set<UInt32> = [geteuid()]
        /// The defaults.
        public init() {}
    }

    /// The path the server listens on.
    public let socketPath: String
    private let options: Options
    private let handler: Handler
    private let onDisconnect: (@Sendable (ControlPeer) -> Void)?

    private struct State {
        var listener: Int32 = -1
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        var identity: SocketIO.FileIdentity?
        var started = false
        var stopped = false
        var nextID: UInt64 = 1
        var connections: [UInt64: ControlConnection] = [:]
        var tasks: [UInt64: Task<Void, Never>] = [:]
    }
    private let state = Protected(State())
    /// Entered by every connection until it is fully cleaned up.
    private let running = DispatchGroup()
    /// Signalled when the accept thread has returned (it no longer touches the listener).
    private let acceptDone = DispatchSemaphore(value: 0)

    /// `onDisconnect` runs once per accepted connection (refused ones excepted) after it closed:
    /// the host forgets the app's state and URL handler there.
    public init(
        socketPath: String, options: Options = Options(), handler: @escaping Handler,
        onDisconnect: (@Sendable (ControlPeer) -> Void)? = nil
    ) {
        self.socketPath = socketPath
        self.options = options
        self.handler = handler
        self.onDisconnect = onDisconnect
    }

    /// Binds the socket and starts accepting. Throws if another host answers on the path.
    public func start() throws {
        try state.withLock { state in
            guard !state.started else { throw SocketIO.Failure(message: "control server already started") }
            let fd = try SocketIO.listen(at: socketPath, backlog: options.backlog)
            let identity = SocketIO.fileIdentity(socketPath)
            guard let wake = SocketIO.closeOnExecPipe() else {
                let e = SocketIO.Failure("pipe"); close(fd); unlink(socketPath); throw e
            }
            state.listener = fd
            state.identity = identity
            state.wakeRead = wake.read
            state.wakeWrite = wake.write
            state.started = true
        }
        Thread.detachNewThread { [self] in
            acceptLoop()
            acceptDone.signal()
        }
    }

    /// Every open connection, e.g. to find the app connections that registered for URLs.
    public var peers: [ControlPeer] {
        state.withLock { Array($0.connections.values) }.map { $0.peer() }.sorted { $0.connectionID < $1.connectionID }
    }

    /// Removes the socket file (if it is still this server's), closes every connection, and
    /// waits up to `timeout` for handlers to return. Blocks: do not call it from a handler;
    /// from async code the `async` overload is chosen.
    public func stop(timeout: TimeInterval = 5) {
        let (connections, tasks, wake, path, identity): ([ControlConnection], [Task<Void, Never>], Int32, String, SocketIO.FileIdentity?) =
            state.withLock { state in
                let wasRunning = state.started && !state.stopped
                state.stopped = true
                guard wasRunning else { return ([], [], -1, socketPath, nil) }
                return (Array(state.connections.values), Array(state.tasks.values), state.wakeWrite, socketPath, state.identity)
            }
        guard wake >= 0 else { return }
        if let identity, SocketIO.fileIdentity(path) == identity { unlink(path) }
        var byte: UInt8 = 1
        _ = write(wake, &byte, 1)
        for connection in connections { connection.shutdownSocket() }
        for task in tasks { task.cancel() }
        acceptDone.wait()
        // Connections admitted while stopping were refused or see a shut-down state.
        for connection in state.withLock({ Array($0.connections.values) }) { connection.shutdownSocket() }
        _ = running.wait(timeout: .now() + timeout)
        state.withLock { state in
            for fd in [state.listener, state.wakeRead, state.wakeWrite] where fd >= 0 { close(fd) }
            state.listener = -1; state.wakeRead = -1; state.wakeWrite = -1
        }
    }

    /// `stop(timeout:)` without blocking a thread of the cooperative pool, which the
    /// connections' handlers may need in order to finish.
    public func stop(timeout: TimeInterval = 5) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [self] in
                stop(timeout: timeout)
                continuation.resume()
            }
        }
    }

    // MARK: Accepting

    private func acceptLoop() {
        let (listener, wake) = state.withLock { ($0.listener, $0.wakeRead) }
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 || state.withLock({ $0.stopped }) { return }
            guard fds[0].revents != 0 else { continue }
            let client = SocketIO.acceptCloseOnExec(listener)
            if client < 0 {
                // Out of descriptors: back off instead of spinning on a readable listener.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
                continue
            }
            admit(client)
        }
    }

    /// Identifies the peer at once (before a short-lived client can exit), then either refuses
    /// it or starts its reader and request task.
    private func admit(_ fd: Int32) {
        SocketIO.setSendTimeout(fd, seconds: options.sendTimeout)
        guard let credentials = SocketIO.peerCredentials(fd) else {
            refuse(fd, ControlError(.permissionDenied, "cannot read the peer's credentials"))
            return
        }
        guard options.allowedUserIDs.contains(credentials.userID) else {
            refuse(fd, ControlError(.permissionDenied, "uid \(credentials.userID) may not use this host (it serves uid \(geteuid()))"))
            return
        }
        let executable = ControlTransport.executablePath(of: credentials.processID)
        let admitted: Result<ControlConnection, ControlError> = state.withLock { state in
            guard !state.stopped else { return .failure(ControlError(.shuttingDown, "the host is shutting down")) }
            guard state.connections.count < options.maximumConnections else {
                return .failure(ControlError(.tooManyConnections, "the host is busy: it already has \(options.maximumConnections) connections"))
            }
            let held = state.connections.values.count { $0.credentials.userID == credentials.userID && $0.executablePath == executable }
            guard held < options.maximumConnectionsPerPeer else {
                return .failure(
                    ControlError(
                        .tooManyConnections,
                        "\(executable ?? "this process's executable") already holds \(options.maximumConnectionsPerPeer) connections to the host (the limit per peer); close one first"
                    ))
            }
            let connection = ControlConnection(id: state.nextID, fd: fd, credentials: credentials, executablePath: executable)
            state.nextID += 1
            state.connections[connection.id] = connection
            return .success(connection)
        }
        let connection: ControlConnection
        switch admitted {
        case .success(let accepted): connection = accepted
        case .failure(let refusal):
            refuse(fd, refusal)
            return
        }
        running.enter()
        let task = serve(connection)
        state.withLock { state in
            // The task may already have finished and removed the connection.
            if state.connections[connection.id] != nil { state.tasks[connection.id] = task }
        }
    }

    private func refuse(_ fd: Int32, _ error: ControlError) {
        if let frame = try? ControlTransport.frame(ControlServerFrame(response: ControlResponse(id: -1, .error(error)))) {
            try? SocketIO.writeAll(fd, frame)
        }
        // Closing with the client's hello unread makes the kernel report ECONNRESET to it
        // instead of the refusal; what already arrived is read (never waited for) first.
        shutdown(fd, Int32(SHUT_WR))
        var scratch = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 where recv(fd, &scratch, scratch.count, Int32(MSG_DONTWAIT)) > 0 {}
        close(fd)
    }

    // MARK: Serving one connection

    private enum Incoming: Sendable {
        case frame(Data)
        case failed(ControlError)
    }

    /// The reader thread and the request task of one connection. The reader closes the
    /// descriptor, and only after the task is done with it, so the error answer to a bad frame
    /// still goes out and no thread ever touches a reused descriptor number.
    private final class Lifecycle: Sendable {
        let credit: DispatchSemaphore
        let taskDone = DispatchSemaphore(value: 0)
        private let taskFinished = Protected(false)
        init(readAhead: Int) { credit = DispatchSemaphore(value: max(1, readAhead)) }

        var isTaskFinished: Bool { taskFinished.withLock { $0 } }

        func finishTask() {
            taskFinished.withLock { $0 = true }
            credit.signal()  // a reader waiting for credit wakes and sees it
            taskDone.signal()
        }
    }

    private func serve(_ connection: ControlConnection) -> Task<Void, Never> {
        let lifecycle = Lifecycle(readAhead: options.readAhead)
        let fd = connection.readDescriptor
        let limit = options.maximumFrameBytes
        let helloTimeout = options.helloTimeout
        let frameTimeout = options.frameTimeout
        let frames = AsyncStream<Incoming> { continuation in
            Thread.detachNewThread { [self] in
                var reader = FrameCodec.Reader(limit: limit)
                var greeted = false
                while true {
                    lifecycle.credit.wait()
                    if lifecycle.isTaskFinished { break }
                    do {
                        // The hello must come within helloTimeout; later a connection may idle
                        // between frames (an app waiting for taps), but a frame once begun
                        // must be complete within frameTimeout.
                        if greeted, !reader.hasPartialFrame, !SocketIO.waitReadable(fd, until: .distantFuture) { continue }
                        let deadline = Date().addingTimeInterval(greeted ? frameTimeout : helloTimeout)
                        let body = try SocketIO.readFrame(fd, &reader, until: deadline)
                        greeted = true
                        continuation.yield(.frame(body))
                    } catch is SocketIO.EndOfStream {
                        break
                    } catch is SocketIO.Timeout {
                        let message = greeted ? "a frame was not completed within \(Int(frameTimeout)) s" : "no request within \(Int(helloTimeout)) s"
                        continuation.yield(.failed(ControlError(greeted ? .badRequest : .helloRequired, message)))
                        break
                    } catch {
                        continuation.yield(.failed(ControlError(.badRequest, "\(error)")))
                        break
                    }
                }
                continuation.finish()
                lifecycle.taskDone.wait()
                let peer = connection.peer()
                connection.closeSocket()
                state.withLock { state in
                    state.connections[connection.id] = nil
                    state.tasks[connection.id] = nil
                }
                onDisconnect?(peer)
                running.leave()
            }
        }
        return Task { [self] in
            var greeted = false
            var closing = false
            for await item in frames {
                defer { lifecycle.credit.signal() }
                guard !closing else { continue }
                switch item {
                case .frame(let body):
                    let (response, close) = await answer(body, connection, greeted: &greeted)
                    if !connection.write(ControlServerFrame(response: response)) || close {
                        closing = true
                        connection.shutdownSocket()
                    }
                case .failed(let error):
                    _ = connection.write(ControlServerFrame(response: ControlResponse(id: -1, .error(error))))
                    closing = true
                    connection.shutdownSocket()
                }
            }
            // Also reached when stop() cancels the task: the reader then ends on the shut-down socket.
            lifecycle.finishTask()
        }
    }

    /// The response to one frame, and whether the connection must close after it.
    private func answer(_ body: Data, _ connection: ControlConnection, greeted: inout Bool) async -> (ControlResponse, Bool) {
        let request: ControlRequest
        do {
            request = try FrameCodec.decode(ControlRequest.self, from: body)
        } catch {
            // A well-formed request this host does not know (a newer client) is not garbage.
            if let header = try? FrameCodec.decode(RequestHeader.self, from: body), greeted {
                return (ControlResponse(id: header.id, .error(ControlError(.unsupportedRequest, "this host does not understand the request: \(error)"))), false)
            }
            let id = (try? FrameCodec.decode(RequestHeader.self, from: body))?.id ?? -1
            return (ControlResponse(id: id, .error(ControlError(.badRequest, "\(error)"))), true)
        }
        guard greeted else {
            guard case .hello(let role, let appID, let version) = request.message else {
                return (ControlResponse(id: request.id, .error(ControlError(.helloRequired, "the first request must be hello"))), true)
            }
            guard version == ControlProtocol.version else {
                return (
                    ControlResponse(
                        id: request.id,
                        .error(
                            ControlError(
                                .unsupportedVersion, "protocol version \(version) is not supported (this host speaks \(ControlProtocol.version))"))), true
                )
            }
            let result = await handler(request, connection.peer())
            if result.error != nil { return (ControlResponse(id: request.id, result), true) }
            connection.accept(role: role, appID: appID)
            greeted = true
            return (ControlResponse(id: request.id, result), false)
        }
        if case .hello = request.message {
            return (ControlResponse(id: request.id, .error(ControlError(.badRequest, "hello was already sent on this connection"))), false)
        }
        return (ControlResponse(id: request.id, await handler(request, connection.peer())), false)
    }

    private struct RequestHeader: Decodable { var id: Int }
}
