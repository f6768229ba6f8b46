import Foundation
import WidgetArchive

/// Decodes a `Decodable` value from the compact binary form (`CompactFormat`).
///
/// Input is untrusted (it comes from another process): every length, count, key index and
/// nesting level is checked, and anything out of place is a `DecodingError`, never a trap.
public struct CompactDecoder {
    /// A decoder; it keeps no state between messages.
    public init() {}

    /// The value in `bytes`, a whole compact message; a `DecodingError` names where it is
    /// malformed (a bad header, a length past the end, a tag or key that does not fit).
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let state = try CompactDecoding(bytes: bytes)
        let end = try state.skip(at: CompactFormat.headerSize)
        guard end == state.tableOffset else {
            throw state.corrupted("the value ends at byte \(end), but the key table starts at \(state.tableOffset)", nil)
        }
        return try state.decodeValue(type, at: CompactFormat.headerSize, key: nil)
    }

    /// True when `bytes` start like a compact message (JSON never starts with this byte).
    public static func isCompact(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: CompactFormat.magic)
    }
}

final class CompactDecoding {
    let bytes: [UInt8]
    let tableOffset: Int
    var keys: [String] = []
    /// The keys from the root to the value being decoded (pushed and popped as values nest;
    /// containers remember their depth), so no path is built unless an error needs one.
    var path: [any CodingKey] = []

    init(bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= CompactFormat.headerSize, bytes.starts(with: CompactFormat.magic) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "not a compact message (bad magic)"))
        }
        var offset = CompactFormat.magic.count
        let table = Int(try Self.fixed32(bytes, &offset))
        tableOffset = table
        guard table >= CompactFormat.headerSize, table <= bytes.count else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "key table offset \(table) is outside the message"))
        }
        var cursor = table
        let count = try Self.varint(bytes, &cursor)
        guard count <= UInt64(bytes.count - cursor) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "key table claims \(count) keys"))
        }
        keys.reserveCapacity(min(Int(count), 256))
        for _ in 0..<Int(count) {
            let length = try Self.length(bytes, &cursor)
            keys.append(String(decoding: bytes[cursor..<cursor + length], as: UTF8.self))
            cursor += length
        }
        guard cursor == bytes.count else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "\(bytes.count - cursor) bytes after the key table"))
        }
    }

    /// The path to the value under `key` of the current container (the current value itself for nil).
    func codingPath(_ key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return path }
        return path + [key]
    }

    func corrupted(_ why: String, _ key: (any CodingKey)?) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath(key), debugDescription: why))
    }

    // MARK: Reading

    static func varint(_ bytes: [UInt8], _ offset: inout Int) throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "truncated or overlong number at byte \(offset)"))
            }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    static func fixed32(_ bytes: [UInt8], _ offset: inout Int) throws -> UInt32 {
        guard offset + 4 <= bytes.count else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "truncated at byte \(offset)"))
        }
        let value = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        offset += 4
        return value
    }

    static func fixed64(_ bytes: [UInt8], _ offset: inout Int) throws -> UInt64 {
        let low = try fixed32(bytes, &offset)
        let high = try fixed32(bytes, &offset)
        return UInt64(low) | UInt64(high) << 32
    }

    /// A byte count that must fit in what is left of the message.
    static func length(_ bytes: [UInt8], _ offset: inout Int) throws -> Int {
        let n = try varint(bytes, &offset)
        guard n <= UInt64(bytes.count - offset) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "length \(n) at byte \(offset) runs past the end"))
        }
        return Int(n)
    }

    func tag(at offset: Int, _ key: (any CodingKey)?) throws -> CompactFormat.Tag {
        guard offset < tableOffset else { throw corrupted("truncated value at byte \(offset)", key) }
        guard let tag = CompactFormat.Tag(rawValue: bytes[offset]) else {
            throw corrupted("unknown tag \(bytes[offset]) at byte \(offset)", key)
        }
        return tag
    }

    /// The offset just past the value at `offset`.
    func skip(at offset: Int) throws -> Int {
        var cursor = offset + 1
        let end: Int
        switch try tag(at: offset, nil) {
        case .null, .falseValue, .trueValue: end = cursor
        case .int, .uint: _ = try Self.varint(bytes, &cursor); end = cursor
        case .double: end = cursor + 8
        case .float: end = cursor + 4
        case .string, .bytes: let n = try Self.length(bytes, &cursor); end = cursor + n
        case .keyed, .unkeyed:
            let length = Int(try Self.fixed32(bytes, &cursor))
            end = cursor + 4 + length
        case .archive:
            let length = Int(try Self.fixed32(bytes, &cursor))
            end = cursor + length
        }
        guard end <= tableOffset else { throw corrupted("the value at byte \(offset) runs past the end", nil) }
        return end
    }

    /// A container's content: where its entries start, how many there are, where it ends.
    func container(_ expected: CompactFormat.Tag, at offset: Int, _ key: (any CodingKey)?) throws -> (start: Int, count: Int, end: Int) {
        let tag = try tag(at: offset, key)
        guard tag == expected else {
            throw DecodingError.typeMismatch(
                expected == .keyed ? [String: Any].self : [Any].self,
                DecodingError.Context(
                    codingPath: codingPath(key), debugDescription: "expected \(expected == .keyed ? "a keyed" : "an unkeyed") container, found \(tag)"))
        }
        var cursor = offset + 1
        let length = Int(try Self.fixed32(bytes, &cursor))
        let count = Int(try Self.fixed32(bytes, &cursor))
        let end = cursor + length
        guard end <= tableOffset, count <= length else { throw corrupted("container at byte \(offset) runs past the end", key) }
        return (cursor, count, end)
    }

    // MARK: Values

    /// The value at `offset`, under `key` of the current container (nil: the root or a single value).
    func decodeValue<T: Decodable>(_ type: T.Type, at offset: Int, key: (any CodingKey)?) throws -> T {
        if T.self == String.self { return try string(at: offset, key) as! T }
        if T.self == Double.self { return try double(at: offset, key) as! T }
        if T.self == Int.self { return try integer(Int.self, at: offset, key) as! T }
        if T.self == Bool.self { return try bool(at: offset, key) as! T }
        if T.self == Data.self {
            guard try tag(at: offset, key) == .bytes else { throw mismatch(Data.self, offset, key) }
            var cursor = offset + 1
            let n = try Self.length(bytes, &cursor)
            return Data(bytes[cursor..<cursor + n]) as! T
        }
        if T.self == Date.self { return Date(timeIntervalSinceReferenceDate: try double(at: offset, key)) as! T }
        if T.self == ViewArchive.self {
            guard try tag(at: offset, key) == .archive else { throw mismatch(ViewArchive.self, offset, key) }
            var cursor = offset + 1
            let length = Int(try Self.fixed32(bytes, &cursor))
            guard cursor + length <= tableOffset else { throw corrupted("archive at byte \(offset) runs past the end", key) }
            do {
                return try BinaryArchive.read(bytes, from: cursor, to: cursor + length) as! T
            } catch let error as ArchiveError {
                throw corrupted("\(error)", key)
            }
        }
        guard path.count < CompactFormat.maximumDepth else { throw corrupted("nested deeper than \(CompactFormat.maximumDepth) levels", key) }
        if let key { path.append(key) }
        defer { if key != nil { path.removeLast() } }
        return try T(from: CompactValueDecoder(state: self, offset: offset))
    }

    func mismatch(_ type: Any.Type, _ offset: Int, _ key: (any CodingKey)?) -> DecodingError {
        let found = (try? tag(at: offset, key)).map { "\($0)" } ?? "nothing"
        return DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath(key), debugDescription: "expected \(type), found \(found)"))
    }

    func isNull(at offset: Int, _ key: (any CodingKey)?) throws -> Bool {
        try tag(at: offset, key) == .null
    }

    func bool(at offset: Int, _ key: (any CodingKey)?) throws -> Bool {
        switch try tag(at: offset, key) {
        case .trueValue: return true
        case .falseValue: return false
        default: throw mismatch(Bool.self, offset, key)
        }
    }

    func string(at offset: Int, _ key: (any CodingKey)?) throws -> String {
        guard try tag(at: offset, key) == .string else { throw mismatch(String.self, offset, key) }
        var cursor = offset + 1
        let n = try Self.length(bytes, &cursor)
        return String(decoding: bytes[cursor..<cursor + n], as: UTF8.self)
    }

    func double(at offset: Int, _ key: (any CodingKey)?) throws -> Double {
        var cursor = offset + 1
        switch try tag(at: offset, key) {
        case .double: return Double(bitPattern: try Self.fixed64(bytes, &cursor))
        case .float: return Double(Float(bitPattern: try Self.fixed32(bytes, &cursor)))
        case .int, .uint: return Double(try integer(Int64.self, at: offset, key))
        default: throw mismatch(Double.self, offset, key)
        }
    }

    func float(at offset: Int, _ key: (any CodingKey)?) throws -> Float {
        var cursor = offset + 1
        switch try tag(at: offset, key) {
        case .float: return Float(bitPattern: try Self.fixed32(bytes, &cursor))
        default: return Float(try double(at: offset, key))
        }
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type, at offset: Int, _ key: (any CodingKey)?) throws -> I {
        var cursor = offset + 1
        let result: I?
        switch try tag(at: offset, key) {
        case .int:
            let raw = try Self.varint(bytes, &cursor)
            result = I(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
        case .uint:
            result = I(exactly: try Self.varint(bytes, &cursor))
        default:
            throw mismatch(I.self, offset, key)
        }
        guard let result else { throw corrupted("number at byte \(offset) does not fit \(I.self)", key) }
        return result
    }
}

/// The `Decoder` a value's `init(from:)` sees.
struct CompactValueDecoder: Decoder {
    let state: CompactDecoding
    let offset: Int
    var codingPath: [any CodingKey] { state.path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try CompactKeyedDecoder<Key>(state: state, offset: offset))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoder(state: state, offset: offset)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecoder(state: state, offset: offset)
    }
}

struct CompactKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: CompactDecoding
    let depth: Int
    /// Key index and value offset of each entry, in the order written.
    private var entries: [(key: Int, offset: Int)] = []

    init(state: CompactDecoding, offset: Int) throws {
        self.state = state
        self.depth = state.path.count
        let (start, count, end) = try state.container(.keyed, at: offset, nil)
        entries.reserveCapacity(min(count, 64))  // a hostile count must not reserve gigabytes
        var cursor = start
        for _ in 0..<count {
            let key = try CompactDecoding.varint(state.bytes, &cursor)
            guard key < UInt64(state.keys.count) else { throw state.corrupted("key index \(key) at byte \(cursor) is not in the key table", nil) }
            entries.append((Int(key), cursor))
            cursor = try state.skip(at: cursor)
        }
        guard cursor == end else { throw state.corrupted("keyed container at byte \(offset) does not end where its length says", nil) }
    }

    var codingPath: [any CodingKey] { Array(state.path.prefix(depth)) }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: state.keys[$0.key]) } }

    private func find(_ key: Key) -> Int? {
        let name = key.stringValue
        let keys = state.keys
        for entry in entries where keys[entry.key] == name { return entry.offset }
        return nil
    }

    private func require(_ key: Key) throws -> Int {
        guard let offset = find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try state.isNull(at: try require(key), key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.bool(at: try require(key), key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.string(at: try require(key), key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.double(at: try require(key), key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try state.float(at: try require(key), key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.integer(type, at: try require(key), key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.integer(type, at: try require(key), key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.integer(type, at: try require(key), key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.integer(type, at: try require(key), key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try state.decodeValue(type, at: try require(key), key: key)
    }

    // A nested container is used while its parent's value is being decoded, so the path stack
    // is the parent's; the key goes on for as long as the nested container is built.
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let offset = try require(key)
        state.path.append(key)
        defer { state.path.removeLast() }
        return KeyedDecodingContainer(try CompactKeyedDecoder<NestedKey>(state: state, offset: offset))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let offset = try require(key)
        state.path.append(key)
        defer { state.path.removeLast() }
        return try CompactUnkeyedDecoder(state: state, offset: offset)
    }

    func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactValueDecoder(state: state, offset: try require(key))
    }
}

struct CompactUnkeyedDecoder: UnkeyedDecodingContainer {
    let state: CompactDecoding
    let depth: Int
    let count: Int?
    private(set) var currentIndex = 0
    private var cursor: Int
    private let end: Int

    init(state: CompactDecoding, offset: Int) throws {
        self.state = state
        self.depth = state.path.count
        let (start, count, end) = try state.container(.unkeyed, at: offset, nil)
        self.count = count
        self.cursor = start
        self.end = end
    }

    var codingPath: [any CodingKey] { Array(state.path.prefix(depth)) }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    /// The next element's offset and key; moves past it.
    private mutating func next() throws -> (Int, Index) {
        let key = Index(currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, DecodingError.Context(codingPath: state.codingPath(key), debugDescription: "the array has only \(count ?? 0) elements"))
        }
        let offset = cursor
        let after = try state.skip(at: offset)
        guard after <= end else { throw state.corrupted("an element runs past its array", key) }
        cursor = after
        currentIndex += 1
        return (offset, key)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try state.isNull(at: cursor, Index(currentIndex)) else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let (o, k) = try next(); return try state.bool(at: o, k) }
    mutating func decode(_ type: String.Type) throws -> String { let (o, k) = try next(); return try state.string(at: o, k) }
    mutating func decode(_ type: Double.Type) throws -> Double { let (o, k) = try next(); return try state.double(at: o, k) }
    mutating func decode(_ type: Float.Type) throws -> Float { let (o, k) = try next(); return try state.float(at: o, k) }
    mutating func decode(_ type: Int.Type) throws -> Int { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let (o, k) = try next(); return try state.integer(type, at: o, k) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (o, k) = try next()
        return try state.decodeValue(type, at: o, key: k)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (o, k) = try next()
        state.path.append(k)
        defer { state.path.removeLast() }
        return KeyedDecodingContainer(try CompactKeyedDecoder<NestedKey>(state: state, offset: o))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (o, k) = try next()
        state.path.append(k)
        defer { state.path.removeLast() }
        return try CompactUnkeyedDecoder(state: state, offset: o)
    }

    mutating func superDecoder() throws -> any Decoder {
        let (o, _) = try next()
        return CompactValueDecoder(state: state, offset: o)
    }
}

struct CompactSingleValueDecoder: SingleValueDecodingContainer {
    let state: CompactDecoding
    let offset: Int
    var codingPath: [any CodingKey] { state.path }

    func decodeNil() -> Bool { (try? state.isNull(at: offset, nil)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try state.bool(at: offset, nil) }
    func decode(_ type: String.Type) throws -> String { try state.string(at: offset, nil) }
    func decode(_ type: Double.Type) throws -> Double { try state.double(at: offset, nil) }
    func decode(_ type: Float.Type) throws -> Float { try state.float(at: offset, nil) }
    func decode(_ type: Int.Type) throws -> Int { try state.integer(type, at: offset, nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(type, at: offset, nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(type, at: offset, nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(type, at: offset, nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(type, at: offset, nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try state.integer(type, at: offset, nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(type, at: offset, nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(type, at: offset, nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(type, at: offset, nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(type, at: offset, nil) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try state.decodeValue(type, at: offset, key: nil) }
}
