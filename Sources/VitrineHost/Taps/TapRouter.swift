import ControlSocket
import Foundation
import HostProtocol
import VitrineStore

/// Where a tap goes once the host knows which app it is for: the app's registered control
/// connection, else the process the host started for an earlier tap (it gets the tap once it
/// registers), else a new process of the app's executable with the tap in its environment.
struct TapRouter {
    /// App connections that asked for widget taps, by app id.
    private var handlers: [String: ControlPeer] = [:]
    /// App processes the host started for taps and that are still running, by process id.
    private var launched: [Int32: LaunchedApp] = [:]
    /// Per app, the process started for a tap that has not registered yet, and the taps that
    /// came meanwhile.
    private var pending: [String: (processID: Int32, events: [HostEvent])] = [:]

    /// Apps receiving taps over their connections, by app id (`vitrine status`).
    var registeredHandlers: [(appID: String, processID: Int32)] {
        handlers.sorted { $0.key < $1.key }.map { ($0.key, $0.value.processID) }
    }

    /// App `appID` registered for taps on `peer`: taps that waited for it are sent now.
    mutating func register(_ peer: ControlPeer, appID: String) {
        handlers[appID] = peer
        guard let waiting = pending.removeValue(forKey: appID) else { return }
        for event in waiting.events { peer.push(event) }
    }

    /// A connection closed: it no longer receives the app's taps.
    mutating func disconnected(_ peer: ControlPeer, appID: String) {
        if handlers[appID]?.connectionID == peer.connectionID { handlers[appID] = nil }
    }

    /// Hands `event` to `app`. `environment` is the launch environment when a process must be
    /// started; `onExit` runs (off the actor) when such a process exits.
    mutating func deliver(
        _ event: HostEvent, to appID: String, app: AppRecord?, environment: () throws -> [String: String],
        onExit: @escaping @Sendable (_ processID: Int32, _ status: Int32) -> Void
    ) -> (TapResult.Delivery, String, Int32?) {
        if let peer = handlers[appID] {
            if peer.push(event) {
                return (.connection, "sent to \(appID) (pid \(peer.processID)) over its control connection", peer.processID)
            }
            handlers[appID] = nil  // closed; its disconnect is on the way
        }
        if let starting = pending[appID]?.processID, launched[starting] != nil {
            pending[appID]?.events.append(event)
            return (
                .launched, "\(appID) (pid \(starting)) was started for an earlier tap and has not registered for taps yet; it gets this one when it does",
                starting
            )
        }
        guard let app, let executable = app.executable else {
            return (.refused, "\(appID) is not running with a tap handler and its manifest names no executable to start", nil)
        }
        do {
            var launchEnvironment = ProcessInfo.processInfo.environment
            launchEnvironment[HostEvent.openURLEnvironmentKey] = nil
            launchEnvironment[HostEvent.userActivityEnvironmentKey] = nil
            launchEnvironment.merge(try environment()) { $1 }
            launchEnvironment.merge(event.launchEnvironment) { $1 }
            let process = try LaunchedApp.launch(appID: appID, executable: executable, environment: launchEnvironment, onExit: onExit)
            launched[process.processID] = process
            pending[appID] = (process.processID, [])  // until it registers for taps
            let variable = event.launchEnvironment.keys.first ?? ""
            return (.launched, "started \(executable) (pid \(process.processID)) with \(variable)", process.processID)
        } catch {
            return (.refused, "could not start \(executable): \(error)", nil)
        }
    }

    /// A process started for a tap exited.
    /// - Returns: how many taps it never registered for and that are dropped.
    mutating func launchedAppExited(appID: String, processID: Int32) -> Int {
        launched.removeValue(forKey: processID)?.endSession()
        guard pending[appID]?.processID == processID else { return 0 }
        return pending.removeValue(forKey: appID)?.events.count ?? 0
    }

    /// The host stops: apps it started see their standard input end.
    func endLaunchedAppSessions() {
        for process in launched.values { process.endSession() }
    }
}
