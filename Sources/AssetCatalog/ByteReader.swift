import Foundation

/// Bounds-checked reads from untrusted bytes: every accessor returns `nil` past the end,
/// so header parsers cannot trap on truncated or hostile files.
struct ByteReader {
    let data: Data

    var count: Int { data.count }

    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < data.count else { return nil }
        return data[data.startIndex + offset]
    }

    func u16BE(_ offset: Int) -> Int? {
        guard let a = u8(offset), let b = u8(offset + 1) else { return nil }
        return Int(a) << 8 | Int(b)
    }

    func u16LE(_ offset: Int) -> Int? {
        guard let a = u8(offset), let b = u8(offset + 1) else { return nil }
        return Int(b) << 8 | Int(a)
    }

    func u24LE(_ offset: Int) -> Int? {
        guard let low = u16LE(offset), let high = u8(offset + 2) else { return nil }
        return Int(high) << 16 | low
    }

    func u32BE(_ offset: Int) -> Int? {
        guard let high = u16BE(offset), let low = u16BE(offset + 2) else { return nil }
        return high << 16 | low
    }

    func u32LE(_ offset: Int) -> Int? {
        guard let low = u16LE(offset), let high = u16LE(offset + 2) else { return nil }
        return high << 16 | low
    }

    /// Whether the bytes at `offset` spell `ascii`.
    func matches(_ ascii: String, at offset: Int) -> Bool {
        var position = offset
        for byte in ascii.utf8 {
            guard u8(position) == byte else { return false }
            position += 1
        }
        return true
    }

    func matches(_ bytes: [UInt8], at offset: Int) -> Bool {
        for (index, byte) in bytes.enumerated() where u8(offset + index) != byte {
            return false
        }
        return true
    }
}
