import Foundation

/// What this process has open (/proc/self/fd), number → target (`pipe:[4242]`, a path, …).
public func openDescriptors() -> [Int32: String] {
    var result: [Int32: String] = [:]
    guard let dir = opendir("/proc/self/fd") else { return result }
    let own = dirfd(dir)
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let fd = Int32(name), fd != own else { continue }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        result[fd] = n > 0 ? String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    }
    closedir(dir)
    return result
}

/// The descriptors opened since `before` that stay open, unchanged, for `settle` seconds.
///
/// In a full `swift test` run other suites open and close files, pipes and sockets at any
/// moment, and a new one often takes a number just freed. Those come and go; a leak is the
/// same descriptor (number and target, e.g. `pipe:[4242]`) still there at every look.
/// `anon_inode` entries are libdispatch's process-wide event loop (epoll, eventfd, timerfd),
/// created lazily by whichever test first uses Dispatch, and are never counted.
public func descriptorsLeftOpen(since before: [Int32: String], settle: Double = 3) async -> [Int32: String] {
    func opened() -> [Int32: String] {
        openDescriptors().filter { before[$0.key] != $0.value && !$0.value.hasPrefix("anon_inode:") }
    }
    var suspects = opened()
    let deadline = Date().addingTimeInterval(settle)
    while !suspects.isEmpty, Date() < deadline {
        try? await Task.sleep(nanoseconds: 50_000_000)
        let now = openDescriptors()
        suspects = suspects.filter { now[$0.key] == $0.value }
    }
    return suspects
}
