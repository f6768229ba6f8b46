import Dispatch
import Foundation
import HostProtocol
import NIOCore
import NIOPosix
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The host's end of the control socket, on a SwiftNIO event loop (by default the process's
/// shared one, which the web home screen's server also runs on): no thread per connection.
/// Checks who connects and hands every request to the host's handler, one request of a
/// connection at a time, in order.
///
/// - The socket is created with mode 0600 in a private directory; a stale file is replaced
///   only when nobody answers on it.
/// - Connections from another uid are refused before any request is read; so are connections
///   beyond the server's limit or one peer's (a uid running one executable).
/// - The first request must be `hello` with this protocol version, within `helloTimeout`. A
///   hello the handler answers with `.error` closes the connection (e.g. an executable no
///   installed app owns).
/// - A frame that is not JSON, has no `id`, announces more than `maximumFrameBytes`, is cut
///   short or is not finished within `frameTimeout` gets an error response (id -1 unless the
///   id could be read) and closes the connection; a well-formed request of an unknown kind gets
///   `unsupportedRequest` and the connection stays.
public final class ControlServer: Sendable {
    /// Answers one request. Called on a concurrent executor; requests of one connection arrive
    /// one at a time, in order, each after the previous answer was queued for sending.
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
        /// A client that takes none of the bytes written to it for this long (it stopped
        /// reading) is disconnected.
        public var sendTimeout: TimeInterval = 5
        /// Requests read ahead of the handler per connection; reading waits beyond this.
        public var readAhead = 64
        /// How long a refused connection stays open at most for the peer to read the refusal.
        public var refusalLinger: TimeInterval = 1
        /// Peers with another effective uid are refused. Defaults to this process's.
        public var allowedUserIDs: Set<UInt32> = [geteuid()]
        /// The defaults.
        public init() {}
    }

    /// The path the server listens on.
    public let socketPath: String
    let options: Options
    private let group: any EventLoopGroup
    private let handler: Handler
    private let onDisconnect: (@Sendable (ControlPeer) -> Void)?

    private struct State {
        var listener: (any Channel)?
        var identity: SocketIO.FileIdentity?
        var started = false
        var stopped = false
        var nextID: UInt64 = 1
        var connections: [UInt64: ControlConnection] = [:]
        var tasks: [UInt64: Task<Void, Never>] = [:]
    }
    private let state = Protected(State())
    /// Entered by every admitted connection until it is fully cleaned up.
    private let running = DispatchGroup()

    /// `onDisconnect` runs once per accepted connection (refused ones excepted) after it closed:
    /// the host forgets the app's state and URL handler there. Connections are served on
    /// `eventLoopGroup`'s loops.
    public init(
        socketPath: String, options: Options = Options(),
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        handler: @escaping Handler, onDisconnect: (@Sendable (ControlPeer) -> Void)? = nil
    ) {
        self.socketPath = socketPath
        self.options = options
        self.group = eventLoopGroup
        self.handler = handler
        self.onDisconnect = onDisconnect
    }

    /// Binds the socket and starts accepting. Throws if another host answers on the path.
    /// Blocks until the listener is registered; do not call it on an event loop.
    public func start() throws {
        try state.withLock { state in
            guard !state.started else { throw SocketIO.Failure(message: "control server already started") }
            state.started = true
        }
        do {
            // Bound, made private (0600) and listening before NIO adopts it (SocketIO+Unix).
            let fd = try SocketIO.listen(at: socketPath, backlog: options.backlog)
            let identity = SocketIO.fileIdentity(socketPath)
            let backlog = options.backlog
            let listener = try ServerBootstrap(group: group)
                .serverChannelInitializer { channel in
                    // NIO re-listens an adopted socket with its default backlog (128): restore ours.
                    _ = Glibc.listen(fd, backlog)
                    return channel.eventLoop.makeSucceededVoidFuture()
                }
                .childChannelOption(.allowRemoteHalfClosure, value: true)
                .childChannelInitializer { [self] channel in admit(channel) }
                .withBoundSocket(fd)
                .wait()
            state.withLock { state in
                state.listener = listener
                state.identity = identity
            }
        } catch {
            state.withLock { $0.started = false }
            throw error
        }
    }

    /// Every open connection, e.g. to find the app connections that registered for URLs.
    public var peers: [ControlPeer] {
        state.withLock { Array($0.connections.values) }.map { $0.peer() }.sorted { $0.connectionID < $1.connectionID }
    }

    /// Removes the socket file (if it is still this server's), closes every connection, and
    /// waits up to `timeout` for handlers to return. Blocks: do not call it from a handler or
    /// an event loop; from async code the `async` overload is chosen.
    public func stop(timeout: TimeInterval = 5) {
        let (listener, connections, tasks, identity) = state.withLock { state in
            let wasRunning = state.started && !state.stopped
            state.stopped = true
            guard wasRunning else { return ((any Channel)?.none, [ControlConnection](), [Task<Void, Never>](), SocketIO.FileIdentity?.none) }
            return (state.listener, Array(state.connections.values), Array(state.tasks.values), state.identity)
        }
        guard let listener else { return }
        if let identity, SocketIO.fileIdentity(socketPath) == identity { unlink(socketPath) }
        try? listener.close().wait()
        for connection in connections { connection.disconnect() }
        for task in tasks { task.cancel() }
        // Connections admitted while stopping were refused (admission checks `stopped`).
        _ = running.wait(timeout: .now() + timeout)
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

    // MARK: Admitting (on the accepted channel's event loop)

    /// Identifies the peer at once (before a short-lived client can exit), then either refuses
    /// it or sets up its pipeline and request task.
    private func admit(_ channel: any Channel) -> EventLoopFuture<Void> {
        PeerCredentials.of(channel).flatMapThrowing { [self] credentials in
            guard let credentials else {
                return try refuse(channel, ControlError(.permissionDenied, "cannot read the peer's credentials"))
            }
            guard options.allowedUserIDs.contains(credentials.userID) else {
                return try refuse(
                    channel, ControlError(.permissionDenied, "uid \(credentials.userID) may not use this host (it serves uid \(geteuid()))"))
            }
            let executable = ControlTransport.executablePath(of: credentials.processID)
            let (frames, continuation) = AsyncStream.makeStream(of: ControlIncoming.self)
            let channelHandler = ControlChannelHandler(options: options, incoming: continuation)
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
                let connection = ControlConnection(
                    id: state.nextID, credentials: credentials, executablePath: executable, channel: channel, handler: channelHandler)
                state.nextID += 1
                state.connections[connection.id] = connection
                return .success(connection)
            }
            let connection: ControlConnection
            switch admitted {
            case .success(let accepted): connection = accepted
            case .failure(let refusal): return try refuse(channel, refusal)
            }
            channelHandler.connection = connection
            running.enter()
            do {
                try channel.pipeline.syncOperations.addHandlers([
                    ByteToMessageHandler(ControlFrameDecoder(limit: options.maximumFrameBytes)), channelHandler,
                ])
            } catch {
                continuation.finish()  // the task ends at once and cleans up
            }
            let task = serve(connection, frames)
            state.withLock { state in
                // The task may already have finished and removed the connection.
                if state.connections[connection.id] != nil { state.tasks[connection.id] = task }
            }
        }
    }

    private func refuse(_ channel: any Channel, _ error: ControlError) throws {
        let frame = (try? ControlTransport.frame(ControlServerFrame(response: ControlResponse(id: -1, .error(error))))) ?? Data()
        try channel.pipeline.syncOperations.addHandler(ControlRefusalHandler(refusal: ByteBuffer(bytes: frame), linger: .interval(options.refusalLinger)))
    }

    // MARK: Serving one connection

    /// The request task of one connection: answers its frames in order, then closes it once the
    /// answers are out, and reports it gone.
    private func serve(_ connection: ControlConnection, _ frames: AsyncStream<ControlIncoming>) -> Task<Void, Never> {
        Task { [self] in
            var greeted = false
            var closing = false
            for await item in frames {
                // After a close (ours, the peer's reset, stop()) what is left is not handled.
                guard !closing, connection.isOpen else { continue }
                switch item {
                case .frame(let body):
                    let (response, close) = await answer(body, connection, greeted: &greeted)
                    if !connection.send(ControlServerFrame(response: response), answering: true, thenClose: close) || close { closing = true }
                case .failed(let error):
                    connection.send(ControlServerFrame(response: ControlResponse(id: -1, .error(error))), thenClose: true)
                    closing = true
                }
            }
            // The input ended (end of stream, a bad frame, a timeout, a close, or stop()).
            connection.closeWhenSent()
            try? await connection.channel.closeFuture.get()
            let peer = connection.peer()
            state.withLock { state in
                state.connections[connection.id] = nil
                state.tasks[connection.id] = nil
            }
            onDisconnect?(peer)
            running.leave()
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
