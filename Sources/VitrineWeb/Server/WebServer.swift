import Foundation
import Hummingbird
import Logging
import Synchronization
import VitrineHost

/// The web home screen (`vitrine serve --web`): the page, its script and style, and a JSON
/// API over the host (docs/WEB.md). Pages get live changes as Server-Sent Events.
public final class WebServer: Sendable {
    /// The validated configuration: unless `requiresToken` is false it carries the access
    /// token every request must present (the kept one from the host's home when none was given).
    public let configuration: WebConfiguration
    let daemon: HostDaemon
    let hub: LiveHub
    let images = ImageCache(capacity: 512)
    /// Sent in the page and required on every state-changing request.
    let csrfToken = WebConfiguration.randomToken()
    private let state = Mutex<(task: Task<Void, any Error>?, port: Int?, observer: UUID?, pump: Task<Void, Never>?)>((nil, nil, nil, nil))

    /// Validates `configuration` (throws `WebConfigurationError`), reads or creates the kept
    /// access token, and prepares to serve `daemon`; nothing is bound until `start()`.
    public init(configuration: WebConfiguration, daemon: HostDaemon) throws {
        let home = URL(fileURLWithPath: daemon.store.path).deletingLastPathComponent()
        self.configuration = try configuration.validated().resolvingToken(home: home)
        self.daemon = daemon
        self.hub = LiveHub(daemon: daemon)
    }

    /// The bound port, once `start()` has returned.
    public var port: Int? { state.withLock { $0.port } }

    /// The address to open; carries the access token when one is required.
    public var url: String? {
        guard let port else { return nil }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)/" + (configuration.accessToken.map { "?token=\($0)" } ?? "")
    }

    /// Binds and starts serving; returns once the socket accepts connections.
    public func start() async throws {
        let responder = makeResponder()
        var logger = Logger(label: "vitrine.web")
        // Cancelling the server on stop is logged at `error` by the HTTP core; real failures
        // (a port in use) are thrown from here instead.
        logger.logLevel = .critical
        let (portStream, portContinuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger)
        let task = Task {
            defer { portContinuation.finish() }  // a failed bind must not leave start() waiting
            try await app.run()
        }
        let (changes, changeContinuation) = AsyncStream<HostChange>.makeStream(bufferingPolicy: .unbounded)
        let observer = await daemon.observe { changeContinuation.yield($0) }
        // One consumer keeps changes in order; each becomes an event for every page.
        let pump = Task { [hub] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { for await change in changes { await hub.publish(change) } }
                group.addTask {
                    // Also how a page that went away without closing is noticed (the write fails).
                    while !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: 10_000_000_000)
                        await hub.heartbeat()
                    }
                }
            }
        }
        state.withLock {
            $0.task = task; $0.observer = observer; $0.pump = pump
        }
        var bound: Int?
        for await port in portStream { bound = port }
        guard let bound, bound > 0 else {
            await stop()
            let failure = await Self.failure(of: task)
            throw WebConfigurationError("could not listen on \(configuration.host):\(configuration.port): \(failure)")
        }
        state.withLock { $0.port = bound }
    }

    static func failure(of task: Task<Void, any Error>) async -> String {
        do { try await task.value; return "the server stopped" } catch { return "\(error)" }
    }

    /// Ends every page's event stream and the server.
    public func stop() async {
        let (task, observer, pump) = state.withLock { ($0.task, $0.observer, $0.pump) }
        if let observer { await daemon.removeObserver(observer) }
        pump?.cancel()
        await hub.closeAll()
        task?.cancel()
        _ = try? await task?.value
        state.withLock { $0 = (nil, nil, nil, nil) }
    }
}
