import Foundation
import WidgetArchive

/// Encodes a `Codable` value in the compact binary form (`CompactFormat`).
///
/// Values are written straight into one byte array as `encode(to:)` produces them. Codable has
/// no "container finished" call, so a container is closed (its length and count patched in)
/// when its value's `encode(to:)` returns or when an outer container is written to again.
/// That supports the way synthesized and ordinary hand-written conformances encode: nested,
/// in order. Writing to a container after a later sibling has been started is refused.
public struct CompactEncoder {
    /// An encoder; it keeps no state between messages.
    public init() {}

    /// `value` as one compact message (magic, value, key table). Throws an `EncodingError`
    /// for a conformance that writes to a container after a later sibling was started.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let state = CompactEncoding()
        state.writer.bytes.reserveCapacity(4096)
        state.writer.bytes.append(contentsOf: CompactFormat.magic)
        state.writer.fixed32(0)
        try state.encodeValue(value, key: nil)
        if let failure = state.failure { throw failure }
        let tableOffset = state.writer.bytes.count
        state.writer.varint(UInt64(state.keys.count))
        for key in state.keys { state.writer.string(key) }
        state.writer.patch32(at: CompactFormat.magic.count, UInt32(tableOffset))
        return state.writer.bytes
    }
}

/// The encoding in progress: the bytes, the key table and the open containers.
final class CompactEncoding {
    var writer = CompactWriter()
    var keys: [String] = []
    var keyIndex: [String: Int] = [:]
    var failure: EncodingError?
    /// The keys from the root to the value being encoded; containers remember their depth.
    var path: [any CodingKey] = []

    struct Open {
        var start: Int
        var count: UInt32
        /// Tells a container from a later one at the same depth.
        var serial: Int
    }
    private var serials = 0
    /// Containers not yet closed, outermost first; a container's depth is its index here.
    var open: [Open] = []
    /// The depth at which the value being encoded puts its container.
    var valueDepth = 0

    func key(_ key: some CodingKey) -> UInt64 {
        let text = key.stringValue
        if let index = keyIndex[text] { return UInt64(index) }
        keys.append(text)
        keyIndex[text] = keys.count - 1
        return UInt64(keys.count - 1)
    }

    /// Closes every container deeper than `depth`: patches in its length and count.
    func close(deeperThan depth: Int) {
        while open.count > depth + 1 {
            let container = open.removeLast()
            let contentStart = container.start + 9
            writer.patch32(at: container.start + 1, UInt32(writer.bytes.count - contentStart))
            writer.patch32(at: container.start + 5, container.count)
        }
    }

    /// Prepares a write into the container at `depth`; false (and a failure) if it was closed already.
    func prepareWrite(at depth: Int, serial: Int, key: (any CodingKey)?) -> Bool {
        guard depth < open.count, open[depth].serial == serial else {
            if failure == nil {
                failure = EncodingError.invalidValue(
                    (),
                    EncodingError.Context(
                        codingPath: key.map { path + [$0] } ?? path,
                        debugDescription: "written to a container after a later sibling was started (the compact encoding writes in order)"))
            }
            return false
        }
        close(deeperThan: depth)
        open[depth].count += 1
        return true
    }

    /// Opens a container; its depth and serial are what its writes name.
    func openContainer(_ tag: CompactFormat.Tag) -> (depth: Int, serial: Int) {
        serials += 1
        open.append(Open(start: writer.bytes.count, count: 0, serial: serials))
        writer.tag(tag)
        writer.fixed32(0)
        writer.fixed32(0)
        return (open.count - 1, serials)
    }

    /// What a container made after a failed write names: nothing that will ever be open.
    static let closed = (depth: Int.max, serial: -1)

    /// Writes one value: primitives directly, anything else through its `encode(to:)`.
    func encodeValue<T: Encodable>(_ value: T, key: (any CodingKey)?) throws {
        // Primitives and Data directly (Data's own conformance writes an array of numbers).
        // Comparing metadata is cheaper than trying casts for every struct that is not one.
        if T.self == String.self { writer.tag(.string); writer.string(value as! String); return }
        if T.self == Double.self { writer.tag(.double); writer.fixed64((value as! Double).bitPattern); return }
        if T.self == Int.self { writeInt(Int64(value as! Int)); return }
        if T.self == Bool.self { writer.tag((value as! Bool) ? .trueValue : .falseValue); return }
        if T.self == Data.self { let v = value as! Data; writer.tag(.bytes); writer.varint(UInt64(v.count)); writer.bytes.append(contentsOf: v); return }
        if T.self == Date.self { writer.tag(.double); writer.fixed64((value as! Date).timeIntervalSinceReferenceDate.bitPattern); return }
        if T.self == ViewArchive.self {
            writer.tag(.archive)
            let lengthAt = writer.bytes.count
            writer.fixed32(0)
            BinaryArchive.write(value as! ViewArchive, to: &writer.bytes)
            writer.patch32(at: lengthAt, UInt32(writer.bytes.count - lengthAt - 4))
            return
        }
        let before = writer.bytes.count
        let outer = valueDepth
        valueDepth = open.count
        if let key { path.append(key) }
        defer {
            valueDepth = outer
            if key != nil { path.removeLast() }
        }
        try value.encode(to: CompactValueEncoder(state: self))
        close(deeperThan: valueDepth - 1)
        if writer.bytes.count == before {
            // Encoded nothing at all: an empty keyed container, as JSON writes `{}`.
            _ = openContainer(.keyed)
            close(deeperThan: valueDepth - 1)
        }
    }

    func writeInt(_ value: Int64) {
        writer.tag(.int)
        writer.int64(value)
    }

    func writeUInt(_ value: UInt64) {
        writer.tag(.uint)
        writer.varint(value)
    }
}

/// The `Encoder` a value's `encode(to:)` sees.
struct CompactValueEncoder: Encoder {
    let state: CompactEncoding
    var codingPath: [any CodingKey] { state.path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The container this value already opened (asked twice), or a new one.
    private func container(_ tag: CompactFormat.Tag) -> (depth: Int, serial: Int) {
        if state.open.count > state.valueDepth, state.writer.bytes[state.open[state.valueDepth].start] == tag.rawValue {
            return (state.valueDepth, state.open[state.valueDepth].serial)
        }
        return state.openContainer(tag)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedEncoder<Key>(state: state, at: container(.keyed)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncoder(state: state, at: container(.unkeyed))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueEncoder(state: state)
    }
}

struct CompactKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: CompactEncoding
    let depth: Int, serial: Int
    /// How many keys of `state.path` lead here.
    let pathDepth: Int

    init(state: CompactEncoding, at container: (depth: Int, serial: Int)) {
        self.state = state; self.depth = container.depth; self.serial = container.serial; self.pathDepth = state.path.count
    }

    var codingPath: [any CodingKey] { Array(state.path.prefix(pathDepth)) }

    private func begin(_ key: Key) throws {
        guard state.prepareWrite(at: depth, serial: serial, key: key) else { throw state.failure! }
        state.writer.varint(state.key(key))
    }

    mutating func encodeNil(forKey key: Key) throws { try begin(key); state.writer.tag(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try begin(key); state.writer.tag(value ? .trueValue : .falseValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { try begin(key); state.writer.tag(.string); state.writer.string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try begin(key); state.writer.tag(.double); state.writer.fixed64(value.bitPattern) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try begin(key); state.writer.tag(.float); state.writer.fixed32(value.bitPattern) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try begin(key); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try begin(key); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try begin(key); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try begin(key); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try begin(key); state.writeInt(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try begin(key); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try begin(key); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try begin(key); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try begin(key); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try begin(key); state.writeUInt(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try begin(key)
        try state.encodeValue(value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let ok = (try? begin(key)) != nil
        return KeyedEncodingContainer(CompactKeyedEncoder<NestedKey>(state: state, at: ok ? state.openContainer(.keyed) : CompactEncoding.closed))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let ok = (try? begin(key)) != nil
        return CompactUnkeyedEncoder(state: state, at: ok ? state.openContainer(.unkeyed) : CompactEncoding.closed)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        _ = try? begin(key)
        state.valueDepth = state.open.count
        return CompactValueEncoder(state: state)
    }
}

struct CompactUnkeyedEncoder: UnkeyedEncodingContainer {
    let state: CompactEncoding
    let depth: Int, serial: Int
    let pathDepth: Int
    private(set) var count = 0

    init(state: CompactEncoding, at container: (depth: Int, serial: Int)) {
        self.state = state; self.depth = container.depth; self.serial = container.serial; self.pathDepth = state.path.count
    }

    var codingPath: [any CodingKey] { Array(state.path.prefix(pathDepth)) }

    private mutating func begin() throws {
        guard state.prepareWrite(at: depth, serial: serial, key: nil) else { throw state.failure! }
        count += 1
    }

    mutating func encodeNil() throws { try begin(); state.writer.tag(.null) }
    mutating func encode(_ value: Bool) throws { try begin(); state.writer.tag(value ? .trueValue : .falseValue) }
    mutating func encode(_ value: String) throws { try begin(); state.writer.tag(.string); state.writer.string(value) }
    mutating func encode(_ value: Double) throws { try begin(); state.writer.tag(.double); state.writer.fixed64(value.bitPattern) }
    mutating func encode(_ value: Float) throws { try begin(); state.writer.tag(.float); state.writer.fixed32(value.bitPattern) }
    mutating func encode(_ value: Int) throws { try begin(); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try begin(); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try begin(); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try begin(); state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try begin(); state.writeInt(value) }
    mutating func encode(_ value: UInt) throws { try begin(); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try begin(); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try begin(); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try begin(); state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try begin(); state.writeUInt(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try begin()
        try state.encodeValue(value, key: nil)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let ok = (try? begin()) != nil
        return KeyedEncodingContainer(CompactKeyedEncoder<NestedKey>(state: state, at: ok ? state.openContainer(.keyed) : CompactEncoding.closed))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let ok = (try? begin()) != nil
        return CompactUnkeyedEncoder(state: state, at: ok ? state.openContainer(.unkeyed) : CompactEncoding.closed)
    }

    mutating func superEncoder() -> any Encoder {
        _ = try? begin()
        state.valueDepth = state.open.count
        return CompactValueEncoder(state: state)
    }
}

struct CompactSingleValueEncoder: SingleValueEncodingContainer {
    let state: CompactEncoding
    var codingPath: [any CodingKey] { state.path }

    mutating func encodeNil() throws { state.writer.tag(.null) }
    mutating func encode(_ value: Bool) throws { state.writer.tag(value ? .trueValue : .falseValue) }
    mutating func encode(_ value: String) throws { state.writer.tag(.string); state.writer.string(value) }
    mutating func encode(_ value: Double) throws { state.writer.tag(.double); state.writer.fixed64(value.bitPattern) }
    mutating func encode(_ value: Float) throws { state.writer.tag(.float); state.writer.fixed32(value.bitPattern) }
    mutating func encode(_ value: Int) throws { state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int8) throws { state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int16) throws { state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int32) throws { state.writeInt(Int64(value)) }
    mutating func encode(_ value: Int64) throws { state.writeInt(value) }
    mutating func encode(_ value: UInt) throws { state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { state.writeUInt(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { state.writeUInt(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try state.encodeValue(value, key: nil) }
}
