import Foundation

/// Encodes RGB pixels as PNG in plain Swift (author-facing modules link no C libraries).
/// Each row is filtered with Up when it repeats the row above and Sub otherwise, which turns the
/// placeholder's flat areas into runs of zeros; deflate then uses fixed Huffman codes with
/// distance-1 matches (run lengths), so a mostly flat picture compresses to a few kilobytes.
enum PNGWriter {
    static func encode(rgb pixels: [UInt8], width: Int, height: Int) -> Data {
        precondition(pixels.count == width * height * 3)
        let stride = width * 3
        var filtered: [UInt8] = []
        filtered.reserveCapacity((stride + 1) * height)
        for y in 0..<height {
            let row = pixels[(y * stride)..<((y + 1) * stride)]
            if y > 0, row.elementsEqual(pixels[((y - 1) * stride)..<(y * stride)]) {
                filtered.append(2)
                filtered.append(contentsOf: repeatElement(0, count: stride))
            } else {
                filtered.append(1)
                for x in 0..<stride {
                    let left = x >= 3 ? row[row.startIndex + x - 3] : 0
                    filtered.append(row[row.startIndex + x] &- left)
                }
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, adaptive filters, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", zlib(filtered))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A zlib stream of one fixed-Huffman deflate block.
    static func zlib(_ bytes: [UInt8]) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // final block
        bits.write(1, count: 2)  // fixed Huffman codes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            bits.literal(Int(byte))
            var run = 0
            while index + 1 + run < bytes.count, bytes[index + 1 + run] == byte, run < 258 * 64 { run += 1 }
            index += 1 + run
            while run >= 3 {
                let length = run - 258 >= 3 || run <= 258 ? min(run, 258) : run - 3
                bits.match(length: length)
                run -= length
            }
            for _ in 0..<run { bits.literal(Int(byte)) }
        }
        bits.code(0, length: 7)  // end of block (symbol 256)
        var data = Data([0x78, 0x01])
        data.append(contentsOf: bits.finish())
        var a: UInt32 = 1
        var b: UInt32 = 0
        for chunk in Swift.stride(from: 0, to: bytes.count, by: 5552) {
            for byte in bytes[chunk..<min(chunk + 5552, bytes.count)] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
        }
        data.appendBigEndian(b << 16 | a)
        return data
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        append(typed)
        appendBigEndian(PNGWriter.crc32(typed))
    }
}
