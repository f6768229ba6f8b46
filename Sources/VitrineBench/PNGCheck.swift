import CCairo
import Foundation

/// Whether a file is a whole PNG, for the crash soak: a torn write (a file cut off, or bytes of
/// two images) must never pass. The chunk structure is walked with every CRC checked and
/// nothing allowed after IEND, then the pixels are decoded by libpng (through cairo), so the
/// compressed data must inflate to the size the header states.
enum PNGCheck {
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// nil when `data` is a complete, valid PNG; otherwise what is wrong with it.
    static func problem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Data(bytes[0..<8]) == signature else { return "no PNG signature (\(bytes.count) bytes)" }
        var offset = 8
        var chunks: [String] = []
        var size: (Int, Int)?
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { return "cut off inside a chunk header at byte \(offset) of \(bytes.count)" }
            let length = Int(bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                return "chunk \(type) at byte \(offset) is cut off (\(length) bytes announced, \(bytes.count - offset - 12) left)"
            }
            let crc = bigEndian(bytes, offset + 8 + length)
            guard crc == CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) else { return "chunk \(type) at byte \(offset) fails its CRC" }
            if chunks.isEmpty {
                guard type == "IHDR", length == 13 else { return "the first chunk is \(type), not IHDR" }
                size = (Int(bigEndian(bytes, offset + 8)), Int(bigEndian(bytes, offset + 12)))
            }
            chunks.append(type)
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.last == "IEND" else { return "no IEND chunk (cut off after \(chunks.count) chunks)" }
        guard offset == bytes.count else { return "\(bytes.count - offset) bytes after IEND" }
        guard chunks.contains("IDAT") else { return "no image data (IDAT)" }
        // Full decode: the compressed data must be whole and match the header.
        let reader = Unmanaged.passRetained(Reader(bytes))
        defer { reader.release() }
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, reader.toOpaque())
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { return "libpng cannot decode it: \(String(cString: cairo_status_to_string(status)))" }
        let decoded = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        guard let size, decoded == size else { return "decoded as \(decoded.0)×\(decoded.1), the header says \(size?.0 ?? 0)×\(size?.1 ?? 0)" }
        return nil
    }

    /// Whether the PNG at `path` is one colour throughout (a render that drew nothing).
    static func isFlat(path: String) -> Bool {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return false }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let first = data.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { UnsafeBufferPointer(start: $0, count: width) }
            if row.contains(where: { $0 != first }) { return false }
        }
        return true
    }

    /// Writes a small, valid PNG that is no widget's image (the soak's wrong-image injection).
    static func writeForeign(to path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 7, 5)
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 0, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// CRC-32 (ISO 3309, the one PNG uses), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
