#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the kernel says about the other end of a connection, and how long a write may wait for it.
extension SocketIO {
    /// The connecting process as the kernel recorded it at `connect`.
    public struct Credentials: Sendable, Hashable {
        /// The peer's process id at `connect` (it may have exited since).
        public var processID: Int32
        /// The peer's effective user id.
        public var userID: UInt32
        /// The peer's effective group id.
        public var groupID: UInt32

        /// Credentials as given (tests compare with `getpid()`, `geteuid()`, `getegid()`).
        public init(processID: Int32, userID: UInt32, groupID: UInt32) {
            self.processID = processID; self.userID = userID; self.groupID = groupID
        }
    }

    /// The peer's credentials (`SO_PEERCRED`: recorded by the kernel, not spoofable); nil if
    /// `fd` is not a connected Unix socket.
    public static func peerCredentials(_ fd: Int32) -> Credentials? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (Glibc's module hides the type).
        var raw: (UInt32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(UInt32, UInt32, UInt32)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &raw, &length) == 0, length == 12 else { return nil }
        return Credentials(processID: Int32(bitPattern: raw.0), userID: raw.1, groupID: raw.2)
    }

    /// Bounds how long a write may block on a peer that stopped reading.
    public static func setSendTimeout(_ fd: Int32, seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }
}
