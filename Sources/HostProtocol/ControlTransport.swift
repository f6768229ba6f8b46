import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the control protocol adds to WireTransport's frames and sockets: its own frame limit,
/// and the peer's executable, which identifies an app.
package enum ControlTransport {
    /// One frame under the control protocol's size limit.
    package static func frame<T: Encodable>(_ value: T) throws -> Data {
        try FrameCodec.encode(value, limit: ControlProtocol.maximumFrameBytes)
    }

    /// The executable of `pid`, symlinks resolved; nil once the process is gone.
    package static func executablePath(of pid: Int32) -> String? {
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
}
