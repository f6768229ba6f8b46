import CCairo
import Foundation
import WidgetArchive

/// A rendered ARGB32 image (cairo's premultiplied native-endian pixels).
public final class RasterImage: @unchecked Sendable {
    let surface: OpaquePointer
    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double
    /// Problems met while drawing: unmapped symbols, missing assets, missing glyphs…
    public let diagnostics: [Diagnostic]

    init(surface: OpaquePointer, scale: Double, diagnostics: [Diagnostic]) {
        cairo_surface_flush(surface)
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
        self.diagnostics = diagnostics
    }

    deinit { cairo_surface_destroy(surface) }

    /// Decodes PNG bytes with cairo's own PNG reader (libpng), e.g. to check an encoding.
    public static func decodePNG(_ data: Data) -> RasterImage? {
        guard case .success(let surface) = ImageDecoder.decodePNG([UInt8](data)) else { return nil }
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            // Opaque PNGs decode to RGB24; convert so pixel(x:y:) reads alpha 255.
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            let cr = cairo_create(argb)!
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            return RasterImage(surface: argb, scale: 1, diagnostics: [])
        }
        return RasterImage(surface: surface, scale: 1, diagnostics: [])
    }

    /// One pixel, unpremultiplied RGBA 0…255 (x, y in device pixels).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && y >= 0 && x < pixelWidth && y < pixelHeight, "pixel out of bounds")
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let value = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt32(value >> 24), r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un(r), un(g), un(b), UInt8(a))
    }

    /// The image as PNG (RGBA8, filter None, libdeflate level 1).
    public func pngData() -> Data { PNGEncoder.encode(self) }

    /// Calls `body` with cairo's raw pixel rows (premultiplied ARGB32, native endian).
    public func withPixels<T>(_ body: (_ bytes: UnsafePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        try body(cairo_image_surface_get_data(surface)!, Int(cairo_image_surface_get_stride(surface)))
    }
}
