import ExtensionProtocol
import Foundation
import WireTransport

/// Launches a widget extension on demand and talks to it over the extension protocol
/// (`ExtensionProtocol`), with time and memory limits, as WidgetKit's host does on iOS.
///
/// The process is started by the first request and kept warm for `idleTimeout` after the
/// last one. Any failure — timeout, crash, memory limit, protocol violation — ends it
/// (SIGKILL, reaped, every descriptor closed) and throws the specific `ExtensionHostError`
/// with the tail of its stderr; the next request launches a fresh process. An
/// `ExtensionError` answer comes from a healthy extension: it is thrown as `.extensionError`
/// and the process stays up. Requests are served one at a time, in the order they came.
public actor ExtensionHost {
    /// Added to `requestTimeout` while waiting for an answer: the extension itself gives up
    /// on a provider after `requestTimeout` and still has to archive and send its error.
    public static let responseGrace: Double = 2
    static let backtraceEnvironmentKey = "SWIFT_BACKTRACE"
    /// Set for the extension unless the host's environment or the configuration sets
    /// `SWIFT_BACKTRACE`: a crash then ends its stderr with the crashing thread's frames.
    static let backtraceSettings = "interactive=no,color=no,threads=crashed,registers=none,images=none"

    private let executable: URL
    private let configuration: ExtensionHostConfiguration
    private var child: ChildProcess?
    private var nextRequestID = 1
    private var idleTask: Task<Void, Never>?
    private var idleGeneration = 0
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Whether the running extension answers previews: learnt from `describe` with
    /// `includePreviews` (an extension built before previews answers without them), and
    /// forgotten when another process starts.
    private var previewSupport: (launch: Int, supported: Bool)?

    /// Where blocking work runs (`onThread`): launching, each exchange, stopping.
    private let io = DispatchQueue(label: "vitrine-host-io")

    /// How many processes were started.
    public private(set) var launches = 0
    /// The pid of the last process started, running or not (for tests: to check it was reaped).
    package private(set) var lastProcessID: Int32?
    /// The socket directory of the last launch (removed as soon as the extension connected).
    package private(set) var lastSocketDirectory: String?

    /// A host for the extension at `executable`; nothing is launched until the first request.
    public init(executable: URL, configuration: ExtensionHostConfiguration = .init()) {
        self.executable = executable
        self.configuration = configuration
    }

    deinit {
        idleTask?.cancel()
        child?.stop(gracefully: false)
    }

    /// Whether an extension process is running (one that ended by itself while idle is reaped here).
    public var isRunning: Bool {
        guard let child else { return false }
        return busy || !child.hasExited
    }

    /// The running extension's process id; nil when no process is running.
    public var processID: Int32? { isRunning ? child?.pid : nil }

    /// The child for read-only questions (capabilities) from this module's extensions.
    var runningChildForInspection: ChildProcess? { child }

    /// The frame encoding agreed with the running extension (nil when none runs).
    public var frameEncoding: FrameCodec.Encoding? { isRunning ? child?.encoding : nil }

    // MARK: Requests

    // Each request takes an optional `onLog`, called before the request returns or throws with
    // the log lines the extension wrote since the previous answer (possibly none). Without it
    // those lines are dropped (they stay in the stderr tail a failure reports).

    /// The widgets the extension declares.
    public func describe(onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil) async throws -> [WidgetDescriptor] {
        try await send(.describe, nil, onLog: onLog).widgets ?? []
    }

    /// The placeholder entry for `context`; `configuration` is a configurable widget
    /// instance's values (sent only to an extension that lists `configuration` in its Hello).
    public func placeholder(
        _ context: RequestContext, configuration: ConfigurationValues? = nil, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ExtensionResponse {
        try await send(.placeholder, context, configuration: configuration, onLog: onLog)
    }

    /// The snapshot entry for `context`, for an instance configured with `configuration`.
    public func snapshot(
        _ context: RequestContext, configuration: ConfigurationValues? = nil, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ExtensionResponse {
        try await send(.snapshot, context, configuration: configuration, onLog: onLog)
    }

    /// The timeline for `context`: entries and reload policy, for an instance configured with
    /// `configuration` (nil: the widget's defaults).
    public func timeline(
        _ context: RequestContext, configuration: ConfigurationValues? = nil, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ExtensionResponse {
        try await send(.timeline, context, configuration: configuration, onLog: onLog)
    }

    /// The `#Preview`s the extension declares, in source order; empty for an extension built
    /// before previews existed.
    public func previews(onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil) async throws -> [PreviewDescriptor] {
        let response = try await send(.describe, nil, includePreviews: true, onLog: onLog)
        previewSupport = (launches, response.previews != nil)
        return response.previews ?? []
    }

    /// One preview's entries, archived for `context` (whose kind and family should be the
    /// preview's; the extension resolves in the preview's family). A `timeline` preview has no
    /// reload policy; a provider preview has its provider's.
    public func preview(id: String, _ context: RequestContext, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil) async throws -> ExtensionResponse {
        // An extension that predates previews would ignore `preview` and answer the widget's
        // own timeline, so ask first whether it knows them.
        if previewSupport?.launch != launches || !isRunning {
            _ = try await previews(onLog: onLog)
        }
        guard previewSupport?.supported == true else {
            throw ExtensionHostError.extensionError(
                ExtensionError(.unsupportedVersion, "\(executable.lastPathComponent) was built before #Preview support; rebuild it against this Vitrine"))
        }
        return try await send(.timeline, context, preview: id, onLog: onLog)
    }

    /// Sends one request, launching the extension first if it is not running. Throws
    /// `ExtensionHostError`. `onLog` gets the extension's log lines of this request, before
    /// this returns or throws (not called when the extension could not be launched: its
    /// stderr is in the error).
    ///
    /// `configuration`, `parameter`, `searchTerm` and `intent` are sent only to an extension
    /// whose Hello lists `ExtensionCapability.configuration` (an older one would misread the
    /// request); with `requiring`, an extension that lacks the capability gets nothing and the
    /// call throws `.extensionError(.unsupportedVersion)` saying it must be rebuilt.
    public func send(
        _ method: ExtensionRequest.Method, _ context: RequestContext?,
        includePreviews: Bool? = nil, preview: String? = nil, configuration values: ConfigurationValues? = nil,
        parameter: String? = nil, searchTerm: String? = nil, intent: String? = nil, action: IntentActionRequest? = nil,
        requiring capability: ExtensionCapability? = nil, onLog: (@Sendable (ExtensionLogBatch) -> Void)? = nil
    ) async throws -> ExtensionResponse {
        await acquire()
        defer {
            release()
            scheduleIdleShutdown()
        }
        cancelIdleShutdown()
        let child = try await runningChild()
        let configurable = child.capabilities.contains(ExtensionCapability.configuration.rawValue)
        if let capability, !child.capabilities.contains(capability.rawValue) {
            throw ExtensionHostError.extensionError(
                ExtensionError(
                    .unsupportedVersion,
                    "\(executable.lastPathComponent) predates \(Self.feature(capability)); rebuild it against this Vitrine"
                ))
        }
        let request = ExtensionRequest(
            id: nextRequestID, method: method, context: context, timeout: configuration.requestTimeout,
            includePreviews: includePreviews, preview: preview, configuration: configurable ? values : nil,
            parameter: configurable ? parameter : nil, searchTerm: configurable ? searchTerm : nil, intent: configurable ? intent : nil,
            action: child.capabilities.contains(ExtensionCapability.interactiveIntents.rawValue) ? action : nil)
        nextRequestID += 1
        let wait = max(0, configuration.requestTimeout) + Self.responseGrace
        // The log is taken after the answer (or after a failure ended the process and its
        // stderr was read to the end), on the same thread.
        let (result, log) = await onThread { (child.exchange(request, waitingUpTo: wait), child.takeLog()) }
        if let onLog { onLog(log) }
        switch result {
        case .success(let response):
            if let error = response.error { throw ExtensionHostError.extensionError(error) }
            return response
        case .failure(let error):
            // The child has already been ended by `exchange`.
            if self.child === child { self.child = nil }
            throw error
        }
    }

    /// Ends the process if one is running: closes the socket, waits briefly for it to exit,
    /// then SIGKILL; always reaps. A later request launches a new one.
    public func shutdown() async {
        await acquire()
        defer { release() }
        cancelIdleShutdown()
        guard let child else { return }
        self.child = nil
        await onThread { child.stop(gracefully: true) }
    }

    private func runningChild() async throws -> ChildProcess {
        if let child {
            if !child.hasExited { return child }
            // It ended by itself while idle: forget it and start another.
            self.child = nil
            await onThread { child.stop(gracefully: false) }
        }
        let executable = self.executable, configuration = self.configuration
        let launched = await onThread { ChildProcess.launch(executable: executable, configuration: configuration) }
        if let pid = launched.processID {
            launches += 1
            lastProcessID = pid
        }
        if let directory = launched.directory { lastSocketDirectory = directory }
        let child = try launched.child.get()
        self.child = child
        return child
    }

    // MARK: Keeping warm

    private func cancelIdleShutdown() {
        idleTask?.cancel()
        idleTask = nil
        idleGeneration += 1
    }

    private func scheduleIdleShutdown() {
        cancelIdleShutdown()
        guard child != nil, !configuration.idleTimeout.isNaN, configuration.idleTimeout != .infinity else { return }
        let generation = idleGeneration
        let nanoseconds = UInt64(max(0, min(configuration.idleTimeout, 1e9)) * 1e9)
        idleTask = Task { [weak self] in
            do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return }
            await self?.idleExpired(generation)
        }
    }

    private func idleExpired(_ generation: Int) async {
        guard generation == idleGeneration, !busy, let child else { return }
        await acquire()
        defer { release() }
        guard generation == idleGeneration, self.child === child else { return }
        self.child = nil
        idleTask = nil
        await onThread { child.stop(gracefully: true) }
    }

    // MARK: Serialising

    /// Actors are reentrant across `await`; this keeps one request (or shutdown) at a time,
    /// first come first served.
    private func acquire() async {
        if busy {
            await withCheckedContinuation { waiters.append($0) }
        } else {
            busy = true
        }
    }

    private func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            waiters.removeFirst().resume()
        }
    }

    /// Runs blocking work (poll, waitpid) off the concurrency pool, which has only as many
    /// threads as cores, on this host's own serial queue: its work is one request at a time
    /// anyway, and a queue keeps its thread where a thread per request cost 0.1 ms to start.
    private func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            io.async { continuation.resume(returning: work()) }
        }
    }
}
