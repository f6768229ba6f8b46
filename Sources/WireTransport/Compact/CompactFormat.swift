import Foundation
import WidgetArchive

/// The compact binary form of a `Codable` value that host and extension exchange when both
/// speak it (docs/PROTOCOL.md, "Frame encodings"). JSON through Foundation costs about 0.6 ms
/// per 6 KB archive each way; a timeline of a few entries then misses the 2 ms round trip.
///
/// Layout: `magic` (2 bytes), the root value, then the key table. The header's last 4 bytes
/// (little-endian) give the key table's offset. Every keyed-container key is a varint index
/// into that table, so a key's text is written once per message.
///
/// A value is a tag byte and its payload:
/// - `nil`, `false`, `true`: the tag alone
/// - `int`: zigzag varint; `uint`: varint
/// - `double`: 8 bytes, `float`: 4 bytes (IEEE 754 bit pattern, little-endian; infinity and NaN as they are)
/// - `string`, `bytes`: varint byte count, then the bytes (UTF-8 for strings)
/// - `keyed`: u32 content length, u32 entry count, then `count` × (varint key index, value)
/// - `unkeyed`: u32 content length, u32 element count, then `count` values
/// - `archive`: a `ViewArchive` in `BinaryArchive` form: u32 length, then the archive. Codable
///   would take most of the time of a timeline answer; this is the one type given a fast path.
///
/// Container lengths let a reader skip a value without reading it, so a keyed container is
/// indexed in one pass over its own entries.
enum CompactFormat {
    static let magic: [UInt8] = [0xB1, 0x01]
    /// magic + key table offset.
    static let headerSize = 6
    /// Containers deeper than this are refused when reading (a hostile frame must not exhaust the stack).
    static let maximumDepth = 512

    enum Tag: UInt8 {
        case null = 0, falseValue, trueValue, int, uint, double, float, string, bytes, keyed, unkeyed, archive
    }
}

/// Compact frames are written with the archive writer's primitives (varints, little-endian
/// fixed widths, length-prefixed UTF-8), plus a tag before each value.
typealias CompactWriter = BinaryArchiveWriter

extension BinaryArchiveWriter {
    mutating func tag(_ tag: CompactFormat.Tag) { bytes.append(tag.rawValue) }
}
