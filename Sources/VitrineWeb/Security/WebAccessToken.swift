import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The home screen's access token, kept in the host's home (`web-token`, mode 0600) so the
/// address `vitrine serve` prints, and a bookmark of it, stay valid across restarts. Another
/// user of the machine cannot read the file, so cannot reach the home screen either.
public enum WebAccessToken {
    /// The file in the host's home.
    public static let fileName = "web-token"

    /// The token kept in `directory`; a new one is written there when the file is missing,
    /// malformed, not a regular file of this user, or readable by anyone else (it may have leaked).
    public static func loadOrCreate(in directory: URL) throws -> String {
        if let kept = read(from: directory) { return kept }
        return try create(in: directory)
    }

    /// The kept token, nil when there is none that can be trusted (see `loadOrCreate(in:)`).
    public static func read(from directory: URL) -> String? {
        let path = directory.appendingPathComponent(fileName).path
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
            info.st_mode & 0o077 == 0, info.st_size <= 256
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: 257)
        let count = Glibc.read(fd, &bytes, bytes.count)
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return isWellFormed(text) ? text : nil
    }

    /// Writes a new token into `directory` (replacing the file atomically) and returns it.
    public static func create(in directory: URL) throws -> String {
        let token = generate()
        let url = directory.appendingPathComponent(fileName)
        let temporary = directory.appendingPathComponent(".\(fileName).\(getpid())")
        unlink(temporary.path)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw WebConfigurationError("cannot write the access token to \(url.path): \(String(cString: strerror(errno)))")
        }
        let line = token + "\n"
        let written = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == line.utf8.count, synced, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw WebConfigurationError("cannot write the access token to \(url.path)")
        }
        return token
    }

    /// 256 bits from the system's generator (getrandom), as 64 lowercase hex digits.
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }

    /// What `generate()` makes: anything else in the file is replaced.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
