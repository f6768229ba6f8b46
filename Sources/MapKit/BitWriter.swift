/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count: UInt32 = 0

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    mutating func write(_ value: UInt32, count bits: UInt32) {
        buffer |= value << count
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code of `length` bits, written most significant bit first.
    mutating func code(_ code: UInt32, length: UInt32) {
        var reversed: UInt32 = 0
        for bit in 0..<length { reversed |= ((code >> bit) & 1) << (length - 1 - bit) }
        write(reversed, count: length)
    }

    /// Literal/length symbol `symbol` in the fixed code.
    mutating func symbol(_ symbol: Int) {
        switch symbol {
        case 0...143: code(UInt32(0x30 + symbol), length: 8)
        case 144...255: code(UInt32(0x190 + symbol - 144), length: 9)
        case 256...279: code(UInt32(symbol - 256), length: 7)
        default: code(UInt32(0xC0 + symbol - 280), length: 8)
        }
    }

    mutating func literal(_ byte: Int) {
        symbol(byte)
    }

    /// A copy of the previous byte, `length` (3…258) times.
    mutating func match(length: Int) {
        let index = Self.lengthBases.lastIndex { $0 <= length }!
        symbol(257 + index)
        write(UInt32(length - Self.lengthBases[index]), count: UInt32(Self.lengthExtraBits[index]))
        code(0, length: 5)  // distance 1
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        count = 0
        return bytes
    }
}
