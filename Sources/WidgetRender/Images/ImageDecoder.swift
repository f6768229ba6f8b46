import AssetCatalog
import CCairo
import Foundation

/// Decodes PNG (cairo's reader) and JPEG (libjpeg-turbo) bytes into cairo image surfaces.
enum ImageDecoder {
    /// 40 megapixels (160 MB decoded): far above any widget's limit, far below trouble.
    static let maximumPixels = 40_000_000

    /// A new ARGB32/RGB24 surface the caller destroys, or nil for unsupported or broken data.
    static func decode(_ data: Data) -> OpaquePointer? {
        // A hostile or careless header can promise gigapixels: never decode more than a
        // widget could show (WidgetKit itself refuses images over a few megapixels).
        if let header = ImageHeader.read(data), let w = header.pixelWidth, let h = header.pixelHeight,
           w.multipliedReportingOverflow(by: h).overflow || w * h > maximumPixels {
            return nil
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return decodePNG(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return decodeJPEG(bytes) }
        return nil
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer? {
        let reader = Reader(bytes)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + reader.offset, count: count)
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        guard let surface else { return nil }
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    static func decodeJPEG(_ bytes: [UInt8]) -> OpaquePointer? {
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer { buffer in
            vitrine_jpeg_decode(buffer.baseAddress, UInt(buffer.count), &width, &height, &pixels)
        }
        guard status == 0, let pixels, width > 0, height > 0 else { free(pixels); return nil }
        defer { free(pixels) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        let rowBytes = Int(width) * 4
        for y in 0..<Int(height) {
            (destination + y * stride).update(from: pixels + y * rowBytes, count: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
