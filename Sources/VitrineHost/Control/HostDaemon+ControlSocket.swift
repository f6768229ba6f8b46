import Foundation
import HostProtocol

extension HostDaemon {
    /// Opens the control socket (apps' WidgetCenter, the CLI) at `socketPath`.
    public func openControlSocket(at socketPath: String) throws {
        let server = ControlServer(socketPath: socketPath, handler: { [weak self] request, peer in
            guard let self else { return .error(ControlError(.shuttingDown, "the host is stopping")) }
            return await self.handle(request, from: peer)
        }, onDisconnect: { [weak self] peer in
            guard let self else { return }
            Task { await self.disconnected(peer) }
        })
        try server.start()
        control.opened(server, at: socketPath)
    }

    /// Stops listening; connected peers are closed.
    public func closeControlSocket() async {
        await control.close()?.stop()
    }
}
