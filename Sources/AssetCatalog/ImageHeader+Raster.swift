/// Header parsers for the bitmap formats. Offsets follow each format's specification.
extension ImageHeader {
    /// IHDR must be the first chunk; Apple's "CgBI" chunk from optimised iOS PNGs may precede it.
    static func readPNG(_ bytes: ByteReader) -> ImageHeader? {
        var chunk = 8
        if bytes.matches("CgBI", at: chunk + 4) {
            guard let length = bytes.u32BE(chunk) else { return nil }
            chunk += 12 + length
        }
        guard bytes.u32BE(chunk) == 13, bytes.matches("IHDR", at: chunk + 4),
            let width = bytes.u32BE(chunk + 8), let height = bytes.u32BE(chunk + 12),
            width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        return ImageHeader(format: .png, pixelWidth: width, pixelHeight: height)
    }

    /// Walks marker segments to the first start-of-frame (SOF0-SOF15 except DHT, JPG and DAC).
    static func readJPEG(_ bytes: ByteReader) -> ImageHeader? {
        var offset = 2
        while offset < bytes.count {
            guard bytes.u8(offset) == 0xFF else { return nil }
            // Any number of 0xFF fill bytes may precede a marker code.
            while bytes.u8(offset) == 0xFF { offset += 1 }
            guard let marker = bytes.u8(offset) else { return nil }
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD8:
                continue  // standalone markers carry no length
            case 0x00, 0xD9, 0xDA:
                return nil  // stuffed byte, end of image or scan data before any frame header
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard let length = bytes.u16BE(offset), length >= 7,
                    let height = bytes.u16BE(offset + 3), let width = bytes.u16BE(offset + 5), width > 0
                else { return nil }
                // Height 0 means it is defined later by a DNL marker; report it as unknown.
                return ImageHeader(format: .jpeg, pixelWidth: width, pixelHeight: height > 0 ? height : nil)
            default:
                guard let length = bytes.u16BE(offset), length >= 2 else { return nil }
                offset += length
            }
        }
        return nil
    }

    /// The logical screen size that follows the six-byte signature.
    static func readGIF(_ bytes: ByteReader) -> ImageHeader? {
        guard let width = bytes.u16LE(6), let height = bytes.u16LE(8) else { return nil }
        return ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height)
    }

    /// The first chunk decides: lossy "VP8 ", lossless "VP8L", or extended "VP8X".
    static func readWebP(_ bytes: ByteReader) -> ImageHeader? {
        let payload = 20
        if bytes.matches("VP8 ", at: 12) {
            guard bytes.matches([0x9D, 0x01, 0x2A], at: payload + 3),
                let width = bytes.u16LE(payload + 6), let height = bytes.u16LE(payload + 8)
            else { return nil }
            return ImageHeader(format: .webp, pixelWidth: width & 0x3FFF, pixelHeight: height & 0x3FFF)
        }
        if bytes.matches("VP8L", at: 12) {
            guard bytes.u8(payload) == 0x2F, let bits = bytes.u32LE(payload + 1) else { return nil }
            return ImageHeader(format: .webp, pixelWidth: (bits & 0x3FFF) + 1, pixelHeight: ((bits >> 14) & 0x3FFF) + 1)
        }
        if bytes.matches("VP8X", at: 12) {
            guard let width = bytes.u24LE(payload + 4), let height = bytes.u24LE(payload + 7) else { return nil }
            return ImageHeader(format: .webp, pixelWidth: width + 1, pixelHeight: height + 1)
        }
        return nil
    }

    /// PDF readers accept the "%PDF-" marker anywhere in the first kilobyte.
    static func isPDF(_ bytes: ByteReader) -> Bool {
        let limit = min(1024, bytes.count)
        return (0..<limit).contains { bytes.u8($0) == 0x25 && bytes.matches("%PDF-", at: $0) }
    }
}
