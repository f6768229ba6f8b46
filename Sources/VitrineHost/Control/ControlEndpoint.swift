import Foundation
import HostProtocol

/// The control socket: its path (told to apps and extensions in their environment) and the
/// server while the host listens on it.
struct ControlEndpoint {
    private(set) var socketPath: String?
    private(set) var server: ControlServer?

    init(socketPath: String?) {
        self.socketPath = socketPath
    }

    mutating func opened(_ server: ControlServer, at path: String) {
        self.server = server
        socketPath = path
    }

    /// Forgets the server (the caller stops it off the actor).
    mutating func close() -> ControlServer? {
        defer { server = nil }
        return server
    }

    /// Connections open now.
    var peers: [ControlPeer] { server?.peers ?? [] }
}
