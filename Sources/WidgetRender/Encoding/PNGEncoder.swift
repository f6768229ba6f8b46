import CCairo
import Foundation

/// A minimal PNG writer for rendered widgets: RGBA8 (unpremultiplied, from cairo's
/// premultiplied ARGB32), filter None on every row, one IDAT compressed with libdeflate at
/// level 1, and IEND, CRCs computed here. docs/REFERENCE-WIDGET.md: this shape measured
/// ~2 ms for a 658×310 widget (libpng's defaults: ~13 ms) with a smaller file, because
/// flat UI content compresses well without filtering.
public enum PNGEncoder {
    /// PNG bytes of a rendered image.
    public static func encode(_ image: RasterImage) -> Data {
        image.withPixels { bytes, stride in
            encode(argb32: bytes, width: image.pixelWidth, height: image.pixelHeight, stride: stride)
        }
    }

    /// PNG bytes of premultiplied native-endian ARGB32 rows (cairo's `CAIRO_FORMAT_ARGB32`).
    public static func encode(argb32 pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, level: Int32 = 1) -> Data {
        precondition(width > 0 && height > 0 && stride >= width * 4)
        let rowBytes = width * 4 + 1
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            for y in 0..<height {
                let source = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                let row = base + y * rowBytes
                row[0] = 0  // filter type None
                var o = 1
                for x in 0..<width {
                    let v = source[x]
                    let a = v >> 24
                    if a == 255 {
                        row[o] = UInt8(truncatingIfNeeded: v >> 16); row[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
                        row[o + 2] = UInt8(truncatingIfNeeded: v); row[o + 3] = 255
                    } else if a == 0 {
                        row[o] = 0; row[o + 1] = 0; row[o + 2] = 0; row[o + 3] = 0
                    } else {
                        // Same rounding as cairo's own unpremultiply: (c·255 + a/2) / a.
                        let r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                        row[o] = UInt8(min(255, (r * 255 + a / 2) / a))
                        row[o + 1] = UInt8(min(255, (g * 255 + a / 2) / a))
                        row[o + 2] = UInt8(min(255, (b * 255 + a / 2) / a))
                        row[o + 3] = UInt8(a)
                    }
                    o += 4
                }
            }
        }
        let compressed = deflate(raw, level: level)

        var png = Data(capacity: compressed.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header.appendBE(UInt32(width)); header.appendBE(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, filter method 0, no interlace
        appendChunk(&png, "IHDR", header)
        appendChunk(&png, "IDAT", compressed)
        appendChunk(&png, "IEND", [])
        return png
    }

    /// A zlib stream (RFC 1950) of `input` from libdeflate.
    static func deflate(_ input: [UInt8], level: Int32) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                libdeflate_zlib_compress(compressor, source.baseAddress, source.count, destination.baseAddress, destination.count)
            }
        }
        precondition(written > 0, "libdeflate: output bound too small")
        output.removeSubrange(written...)
        return output
    }

    private static func appendChunk(_ png: inout Data, _ type: String, _ body: [UInt8]) {
        var lengthBytes = [UInt8](); lengthBytes.appendBE(UInt32(body.count))
        png.append(contentsOf: lengthBytes)
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: body)
        var crc = libdeflate_crc32(0, typeBytes, typeBytes.count)
        crc = body.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        var crcBytes = [UInt8](); crcBytes.appendBE(crc)
        png.append(contentsOf: crcBytes)
    }
}

extension [UInt8] {
    mutating func appendBE(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8((value >> 16) & 0xFF)); append(UInt8((value >> 8) & 0xFF)); append(UInt8(value & 0xFF))
    }
}
