import Foundation

/// A model type with a hand-written binary form (`BinaryArchive`). Written field by field in
/// declaration order, without names: both sides share this module, and the form carries its
/// own version, so it is a transport between processes, not a file format (files are JSON).
protocol BinaryArchivable {
    func write(to writer: inout BinaryArchiveWriter)
    init(from reader: inout BinaryArchiveReader) throws
}

/// Appends an archive's fields to a byte array. Its number and string primitives are also
/// what ExtensionProtocol's compact frames are written with (hence `package`).
package struct BinaryArchiveWriter {
    package var bytes: [UInt8] = []

    package init(bytes: [UInt8] = []) { self.bytes = bytes }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Little-endian base-128, 7 bits a byte.
    package mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// Zigzag, so small negative numbers stay short.
    package mutating func int(_ value: Int) { int64(Int64(value)) }

    package mutating func int64(_ v: Int64) { varint(UInt64(bitPattern: (v << 1) ^ (v >> 63))) }

    package mutating func fixed32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func fixed64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Overwrites 4 bytes written earlier (a length known only afterwards).
    package mutating func patch32(at offset: Int, _ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for i in 0..<4 { bytes[offset + i] = raw[i] }
        }
    }

    package mutating func double(_ value: Double) { fixed64(value.bitPattern) }

    package mutating func float(_ value: Float) { fixed32(value.bitPattern) }

    /// Byte count, then UTF-8.
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func data(_ value: Data) {
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    mutating func date(_ value: Date) { double(value.timeIntervalSinceReferenceDate) }

    mutating func raw<E: RawRepresentable>(_ value: E) where E.RawValue == String { string(value.rawValue) }

    mutating func value<T: BinaryArchivable>(_ value: T) { value.write(to: &self) }

    /// Optionals: a presence byte, then the value.
    mutating func optional<T>(_ value: T?, _ write: (inout BinaryArchiveWriter, T) -> Void) {
        guard let value else { return byte(0) }
        byte(1)
        write(&self, value)
    }

    mutating func optional<T: BinaryArchivable>(_ value: T?) { optional(value) { $0.value($1) } }

    mutating func array<T>(_ values: [T], _ write: (inout BinaryArchiveWriter, T) -> Void) {
        varint(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    mutating func array<T: BinaryArchivable>(_ values: [T]) { array(values) { $0.value($1) } }
}

/// Reads an archive's fields back, checking every length, count, case tag and nesting level:
/// the bytes come from another process.
struct BinaryArchiveReader {
    let bytes: [UInt8]
    var offset: Int
    /// Nodes and modifiers nest; a hostile message must not exhaust the stack.
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    func failure(_ why: String) -> ArchiveError {
        ArchiveError.malformed(path: "", reason: "binary archive at byte \(offset): \(why)")
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw failure("truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let other: throw failure("\(other) is not a Boolean")
        }
    }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw failure("overlong number") }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try varint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    mutating func fixed(_ count: Int) throws -> UInt64 {
        guard offset + count <= bytes.count else { throw failure("truncated") }
        var value: UInt64 = 0
        for i in 0..<count { value |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        offset += count
        return value
    }

    mutating func double() throws -> Double { Double(bitPattern: try fixed(8)) }

    mutating func float() throws -> Float { Float(bitPattern: UInt32(truncatingIfNeeded: try fixed(4))) }

    /// A byte count or element count that the rest of the message can hold.
    mutating func count(minimumElementSize: Int = 1) throws -> Int {
        let n = try varint()
        guard n <= UInt64((bytes.count - offset) / max(1, minimumElementSize)) else { throw failure("count \(n) runs past the end") }
        return Int(n)
    }

    mutating func string() throws -> String {
        let n = try count()
        defer { offset += n }
        return String(decoding: bytes[offset..<offset + n], as: UTF8.self)
    }

    mutating func data() throws -> Data {
        let n = try count()
        defer { offset += n }
        return Data(bytes[offset..<offset + n])
    }

    mutating func date() throws -> Date { Date(timeIntervalSinceReferenceDate: try double()) }

    mutating func raw<E: RawRepresentable>(_ type: E.Type = E.self) throws -> E where E.RawValue == String {
        let text = try string()
        guard let value = E(rawValue: text) else { throw failure("\"\(text)\" is not a \(E.self)") }
        return value
    }

    mutating func value<T: BinaryArchivable>(_ type: T.Type = T.self) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        return try T(from: &self)
    }

    mutating func optional<T>(_ read: (inout BinaryArchiveReader) throws -> T) throws -> T? {
        switch try byte() {
        case 0: return nil
        case 1: return try read(&self)
        case let other: throw failure("\(other) is not an optional's marker")
        }
    }

    mutating func optional<T: BinaryArchivable>(_ type: T.Type = T.self) throws -> T? { try optional { try $0.value(T.self) } }

    mutating func array<T>(_ read: (inout BinaryArchiveReader) throws -> T) throws -> [T] {
        let n = try count()
        var values: [T] = []
        values.reserveCapacity(min(n, 256))  // a hostile count must not reserve gigabytes
        for _ in 0..<n { values.append(try read(&self)) }
        return values
    }

    mutating func array<T: BinaryArchivable>(_ type: T.Type = T.self) throws -> [T] { try array { try $0.value(T.self) } }

    func unknownCase(_ tag: UInt8, of type: Any.Type) -> ArchiveError { failure("unknown \(type) case \(tag)") }
}
