import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Unix stream sockets, set up one way for both protocols: a listener is private (mode 0600
/// before it listens) and never steals a live server's path; every descriptor is
/// close-on-exec from the start, so a process the host spawns meanwhile cannot inherit it.
extension SocketIO {
    /// The longest path a Unix socket address holds (`sun_path` less its terminating zero).
    public static var maximumPathBytes: Int { MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1 }

    static func address(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathBytes else {
            throw Failure(message: "socket path is empty or longer than \(maximumPathBytes) bytes: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// A listening socket at `path`, bound with mode 0600 before it listens so no other user
    /// can connect in between. An existing socket file is replaced only when nobody answers
    /// on it (a stale file left by a crash); a live server or a file that is not a socket
    /// makes this throw instead.
    public static func listen(at path: String, backlog: Int32 = 4) throws -> Int32 {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                throw Failure(message: "\(path) exists and is not a socket; not replacing it")
            }
            if let probe = try? connect(to: path) {
                close(probe)
                throw Failure(message: "a host is already listening on \(path)")
            }
            unlink(path)
        }
        var addr = try address(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { let e = Failure("bind \(path)"); close(fd); throw e }
        guard chmod(path, 0o600) == 0 else { let e = Failure("chmod \(path)"); close(fd); unlink(path); throw e }
        guard Glibc.listen(fd, backlog) == 0 else { let e = Failure("listen \(path)"); close(fd); unlink(path); throw e }
        return fd
    }

    /// A connected socket to the listener at `path`.
    public static func connect(to path: String) throws -> Int32 {
        var addr = try address(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        let result = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else { let e = Failure("connect \(path)"); close(fd); throw e }
        return fd
    }

    /// The next connection, or nil when none came before `deadline` (or accepting failed).
    public static func accept(_ listener: Int32, until deadline: Date) -> Int32? {
        guard waitReadable(listener, until: deadline) else { return nil }
        let fd = acceptCloseOnExec(listener)
        return fd >= 0 ? fd : nil
    }

    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    // Swift's Glibc module hides both behind _GNU_SOURCE; glibc has had them for decades.
    private static let accept4: Accept4? = {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "accept4").map { unsafeBitCast($0, to: Accept4.self) }
    }()
    private static let pipe2: Pipe2? = {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    }()

    /// Accepts a connection that is close-on-exec from the start. Does not wait; -1 with
    /// errno on failure.
    public static func acceptCloseOnExec(_ listener: Int32) -> Int32 {
        if let accept4 { return accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue)) }
        let fd = Glibc.accept(listener, nil, nil)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// A pipe whose ends are close-on-exec from the start (e.g. to wake a thread in `poll`).
    public static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        if let pipe2 {
            guard fds.withUnsafeMutableBufferPointer({ pipe2($0.baseAddress, O_CLOEXEC) }) == 0 else { return nil }
        } else {
            guard pipe(&fds) == 0 else { return nil }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        return (fds[0], fds[1])
    }

    /// Identity of a socket file, so a server removes only the file it bound.
    public struct FileIdentity: Sendable, Equatable {
        /// `st_dev` of the file.
        public var device: UInt64
        /// `st_ino` of the file.
        public var inode: UInt64

        /// An identity as given.
        public init(device: UInt64, inode: UInt64) { self.device = device; self.inode = inode }
    }

    /// The identity of the file at `path` (not following a symlink); nil if there is none.
    public static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
