#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import ExtensionProtocol

/// Socket plumbing the extension protocol's `SocketIO` does not need: a private listening
/// socket that never steals a live host's address, peer credentials, send timeouts.
enum ControlSocket {
    /// Identity of the socket file this server bound, so shutdown removes only its own.
    struct FileIdentity: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
    }

    static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    static func address(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw SocketError(message: "socket path is empty or longer than \(MemoryLayout.size(ofValue: address.sun_path) - 1) bytes: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Binds `path` with mode 0600 before it starts listening, so no other user can connect in
    /// between. An existing socket file is replaced only when nobody answers on it (a stale
    /// file left by a crash); a live server makes this throw instead.
    static func listen(at path: String, backlog: Int32 = 64) throws -> (fd: Int32, identity: FileIdentity?) {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                throw SocketError(message: "\(path) exists and is not a socket; not replacing it")
            }
            if let probe = try? SocketIO.connect(to: path) {
                close(probe)
                throw SocketError(message: "a host is already listening on \(path)")
            }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket") }
        var addr = try address(path)
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { let e = SocketError("bind \(path)"); close(fd); throw e }
        guard chmod(path, 0o600) == 0 else { let e = SocketError("chmod \(path)"); close(fd); unlink(path); throw e }
        guard Glibc.listen(fd, backlog) == 0 else { let e = SocketError("listen \(path)"); close(fd); unlink(path); throw e }
        return (fd, fileIdentity(path))
    }

    struct Credentials: Sendable, Hashable {
        var processID: Int32
        var userID: UInt32
        var groupID: UInt32
    }

    /// The connecting process as the kernel recorded it at `connect` (not spoofable).
    static func peerCredentials(_ fd: Int32) -> Credentials? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (Glibc's module hides the type).
        var raw: (UInt32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(UInt32, UInt32, UInt32)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &raw, &length) == 0, length == 12 else { return nil }
        return Credentials(processID: Int32(bitPattern: raw.0), userID: raw.1, groupID: raw.2)
    }

    /// The executable of `pid`, symlinks resolved; nil once the process is gone.
    static func executablePath(of pid: Int32) -> String? {
        let link = "/proc/\(pid)/exe"
        if let resolved = realpath(link, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A replaced or deleted binary: the kernel still names it, with " (deleted)".
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(link, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
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

    /// Accepts a connection that is close-on-exec from the start, so an extension the host
    /// spawns meanwhile cannot inherit it. -1 with errno on failure.
    static func acceptCloseOnExec(_ listener: Int32) -> Int32 {
        if let accept4 { return accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue)) }
        let fd = accept(listener, nil, nil)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        if let pipe2 {
            guard fds.withUnsafeMutableBufferPointer({ pipe2($0.baseAddress, O_CLOEXEC) }) == 0 else { return nil }
        } else {
            guard pipe(&fds) == 0 else { return nil }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        return (fds[0], fds[1])
    }

    /// Bounds how long a write may block on a peer that stopped reading.
    static func setSendTimeout(_ fd: Int32, seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Encodes one frame under the control protocol's size limit.
    static func encodeFrame<T: Encodable>(_ value: T, limit: Int = ControlProtocol.maximumFrameBytes) throws -> Data {
        let frame = try FrameCodec.encode(value)
        guard frame.count - 4 <= limit else { throw ControlFrameError.tooLarge(frame.count - 4, limit: limit) }
        return frame
    }
}

public enum ControlFrameError: Error, Equatable, CustomStringConvertible, Sendable {
    case tooLarge(Int, limit: Int)
    case truncated
    /// The other side closed the connection between frames.
    case endOfStream
    case timedOut

    public var description: String {
        switch self {
        case .endOfStream: "the other side closed the connection"
        case .timedOut: "timed out waiting for a frame"
        case .tooLarge(let n, let limit): "frame of \(n) bytes exceeds the control protocol's \(limit)-byte limit"
        case .truncated: "the connection closed in the middle of a frame"
        }
    }
}

/// Frames out of a byte stream, refusing a length header over `limit` before buffering it.
struct ControlFrameReader: Sendable {
    private var buffer = Data()
    let limit: Int

    init(limit: Int = ControlProtocol.maximumFrameBytes) { self.limit = limit }

    mutating func append(_ data: Data) { buffer.append(data) }

    mutating func next() throws -> Data? {
        guard buffer.count >= 4 else { return nil }
        let start = buffer.startIndex
        let length = Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
        guard length <= limit else { throw ControlFrameError.tooLarge(length, limit: limit) }
        guard buffer.count >= 4 + length else { return nil }
        let body = buffer.subdata(in: start + 4 ..< start + 4 + length)
        buffer.removeSubrange(start ..< start + 4 + length)
        return body
    }

    var hasPartialFrame: Bool { !buffer.isEmpty }

    /// Reads until one whole frame is there. Throws `ControlFrameError` (`.endOfStream` for a
    /// clean close between frames) or a read failure.
    mutating func readFrame(_ fd: Int32, until deadline: Date) throws -> Data {
        while true {
            if let frame = try next() { return frame }
            guard let chunk = try SocketIO.read(fd, until: deadline) else { throw ControlFrameError.timedOut }
            if chunk.isEmpty { throw hasPartialFrame ? ControlFrameError.truncated : ControlFrameError.endOfStream }
            append(chunk)
        }
    }
}
