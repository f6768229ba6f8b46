import Foundation
import Glibc

/// The host's credential: a random secret the running host writes into its home (mode 0600,
/// in a 0700 directory) and the `vitrine` CLI reads back. Sending it on a control connection
/// (`ControlMessage.authenticate`) is what allows host commands (status, reload, tap, lock,
/// the clock): every process of the user can reach the socket, including widget extensions,
/// but only the person's own tools can read the host's home (extensions are kept out of it by
/// their sandbox).
public enum HostCredential {
    /// The file in the host's home.
    public static let fileName = "control-credential"

    /// Writes a new credential into `directory` (replacing an older one) and returns it.
    public static func create(in directory: URL) throws -> String {
        var generator = SystemRandomNumberGenerator()  // getrandom(2)
        let secret = (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
        let url = directory.appendingPathComponent(fileName)
        let temporary = directory.appendingPathComponent(".\(fileName).\(getpid())")
        unlink(temporary.path)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path]) }
        let written = secret.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        guard written == secret.utf8.count, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return secret
    }

    /// The credential in `directory`, nil when no host has written one (or it is unreadable).
    public static func read(from directory: URL) -> String? {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path), data.count <= 256,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.isEmpty ? nil : secret
    }

    /// Compares without an early exit, so the time taken says nothing about the secret.
    public static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
