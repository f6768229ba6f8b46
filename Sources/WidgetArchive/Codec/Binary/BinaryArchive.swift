import Foundation

/// The binary form of a view archive, for moving archives between processes quickly: an
/// extension's timeline answer carries one per entry. About 35 times faster to write and 15
/// times faster to read and validate than the JSON form (`vitrine-bench extension` measures
/// both), because it is written field by field instead of through Codable's keyed containers.
///
/// It is a transport, not a storage format: files, the store and content hashes use
/// `ArchiveCodec` (JSON). Decoding validates exactly as `ArchiveCodec.decode` does.
public enum BinaryArchive {
    /// Appends `archive` to `bytes`.
    public static func write(_ archive: ViewArchive, to bytes: inout [UInt8]) {
        var writer = BinaryArchiveWriter(bytes: [])
        swap(&writer.bytes, &bytes)
        archive.write(to: &writer)
        swap(&writer.bytes, &bytes)
    }

    /// The archive in the binary form, in a new byte array.
    public static func encode(_ archive: ViewArchive) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(archive, to: &bytes)
        return bytes
    }

    /// Reads one archive that starts at `offset` and ends exactly at `end`, then validates it.
    public static func read(_ bytes: [UInt8], from offset: Int, to end: Int) throws -> ViewArchive {
        var reader = BinaryArchiveReader(bytes: bytes, offset: offset)
        let archive = try ViewArchive(from: &reader)
        guard reader.offset == end else {
            throw ArchiveError.malformed(path: "", reason: "binary archive ends at byte \(reader.offset), expected \(end)")
        }
        try ArchiveValidator.validate(archive)
        return archive
    }

    /// Reads a byte array that holds exactly one binary archive, then validates it.
    public static func decode(_ bytes: [UInt8]) throws -> ViewArchive {
        try read(bytes, from: 0, to: bytes.count)
    }
}
