import NIOCore
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `SO_PEERCRED` of an accepted channel: the pid, uid and gid the kernel recorded at
/// `connect` (not spoofable), read through NIO's socket options on the channel's event loop.
enum PeerCredentials {
    /// `struct ucred { pid_t pid; uid_t uid; gid_t gid; }` (Glibc's module hides the type).
    private struct Words: Sendable {
        var processID: Int32 = 0
        var userID: UInt32 = 0
        var groupID: UInt32 = 0
    }

    /// The peer's credentials, nil when the channel is not a connected Unix socket.
    static func of(_ channel: Channel) -> EventLoopFuture<SocketIO.Credentials?> {
        guard let provider = channel as? SocketOptionProvider else { return channel.eventLoop.makeSucceededFuture(nil) }
        let words: EventLoopFuture<Words> = provider.unsafeGetSocketOption(
            level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_PEERCRED))
        return words.map { SocketIO.Credentials(processID: $0.processID, userID: $0.userID, groupID: $0.groupID) }
            .recover { _ in nil }
    }
}
