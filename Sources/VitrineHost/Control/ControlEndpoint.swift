import ControlSocket
import Foundation
import HostProtocol

/// The control socket: its path (told to apps and extensions in their environment) and the
/// server while the host listens on it.
struct ControlEndpoint {
    private(set) var socketPath: String?
    private(set) var server: ControlServer?
    /// The secret a connection must present for host commands (`HostCredential`).
    private var credential: String?
    /// Connections that presented it.
    private var operators: Set<UInt64> = []

    init(socketPath: String?) {
        self.socketPath = socketPath
    }

    mutating func opened(_ server: ControlServer, at path: String, credential: String) {
        self.server = server
        socketPath = path
        self.credential = credential
    }

    /// Checks a connection's credential; a match lets it use host commands until it closes.
    mutating func authenticate(_ peer: ControlPeer, _ given: String) -> Bool {
        guard let credential, HostCredential.matches(given, credential) else { return false }
        operators.insert(peer.connectionID)
        return true
    }

    /// Whether the connection may use host commands.
    func isOperator(_ peer: ControlPeer) -> Bool { operators.contains(peer.connectionID) }

    mutating func disconnected(_ peer: ControlPeer) { operators.remove(peer.connectionID) }

    /// Forgets the server (the caller stops it off the actor).
    mutating func close() -> ControlServer? {
        defer { server = nil }
        return server
    }

    /// Connections open now.
    var peers: [ControlPeer] { server?.peers ?? [] }
}
