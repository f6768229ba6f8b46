import ExtensionHost
import ExtensionProtocol
import Foundation

/// One `ExtensionHost` per extension executable, created on first use. Each host launches
/// its process on demand and ends it after its idle time, as WidgetKit does, so an idle
/// daemon runs no extension at all.
public actor ExtensionPool {
    private var hosts: [String: ExtensionHost] = [:]
    private let configuration: ExtensionHostConfiguration

    /// A pool whose extensions run with `configuration`'s limits.
    public init(configuration: ExtensionHostConfiguration) {
        self.configuration = configuration
    }

    /// The host for `executable`, launched with `environment` added (App Group containers,
    /// the control socket) over the pool's own.
    public func host(for executable: String, environment: [String: String] = [:]) -> ExtensionHost {
        if let host = hosts[executable] { return host }
        var configuration = configuration
        configuration.environment.merge(environment) { _, new in new }
        let host = ExtensionHost(executable: URL(fileURLWithPath: executable), configuration: configuration)
        hosts[executable] = host
        return host
    }

    /// Forgets (and ends) the host of an extension that was removed or reinstalled.
    public func discard(_ executable: String) async {
        guard let host = hosts.removeValue(forKey: executable) else { return }
        await host.shutdown()
    }

    /// Processes currently running, for `vitrine status`.
    public func running() async -> [String: Int32] {
        var result: [String: Int32] = [:]
        for (path, host) in hosts { if let pid = await host.processID { result[path] = pid } }
        return result
    }

    /// Ends every extension process (the host is stopping).
    public func shutdown() async {
        for host in hosts.values { await host.shutdown() }
        hosts.removeAll()
    }
}
