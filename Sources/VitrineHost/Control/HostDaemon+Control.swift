import ControlSocket
import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

extension HostDaemon {
    /// Answers one request on the control socket. Apps are identified by the executable of
    /// the connected process (peer credentials), never by what they claim: an app reaches
    /// only its own widgets. Each message has a required role:
    ///
    /// - `reloadTimelines`, `reloadAllTimelines`, `currentConfigurations`, `invalidate…`: the
    ///   app, or one of its widget extensions (iOS lets extensions call `WidgetCenter`);
    /// - `appState`, `registerURLHandler`: the app itself;
    /// - `host` commands: a connection that presented the host's credential (the CLI).
    public func handle(_ request: ControlRequest, from peer: ControlPeer) async -> ControlResult {
        switch request.message {
        case .hello(let role, _, _):
            switch role {
            case .app where app(of: peer) == nil:
                return .error(ControlError(.permissionDenied, notAnAppMessage(peer)))
            case .widgetExtension where owner(ofExtension: peer) == nil:
                return .error(
                    ControlError(
                        .permissionDenied,
                        "process \(peer.processID) (\(peer.executablePath ?? "unknown executable")) is not the executable of an installed widget extension"))
            default:
                return .ok
            }
        case .authenticate(let credential):
            guard control.authenticate(peer, credential) else {
                return .error(
                    ControlError(
                        .permissionDenied,
                        "wrong host credential: host commands need the one in the host's home (\(HostCredential.fileName)), which the vitrine CLI reads"))
            }
            return .ok
        case .host(let command):
            // The person's own tools only: an app or extension must not read every widget's
            // status, make exempt reloads, tap or lock (issue 20's authorization rule).
            guard control.isOperator(peer) else {
                return .error(
                    ControlError(
                        .permissionDenied,
                        "host commands need the host's credential (\(HostCredential.fileName) in the host's home, read by the vitrine CLI); \(peer) did not present it"
                    ))
            }
            return await perform(command)
        default:
            break
        }
        let app: AppRecord
        if peer.role == .widgetExtension, let owner = owner(ofExtension: peer) {
            switch request.message {
            case .appState, .registerURLHandler:
                return .error(ControlError(.permissionDenied, "\(request.message) is for the app itself, not its widget extension"))
            default:
                app = owner
            }
        } else if let caller = self.app(of: peer) {
            app = caller
        } else {
            return .error(ControlError(.permissionDenied, notAnAppMessage(peer)))
        }
        switch request.message {
        case .reloadTimelines(let kind):
            appRequestedReload(appID: app.id, kind: kind)
            return .ok
        case .reloadAllTimelines:
            appRequestedReload(appID: app.id, kind: nil)
            return .ok
        case .currentConfigurations:
            let widgets = catalog.instances(ofApp: app.id).map { instance in
                let configuration = appFacingConfiguration(of: instance)
                return ConfiguredWidget(
                    kind: instance.kind, family: instance.family, configuration: configuration.map { .string($0.json) },
                    instanceID: String(instance.id), intentType: configuration?.intentType)
            }
            return .widgets(widgets)
        case .invalidateConfigurationRecommendations, .invalidateRelevance:
            recordNote(nil, event: "noted", reason: "app \(app.id)", detail: "\(request.message) (no effect: Vitrine has no Smart Stack)")
            return .ok
        case .appState(let foreground, let audio, let navigation):
            var state: AppState = []
            if foreground { state.insert(.foreground) }
            if audio { state.insert(.audioSession) }
            if navigation { state.insert(.navigationSession) }
            appStateChanged(appID: app.id, state)
            return .ok
        case .registerURLHandler:
            taps.register(peer, appID: app.id)
            return .ok
        case .hello, .host, .authenticate:
            return .ok
        }
    }

    /// A connection closed: the app's foreground/session state and URL handler end with it.
    public func disconnected(_ peer: ControlPeer) {
        control.disconnected(peer)
        guard let app = app(of: peer) else { return }
        taps.disconnected(peer, appID: app.id)
        if system.appState(app.id) != nil, !peers(of: app.id, except: peer) {
            appStateChanged(appID: app.id, [])
        }
    }

    func peers(of appID: String, except peer: ControlPeer) -> Bool {
        control.peers.contains { $0.connectionID != peer.connectionID && app(of: $0)?.id == appID }
    }

    /// The installed app whose executable the peer runs.
    func app(of peer: ControlPeer) -> AppRecord? {
        peer.executablePath.flatMap { catalog.app(runningExecutable: $0) }
    }

    /// The app owning the widget extension whose executable the peer runs.
    func owner(ofExtension peer: ControlPeer) -> AppRecord? {
        peer.executablePath.flatMap { catalog.app(runningExtensionExecutable: $0) }
    }

    func notAnAppMessage(_ peer: ControlPeer) -> String {
        "process \(peer.processID) (\(peer.executablePath ?? "unknown executable")) is not the executable of an installed app; install its manifest with `vitrine apps install`"
    }

    /// Host commands for the CLI and tests.
    func perform(_ command: HostCommand) async -> ControlResult {
        do {
            switch command {
            case .sync:
                try sync()
                notify(.instancesChanged)
                return .ok
            case .status:
                return .value(.string(await statusText()))
            case .reload(let ids):
                let results = userRequestedReload(ids)
                return .value(.string(results.map { "#\($0.instance.rawValue): \($0.decision)" }.joined(separator: "\n")))
            case .system(let change):
                apply(change)
                return .ok
            case .tap(let id, let x, let y):
                return .tap(try await tap(instance: id, x: x, y: y))
            case .links(let id):
                return .links(
                    try linkRegions(of: id).map {
                        LinkArea(url: $0.url, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height, depth: $0.depth)
                    })
            case .controls(let id):
                return .controls(
                    try intentRegions(of: id).map {
                        ControlArea(
                            kind: $0.action.control.rawValue, intent: $0.action.displayName, isOn: $0.action.isOn, opensApp: $0.action.opensApp,
                            x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height, depth: $0.depth)
                    })
            }
        } catch {
            return .error(ControlError(.badRequest, "\(error)"))
        }
    }
}
