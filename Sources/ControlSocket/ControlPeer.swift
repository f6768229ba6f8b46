import HostProtocol

/// The process on the other end of a control connection, as the kernel reports it
/// (`SO_PEERCRED` at connect time), plus what its `hello` declared. Passed with every request;
/// keep it to push events to that connection later.
public struct ControlPeer: Sendable, Hashable, CustomStringConvertible {
    /// Numbers the server's connections from 1; never reused while the server runs.
    public let connectionID: UInt64
    /// The peer's process id at `connect`.
    public let processID: Int32
    /// The peer's effective user id at `connect`.
    public let userID: UInt32
    /// The peer's effective group id at `connect`.
    public let groupID: UInt32
    /// `/proc/<pid>/exe` resolved at accept time; nil if the process was already gone.
    /// This, not `declaredAppID`, is what identifies an app.
    public let executablePath: String?
    /// From the connection's accepted `hello`; nil while the hello itself is being handled.
    public let role: ControlRole?
    /// The app id the hello claimed (a claim: `executablePath` is what identifies an app).
    public let declaredAppID: String?
    let connection: ControlConnection

    /// Sends an event on this connection; false if it has closed.
    @discardableResult
    public func push(_ event: HostEvent) -> Bool {
        connection.send(ControlServerFrame(event: event))
    }

    /// Ends the connection (pending responses are dropped).
    public func disconnect() { connection.disconnect() }

    /// False once the connection has closed.
    public var isConnected: Bool { connection.isOpen }

    /// The same connection, with the same accepted hello.
    public static func == (lhs: ControlPeer, rhs: ControlPeer) -> Bool {
        lhs.connectionID == rhs.connectionID && lhs.role == rhs.role && lhs.declaredAppID == rhs.declaredAppID
    }

    /// Hashes the connection id.
    public func hash(into hasher: inout Hasher) { hasher.combine(connectionID) }

    /// Connection, pid, uid, executable, role and claimed app, for logs.
    public var description: String {
        "connection \(connectionID) pid \(processID) uid \(userID) \(executablePath ?? "<exited>")"
            + (role.map { " \($0.rawValue)" } ?? "") + (declaredAppID.map { " app \($0)" } ?? "")
    }
}
