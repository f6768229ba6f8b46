/// A bitmap image: encoded bytes (PNG, JPEG…), an asset-catalog or symbol image, or a drawing
/// recorded by a `CGContext` (what `UIGraphicsImageRenderer` makes).
///
/// Vitrine's extension has no rasterizer: a recorded image keeps its drawing, and the engine
/// draws it wherever the image is shown (docs/UIKIT.md).
public final class CGImage: @unchecked Sendable {
    /// Where the pixels come from.
    package enum Source {
        /// Encoded image bytes and their format (`png`, `jpeg`, …).
        case encoded(Data, format: String)
        /// An image set of the extension's asset catalogs (`bundle` nil: the extension's own).
        case asset(name: String, bundle: String?)
        /// An SF Symbol.
        case symbol(String)
        /// A recorded drawing.
        case drawing(CGDrawing)
    }

    package let source: Source
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    package init(source: Source, width: Int, height: Int) {
        self.source = source
        self.width = width
        self.height = height
    }

    /// Bits per color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// The part of the image inside `rect` (in pixels, clipped to the image); nil when they do
    /// not overlap. Only recorded images can be cropped here (encoded bytes are not decoded
    /// in the extension).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard case .drawing(let drawing) = source else { return nil }
        let pixels = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !pixels.isNull, pixels.width > 0, pixels.height > 0 else { return nil }
        let points = CGRect(
            x: pixels.minX / drawing.scale, y: pixels.minY / drawing.scale, width: pixels.width / drawing.scale, height: pixels.height / drawing.scale)
        let cropped = drawing.cropped(to: points)
        return CGImage(source: .drawing(cropped), width: Int(pixels.width), height: Int(pixels.height))
    }
}
