import AssetCatalog
import CCairo
import Foundation

/// Decodes PNG (cairo's reader) and JPEG (libjpeg-turbo) bytes into cairo image surfaces.
///
/// The pixel limit is enforced in C (`CCairo/shim.h`) on the dimensions libjpeg's
/// `jpeg_read_header` and libpng's `png_read_info` report, before anything proportional to the
/// image is allocated. The Swift header reader's check in front of it only saves starting a
/// decoder for an image whose header already says it is too large: a JPEG with stray bytes
/// between segments or its height in a DNL segment has no size that reader can see.
enum ImageDecoder {
    /// 40 megapixels (160 MB decoded): far above any widget's limit, far below trouble.
    static let maximumPixels = 40_000_000
    /// An image file is read whole before decoding: 256 MB is more than a 40-megapixel PNG needs.
    static let maximumFileBytes = 256 << 20

    /// A new ARGB32/RGB24 surface the caller destroys, or nil for unsupported or broken data.
    static func decode(_ data: Data) -> OpaquePointer? {
        try? decoding(data).get()
    }

    /// A new ARGB32/RGB24 surface the caller destroys, or why there is none.
    static func decoding(_ data: Data, maximumPixels: Int = maximumPixels) -> Result<OpaquePointer, ImageDecodingError> {
        // Fast path only: a hostile or careless header can promise gigapixels (WidgetKit itself
        // refuses images over a few megapixels); the decoders check again on what they read.
        if let header = ImageHeader.read(data), let w = header.pixelWidth, let h = header.pixelHeight,
            w.multipliedReportingOverflow(by: h).overflow || w * h > maximumPixels
        {
            return .failure(.tooLarge(width: w, height: h, limit: maximumPixels))
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return decodePNG(bytes, maximumPixels: maximumPixels) }
        if bytes.starts(with: [0xFF, 0xD8]) { return decodeJPEG(bytes, maximumPixels: maximumPixels) }
        return .failure(.unsupportedFormat)
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// PNG through cairo, after libpng has read the header and the size is within the limit.
    static func decodePNG(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) -> Result<OpaquePointer, ImageDecodingError> {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let checked = bytes.withUnsafeBufferPointer { buffer in
            vitrine_png_check(buffer.baseAddress, UInt(buffer.count), UInt(max(0, maximumPixels)), &width, &height, &message, message.count)
        }
        switch Int(checked) {
        case Int(VITRINE_DECODE_OK): break
        case Int(VITRINE_DECODE_TOO_LARGE): return .failure(.tooLarge(width: Int(width), height: Int(height), limit: maximumPixels))
        case Int(VITRINE_DECODE_NO_MEMORY): return .failure(.outOfMemory(format: "PNG"))
        default: return .failure(.broken(format: "PNG", reason: Self.text(message, or: "libpng refused the header")))
        }
        let reader = Reader(bytes)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { buffer in
                    data.update(from: buffer.baseAddress! + reader.offset, count: count)
                }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())
        guard let surface else { return .failure(.outOfMemory(format: "PNG")) }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            return .failure(.broken(format: "PNG", reason: String(cString: cairo_status_to_string(status))))
        }
        return .success(surface)
    }

    /// JPEG through libjpeg-turbo, which refuses sizes above the limit right after the header.
    static func decodeJPEG(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) -> Result<OpaquePointer, ImageDecodingError> {
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            vitrine_jpeg_decode(buffer.baseAddress, UInt(buffer.count), UInt(max(0, maximumPixels)), &width, &height, &pixels, &message, message.count)
        }
        switch Int(status) {
        case Int(VITRINE_DECODE_OK): break
        case Int(VITRINE_DECODE_TOO_LARGE): return .failure(.tooLarge(width: Int(width), height: Int(height), limit: maximumPixels))
        case Int(VITRINE_DECODE_NO_MEMORY): return .failure(.outOfMemory(format: "JPEG"))
        default: return .failure(.broken(format: "JPEG", reason: Self.text(message, or: "libjpeg refused the file")))
        }
        guard let pixels, width > 0, height > 0 else { free(pixels); return .failure(.broken(format: "JPEG", reason: "no pixels")) }
        defer { free(pixels) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return .failure(.outOfMemory(format: "JPEG")) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(.outOfMemory(format: "JPEG"))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        let rowBytes = Int(width) * 4
        for y in 0..<Int(height) {
            (destination + y * stride).update(from: pixels + y * rowBytes, count: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return .success(surface)
    }

    private static func text(_ message: [CChar], or fallback: String) -> String {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.isEmpty ? fallback : text
    }
}

/// Why image bytes were not decoded, in words a widget author can act on.
enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// Neither PNG nor JPEG.
    case unsupportedFormat
    /// The image declares more pixels than the decoder allows (or a zero side).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The decoder refused the bytes; `reason` is the library's message.
    case broken(format: String, reason: String)
    /// Memory for the decoded pixels could not be had.
    case outOfMemory(format: String)

    var description: String {
        switch self {
        case .unsupportedFormat:
            return "not PNG or JPEG; PNG and JPEG are supported"
        case .tooLarge(let width, let height, let limit):
            if width == 0 || height == 0 { return "it declares \(width) × \(height) pixels, an empty image" }
            return "it declares \(width) × \(height) pixels, more than the \(limit / 1_000_000)-megapixel limit"
        case .broken(let format, let reason):
            return "not a valid \(format) (\(reason))"
        case .outOfMemory(let format):
            return "no memory to decode the \(format)"
        }
    }
}
