import CCairo
import Foundation

/// A Gaussian blur approximated by three box blurs (per W3C's filter-effects note on
/// feGaussianBlur: box size d = ⌊σ·3·√(2π)/4 + 0.5⌋), applied in place to an ARGB32
/// image surface (premultiplied channels blur correctly as they are). Only the bounding
/// box of non-transparent pixels, grown by the blur's reach, is processed.
enum Blur {
    /// - Parameters:
    ///   - sigma: standard deviation in device pixels.
    ///   - alphaOnly: blur only the alpha byte (shadows), leaving color bytes untouched.
    static func gaussian(_ surface: OpaquePointer, sigma: Double, alphaOnly: Bool = false) {
        guard sigma >= 0.5, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let d = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        // For odd d: three boxes of size d centred; for even d: two of size d offset by
        // half a pixel each way and one of size d+1 centred (the note's recipe).
        let boxes: [(size: Int, offset: Int)] =
            d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]

        // Bounding box of visible pixels, grown by how far three boxes reach.
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0 {
                if x < minX { minX = x }
                if x > maxX { maxX = x }
                if y < minY { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return }
        let reach = 3 * (d + 1)
        let x0 = max(0, minX - reach), x1 = min(width, maxX + 1 + reach)
        let y0 = max(0, minY - reach), y1 = min(height, maxY + 1 + reach)
        let w = x1 - x0, h = y1 - y0

        let length = max(w, h)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: length)
        let out = UnsafeMutablePointer<Int32>.allocate(capacity: length)
        defer { line.deallocate(); out.deallocate() }
        let channels = alphaOnly ? [3] : [0, 1, 2, 3]
        for channel in channels {
            // Horizontal passes, all three boxes per row.
            for y in y0..<y1 {
                let row = data + y * stride + x0 * 4 + channel
                for x in 0..<w { line[x] = Int32(row[x * 4]) }
                for box in boxes {
                    boxPass(line, out, count: w, size: box.size, offset: box.offset)
                    line.update(from: out, count: w)
                }
                for x in 0..<w { row[x * 4] = UInt8(line[x]) }
            }
            // Vertical passes.
            for x in x0..<x1 {
                let column = data + y0 * stride + x * 4 + channel
                for y in 0..<h { line[y] = Int32(column[y * stride]) }
                for box in boxes {
                    boxPass(line, out, count: h, size: box.size, offset: box.offset)
                    line.update(from: out, count: h)
                }
                for y in 0..<h { column[y * stride] = UInt8(line[y]) }
            }
        }
        if !alphaOnly {
            // Rounding can leave a color a unit above its alpha; keep pixels premultiplied-valid.
            for y in y0..<y1 {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in x0..<x1 {
                    let v = row[x], a = v >> 24
                    let r = min((v >> 16) & 0xFF, a), g = min((v >> 8) & 0xFF, a), b = min(v & 0xFF, a)
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// out[i] = mean of line[i - offset ..< i - offset + size], zero outside.
    @inline(__always)
    private static func boxPass(_ line: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, count: Int, size: Int, offset: Int) {
        var sum: Int32 = 0
        for j in 0..<min(count, max(0, size - offset)) { sum += line[j] }
        let half = Int32(size / 2), size32 = Int32(size)
        for i in 0..<count {
            out[i] = (sum + half) / size32
            let add = i - offset + size
            let remove = i - offset
            if add < count { sum += line[add] }
            if remove >= 0 { sum -= line[remove] }
        }
    }
}
