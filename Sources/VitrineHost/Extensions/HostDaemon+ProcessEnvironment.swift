import Foundation
import HostProtocol

extension HostDaemon {
    /// The environment the app's own executable gets when the host (or `vitrine apps run`)
    /// starts it: its App Group containers and the control socket.
    public func appEnvironment(appID: String) throws -> [String: String] {
        guard catalog.app(appID) != nil else { throw HostError.unknownApp(appID) }
        return try processEnvironment(appID: appID, identity: appID)
    }

    /// The environment of a process of app `appID`: its App Group containers, and the control
    /// socket with the app id it connects as.
    func processEnvironment(appID: String, identity: String) throws -> [String: String] {
        var environment = try groups.environment(for: catalog.app(appID)?.appGroups ?? [], processIdentity: identity)
        environment[ControlProtocol.appIDEnvironmentKey] = appID
        if let socket = control.socketPath { environment[ControlProtocol.socketEnvironmentKey] = socket }
        return environment
    }
}
