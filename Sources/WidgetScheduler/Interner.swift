/// Values stored once and named by a 32-bit index, so a record names its app and kind in
/// 4 bytes each instead of holding a string.
struct Interner<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var indices: [Value: Int32] = [:]

    mutating func intern(_ value: Value) -> Int32 {
        if let index = indices[value] { return index }
        let index = Int32(values.count)
        values.append(value)
        indices[value] = index
        return index
    }

    func index(of value: Value) -> Int32? { indices[value] }

    subscript(index: Int32) -> Value { values[Int(index)] }
}
