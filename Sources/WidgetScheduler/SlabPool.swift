/// One flat array of `Int32` carved into power-of-two slabs, with a free list per size, so a
/// million instances need no million small arrays (each with its own header and allocation).
struct SlabPool: Sendable {
    private(set) var storage: ContiguousArray<Int32> = []
    private var freeLists: [[Int32]] = Array(repeating: [], count: 32)

    /// The smallest size class (log2 of the slab length, at least 4 slots) holding `count` values.
    static func sizeClass(for count: Int) -> UInt8 {
        var sizeClass: UInt8 = 2
        while (1 << Int(sizeClass)) < count { sizeClass += 1 }
        return sizeClass
    }

    static func capacity(of sizeClass: UInt8) -> Int { 1 << Int(sizeClass) }

    mutating func allocate(sizeClass: UInt8) -> Int32 {
        if let offset = freeLists[Int(sizeClass)].popLast() { return offset }
        let offset = Int32(storage.count)
        storage.append(contentsOf: repeatElement(0, count: Self.capacity(of: sizeClass)))
        return offset
    }

    mutating func release(_ offset: Int32, sizeClass: UInt8) {
        guard offset >= 0 else { return }
        freeLists[Int(sizeClass)].append(offset)
    }

    subscript(offset: Int32, index: Int) -> Int32 {
        get { storage[Int(offset) + index] }
        set { storage[Int(offset) + index] = newValue }
    }

    var bytes: Int { storage.capacity * 4 + freeLists.reduce(0) { $0 + $1.capacity * 4 } }
}
