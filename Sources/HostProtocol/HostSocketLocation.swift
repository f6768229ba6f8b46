import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the host's control socket is. Apps, extensions, the CLI and the host all resolve it
/// the same way, first match wins:
/// 1. `$VITRINE_CONTROL_SOCKET` (a path; the host passes it on to the processes it launches);
/// 2. `$XDG_RUNTIME_DIR/vitrine/control.sock` (per user, cleared at logout, as XDG intends);
/// 3. `$TMPDIR/vitrine-<uid>/control.sock` (`/tmp` without `TMPDIR`), for systems without a
///    runtime directory. The host checks that this directory is its own and private, since
///    anyone can create names in `/tmp`.
public struct HostSocketLocation: Sendable, Hashable, CustomStringConvertible {
    /// Which rule chose the path.
    public enum Source: String, Sendable, Hashable {
        /// `$VITRINE_CONTROL_SOCKET`, `$XDG_RUNTIME_DIR`, or `$TMPDIR` (or `/tmp`).
        case environment, runtimeDirectory, temporaryDirectory
    }

    /// The socket's path.
    public let path: String
    /// Which rule chose it.
    public let source: Source

    /// A location as given (tests; `resolve` is how it is normally found).
    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }

    /// The location for this user and environment, by the rules above.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        userID: UInt32 = geteuid()
    ) -> HostSocketLocation {
        if let explicit = environment[ControlProtocol.socketEnvironmentKey], !explicit.isEmpty {
            return HostSocketLocation(path: explicit, source: .environment)
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return HostSocketLocation(path: join(runtime, "vitrine/control.sock"), source: .runtimeDirectory)
        }
        var temporary = environment["TMPDIR"] ?? "/tmp"
        if !temporary.hasPrefix("/") { temporary = "/tmp" }
        return HostSocketLocation(path: join(temporary, "vitrine-\(userID)/control.sock"), source: .temporaryDirectory)
    }

    /// The path and the rule that chose it.
    public var description: String { "\(path) (\(source.rawValue))" }

    /// The directory that holds the socket.
    public var directory: String { (path as NSString).deletingLastPathComponent }

    /// Creates the socket's directory (mode 0700) for the host. A directory named by
    /// `VITRINE_CONTROL_SOCKET` is the user's choice and only created if missing; Vitrine's own
    /// directories must belong to this user and are made private, or another user could swap
    /// the socket.
    public func prepareDirectory() throws {
        let directory = directory.isEmpty ? "." : directory
        var info = stat()
        if lstat(directory, &info) != 0 {
            guard errno == ENOENT else { throw SocketIO.Failure("cannot inspect \(directory)") }
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            guard lstat(directory, &info) == 0 else { throw SocketIO.Failure("cannot inspect \(directory)") }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SocketIO.Failure(message: "\(directory) is not a directory")
        }
        guard source != .environment else { return }
        guard info.st_uid == geteuid() else {
            throw SocketIO.Failure(message: "\(directory) belongs to uid \(info.st_uid), not to this user (\(geteuid()))")
        }
        if info.st_mode & 0o077 != 0 {
            guard chmod(directory, 0o700) == 0 else { throw SocketIO.Failure("cannot make \(directory) private") }
        }
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }
}
