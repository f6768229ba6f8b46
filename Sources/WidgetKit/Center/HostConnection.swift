import Dispatch
import Foundation
import FoundationCompat
internal import HostProtocol

/// The process's connection to the Vitrine host's control socket, shared by `WidgetCenter`,
/// `VitrineAppState` and `VitrineApp`. It connects at first use (hello included, so the host
/// has identified this process before any request it sends), reconnects at the next call after
/// the host went away, and keeps retrying in the background while the app has state or URL
/// handlers the host should know about, replaying them on every new connection.
final class HostConnection: Sendable {
    static let shared = HostConnection(socketPath: { HostSocketLocation.resolve().path })

    /// How long connecting (including the host's answer to hello) may take.
    static let connectTimeout: TimeInterval = 10

    struct AppState: Equatable, Sendable {
        var foreground = false
        var audioSession = false
        var navigationSession = false
    }

    private struct State {
        var client: ControlClient?
        var appState = AppState()
        var appStateChanged = false
        var urlHandlers: [@Sendable (URL) -> Void] = []
        var activityHandlers: [(type: String?, action: @Sendable (VitrineWidgetActivity) -> Void)] = []
        var retryScheduled = false
        var reportedNoHostForAppState = false
        var closed = false
        /// The tap this process was started for (the host's `VITRINE_OPEN_URL` /
        /// `VITRINE_USER_ACTIVITY`), until a handler that wants it is registered.
        var launchEvent: HostEvent?
    }

    private let socketPath: @Sendable () -> String
    private let role: ControlRole
    private let appID: String?
    private let state = Protected(State())
    /// Handlers run here, one at a time, never on the socket's reader thread.
    private let eventQueue = DispatchQueue(label: "vitrine.host-events")
    /// Connecting and sending happen here, in call order. Requests with an answer are
    /// queued without waiting, so an async caller never blocks a thread of the cooperative
    /// pool on the connection.
    private let outgoing = DispatchQueue(label: "vitrine.host-outgoing")

    init(socketPath: @escaping @Sendable () -> String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.socketPath = socketPath
        // A widget extension in serve mode may also call WidgetCenter; say which we are.
        role = environment["VITRINE_HOST_SOCKET"] == nil ? .app : .widgetExtension
        appID = environment[ControlProtocol.appIDEnvironmentKey].flatMap { $0.isEmpty ? nil : $0 }
        let launchEvent = HostEvent(launchEnvironment: environment)
        state.withLock { $0.launchEvent = launchEvent }
    }

    // MARK: Requests

    /// Sends without waiting for the answer; a refusal or an unreachable host is reported on
    /// stderr as `<prefix>: <error>`.
    func post(_ message: ControlMessage, call: String, prefix: String = "WidgetCenter") {
        ExitFlush.install()
        // Sent before returning (the process may exit right after), but not waited for.
        outgoing.sync { send(message, call: call, prefix: prefix) }
    }

    private func send(_ message: ControlMessage, call: String, prefix: String) {
        let client: ControlClient
        do {
            client = try connectedClient().client
        } catch {
            report("\(prefix): \(Self.centerError(error, call: call))")
            return
        }
        client.send(message) { [self] result in
            if let error = Self.failure(of: result) { report("\(prefix): \(WidgetCenterError.refused(request: call, reason: error))") }
        }
    }

    /// Sends and delivers the host's result, or `WidgetCenterError` when it cannot be had.
    func request(
        _ message: ControlMessage, call: String, timeout: TimeInterval = 10,
        completion: @escaping @Sendable (Result<ControlResult, WidgetCenterError>) -> Void
    ) {
        outgoing.async { [self] in
            let client: ControlClient
            do {
                client = try connectedClient().client
            } catch {
                completion(.failure(Self.centerError(error, call: call)))
                return
            }
            client.send(message, timeout: timeout) { result in
                switch result {
                case .success(.error(let error)): completion(.failure(.refused(request: call, reason: "\(error)")))
                case .success(let value): completion(.success(value))
                case .failure(let error): completion(.failure(.refused(request: call, reason: "\(error)")))
                }
            }
        }
    }

    /// Waits (bounded) for answers to requests already sent, so a process that posts a reload
    /// and exits still hears a refusal.
    func drain(timeout: TimeInterval) {
        if let client = state.withLock({ $0.client }) { _ = client.drain(timeout: timeout) }
    }

    // MARK: App state and taps

    func updateAppState(_ change: (inout AppState) -> Void) {
        let changed = state.withLock { state in
            let before = state.appState
            change(&state.appState)
            state.appStateChanged = state.appStateChanged || state.appState != before
            return state.appState != before
        }
        guard changed else { return }
        ExitFlush.install()
        // The state as it is when sent: concurrent changes cannot arrive out of order.
        outgoing.sync { sendAppState(appState) }
    }

    private func sendAppState(_ snapshot: AppState) {
        do {
            // A new connection has just replayed the state.
            let (client, fresh) = try connectedClient()
            if fresh { return }
            client.send(Self.message(for: snapshot)) { [self] result in
                if let error = Self.failure(of: result) { report("VitrineAppState: the host refused the app state: \(error)") }
            }
        } catch {
            let first = state.withLock { state in
                defer { state.reportedNoHostForAppState = true }
                return !state.reportedNoHostForAppState
            }
            if first { report("VitrineAppState: \(Self.centerError(error, call: "reporting the app state")); it will be reported when a host is running") }
            scheduleRetry()
        }
    }

    var appState: AppState { state.withLock { $0.appState } }

    func addURLHandler(_ action: @escaping @Sendable (URL) -> Void) {
        let (first, launchURL) = state.withLock { state in
            defer { state.urlHandlers.append(action) }
            var launchURL: URL?
            // As iOS calls onOpenURL after launching an app for a URL: once, to the first handler.
            if case .openURL(let string) = state.launchEvent {
                state.launchEvent = nil
                launchURL = URL(string: string)
            }
            return (state.urlHandlers.isEmpty && state.activityHandlers.isEmpty, launchURL)
        }
        if let launchURL { eventQueue.async { action(launchURL) } }
        if first { outgoing.sync { registerForTaps() } }
    }

    func addActivityHandler(type: String?, _ action: @escaping @Sendable (VitrineWidgetActivity) -> Void) {
        let (first, launchActivity) = state.withLock { state in
            defer { state.activityHandlers.append((type, action)) }
            var launchActivity: VitrineWidgetActivity?
            if case .userActivity(let kind, let family, let configuration) = state.launchEvent, type == nil || type == kind {
                state.launchEvent = nil
                launchActivity = VitrineWidgetActivity(kind: kind, family: WidgetFamily(name: family), configurationJSON: configuration)
            }
            return (state.urlHandlers.isEmpty && state.activityHandlers.isEmpty, launchActivity)
        }
        if let launchActivity { eventQueue.async { action(launchActivity) } }
        if first { outgoing.sync { registerForTaps() } }
    }

    private func registerForTaps() {
        do {
            let (client, fresh) = try connectedClient()
            if fresh { return }  // registered while connecting
            client.send(.registerURLHandler) { [self] result in
                if let error = Self.failure(of: result) { report("VitrineApp: the host refused to deliver taps: \(error)") }
            }
        } catch {
            report("VitrineApp: \(Self.centerError(error, call: "registering for widget taps")); waiting for a host")
            scheduleRetry()
        }
    }

    private func deliver(_ event: HostEvent) {
        let (urls, activities) = state.withLock { ($0.urlHandlers, $0.activityHandlers) }
        eventQueue.async {
            switch event {
            case .openURL(let string):
                guard let url = URL(string: string) else { return }
                for handler in urls { handler(url) }
            case .userActivity(let kind, let family, let configuration):
                let activity = VitrineWidgetActivity(kind: kind, family: WidgetFamily(name: family), configurationJSON: configuration)
                for handler in activities where handler.type == nil || handler.type == kind { handler.action(activity) }
            }
        }
    }

    // MARK: Connecting

    /// The live client, or a new one (`fresh`). On a new connection the app state and tap
    /// registration are replayed, ahead of anything the caller sends.
    private func connectedClient() throws -> (client: ControlClient, fresh: Bool) {
        try state.withLock { state in
            if let client = state.client, client.isConnected { return (client, false) }
            state.client = nil
            guard !state.closed else { throw ControlClient.Failure.disconnected("closed") }
            let client = try ControlClient.connect(
                to: socketPath(), role: role, appID: appID, timeout: Self.connectTimeout,
                onEvent: { [weak self] event in self?.deliver(event) },
                onDisconnect: { [weak self] _ in self?.disconnected() })
            state.client = client
            state.reportedNoHostForAppState = false
            if state.appStateChanged {
                client.send(Self.message(for: state.appState)) { _ in }
            }
            if !state.urlHandlers.isEmpty || !state.activityHandlers.isEmpty {
                client.send(.registerURLHandler) { _ in }
            }
            return (client, true)
        }
    }

    /// Ends the connection for good (tests; the shared one lives as long as the process).
    func close() {
        let client = state.withLock { state in
            state.closed = true
            defer { state.client = nil }
            return state.client
        }
        client?.close()
    }

    private func disconnected() {
        scheduleRetry()
    }

    /// While the host should know about this app (state reported, taps wanted), try to
    /// reconnect every second.
    private func scheduleRetry() {
        let schedule = state.withLock { state in
            let needed = state.appStateChanged || !state.urlHandlers.isEmpty || !state.activityHandlers.isEmpty
            guard needed, !state.retryScheduled, !state.closed else { return false }
            state.retryScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            state.withLock { $0.retryScheduled = false }
            let failure: (any Error)? = outgoing.sync {
                do { _ = try connectedClient(); return nil } catch { return error }
            }
            guard let failure else { return }
            // A host that refuses this app will not change its mind by being asked every second.
            if case .refused(_, let reason) = Self.centerError(failure, call: "") {
                report("VitrineApp: the Vitrine host refused this app (\(reason)); not retrying")
            } else {
                scheduleRetry()
            }
        }
    }

    // MARK: Helpers

    static func message(for state: AppState) -> ControlMessage {
        .appState(foreground: state.foreground, audioSession: state.audioSession, navigationSession: state.navigationSession)
    }

    /// A failed connection as WidgetCenter reports it: nothing listening (or a host too busy to
    /// answer hello) is `noHost`; a host that answered no is `refused`.
    static func centerError(_ error: any Error, call: String) -> WidgetCenterError {
        switch error {
        case let error as ControlError: .refused(request: call, reason: "\(error)")
        case ControlClient.Failure.refused(let error): .refused(request: call, reason: "\(error)")
        default: .noHost(request: call)
        }
    }

    private static func failure(of result: Result<ControlResult, any Error>) -> String? {
        switch result {
        case .success(.error(let error)): "\(error)"
        case .success: nil
        case .failure(let error): "\(error)"
        }
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// At process exit: wait briefly for the host's answers to fire-and-forget requests (so
/// refusals are reported), and write App Group defaults to disk (swift-corelibs-foundation
/// only persists them on `synchronize()`).
enum ExitFlush {
    private static let installed: Void = {
        atexit {
            AppGroupStorage.synchronizeGrantedDefaults()
            HostConnection.shared.drain(timeout: 1)
        }
    }()

    static func install() { _ = installed }
}
