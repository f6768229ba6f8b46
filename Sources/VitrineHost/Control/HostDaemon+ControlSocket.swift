import ControlSocket
import Foundation
import HostProtocol

extension HostDaemon {
    /// Opens the control socket (apps' WidgetCenter, the CLI) at `socketPath`, and writes a
    /// new `HostCredential` into the host's home for the CLI's host commands.
    public func openControlSocket(at socketPath: String) throws {
        let credential = try HostCredential.create(in: configuration.location.directory)
        let server = ControlServer(
            socketPath: socketPath,
            handler: { [weak self] request, peer in
                guard let self else { return .error(ControlError(.shuttingDown, "the host is stopping")) }
                return await self.handle(request, from: peer)
            },
            onDisconnect: { [weak self] peer in
                guard let self else { return }
                Task { await self.disconnected(peer) }
            })
        try server.start()
        control.opened(server, at: socketPath, credential: credential)
    }

    /// Stops listening; connected peers are closed.
    public func closeControlSocket() async {
        await control.close()?.stop()
    }
}
