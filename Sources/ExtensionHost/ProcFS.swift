#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads of /proc without Foundation (no allocation of file handles, nothing cached).
enum ProcFS {
    /// Resident set size of `pid` in bytes (`VmRSS` of /proc/<pid>/status), nil once the
    /// process is gone or a zombie.
    static func residentBytes(of pid: Int32) -> Int? {
        guard let text = contents(of: "/proc/\(pid)/status") else { return nil }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        let fields = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let value = fields.first.flatMap({ Int($0) }) else { return nil }
        let unit = fields.count > 1 ? fields[1].lowercased() : "kb"
        switch unit {
        case "kb": return value * 1024
        case "mb": return value * 1024 * 1024
        default: return value
        }
    }

    static func contents(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n > 0 { result.append(contentsOf: chunk[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
        return String(decoding: result, as: UTF8.self)
    }
}
