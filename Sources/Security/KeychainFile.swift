import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One access group's items in one JSON file, changed under an exclusive `flock` on a lock file
/// beside it (the app and its widget may write at once) and replaced atomically by `rename`,
/// readable only by its owner (0600). A file that does not decode is never rewritten: every
/// operation on the group fails with `errSecDecode` until someone moves it aside.
struct KeychainFile {
    /// Items are small (tokens, passwords); a file past this is refused (errSecDataTooLarge) on
    /// write and treated as corrupt on read, so a runaway writer cannot fill the disk.
    static let maximumSize = 1 << 20

    let url: URL

    /// The file's content.
    struct Contents: Codable {
        var format = "vitrine-keychain"
        var version = 1
        var items: [[String: KeychainValue]] = []
    }

    /// Runs `body` on the items under the lock; writes them back when it returns true.
    func update(create: Bool, _ body: (inout [[String: KeychainValue]]) -> (status: OSStatus, write: Bool)) -> OSStatus {
        let directory = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.path) {
            // Searching a group never written to finds nothing; only writes create the file.
            guard create else {
                var none: [[String: KeychainValue]] = []
                return body(&none).status
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                Self.report("cannot create \(directory.path): \(error.localizedDescription)")
                return errSecIO
            }
        }
        let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            Self.report("cannot open \(url.path).lock: \(String(cString: strerror(errno)))")
            return errSecIO
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { return errSecIO }
        }
        var contents: Contents
        switch read() {
        case .success(let read): contents = read
        case .failure(let status): return status
        }
        let (status, write) = body(&contents.items)
        guard status == errSecSuccess, write else { return status }
        return store(contents)
    }

    private enum ReadResult {
        case success(Contents)
        case failure(OSStatus)
    }

    private func read() -> ReadResult {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            if errno == ENOENT || !FileManager.default.fileExists(atPath: url.path) { return .success(Contents()) }
            Self.report("cannot read \(url.path): \(String(cString: strerror(errno)))")
            return .failure(errSecIO)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // One byte past the bound is enough to know the file is too large.
            data = try handle.read(upToCount: Self.maximumSize + 1) ?? Data()
        } catch {
            Self.report("cannot read \(url.path): \(error.localizedDescription)")
            return .failure(errSecIO)
        }
        guard data.count <= Self.maximumSize else {
            Self.report("\(url.path) is larger than \(Self.maximumSize) bytes; it is left as it is (move it aside to start an empty keychain)")
            return .failure(errSecDecode)
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.format == "vitrine-keychain", contents.version == 1 else {
            Self.report("\(url.path) is not a keychain file Vitrine can read; it is left as it is (move it aside to start an empty keychain)")
            return .failure(errSecDecode)
        }
        return .success(contents)
    }

    private func store(_ contents: Contents) -> OSStatus {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(contents) else { return errSecParam }
        guard data.count <= Self.maximumSize else {
            Self.report("\(url.path) would grow to \(data.count) bytes, past the \(Self.maximumSize)-byte bound of a keychain file; nothing was written")
            return errSecDataTooLarge
        }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            Self.report("cannot write \(temporary): \(String(cString: strerror(errno)))")
            return errSecIO
        }
        // The mode is set explicitly: open's mode is filtered by the umask.
        var ok = fchmod(fd, 0o600) == 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while ok, offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { ok = false } else { offset += written }
            }
        }
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary, url.path) == 0 else {
            Self.report("cannot write \(url.path): \(String(cString: strerror(errno)))")
            unlink(temporary)
            return errSecIO
        }
        return errSecSuccess
    }

    /// One line on standard error: a status code alone does not say which file is at fault.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("Security: keychain: \(message)\n".utf8))
    }
}
