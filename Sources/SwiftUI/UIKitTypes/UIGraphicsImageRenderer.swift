package import ExtensionProtocol
import Foundation
internal import WidgetArchive

/// Makes images from drawing code, as UIKit's does; the drawing is recorded, not rasterized.
///
/// The extension has no rasterizer (its modules are pure Swift), so `image(actions:)` returns
/// a `UIImage` that keeps what the actions drew (paths, colors, line styles, images in their
/// rectangles, clips, alpha, shadows). `Image(uiImage:)` turns that recording into the same
/// archive nodes a `Canvas` of the image's size makes, and the engine draws them at the
/// widget's resolution. `pngData(actions:)` and `jpegData(withCompressionQuality:actions:)`
/// need pixels, so they return empty data and say so on standard error (docs/UIKIT.md).
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// A closure that draws an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The format images are made in (scale, opacity, range).
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points; its origin is the top-leading corner of the image.
    let bounds: CGRect

    /// A renderer for images of `size` points in the default format (the screen's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds`: user space has `bounds.origin` at the image's
    /// top-leading corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    /// Whether the renderer makes images (always: it is an image renderer).
    public var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context and returns the image they drew.
    public func image(actions: DrawingActions) -> UIImage {
        let context = UIGraphicsImageRendererContext(bounds: bounds, format: format)
        UIGraphicsPushContext(context.cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context.currentImage
    }

    /// Runs `actions`; a PNG of the result needs pixels, which the extension cannot make, so
    /// the data is empty and a line on standard error says so (docs/UIKIT.md).
    public func pngData(actions: DrawingActions) -> Data {
        _ = image(actions: actions)
        Self.reportNoPixels("UIGraphicsImageRenderer.pngData(actions:)")
        return Data()
    }

    /// Runs `actions`; a JPEG of the result needs pixels, which the extension cannot make, so
    /// the data is empty and a line on standard error says so (docs/UIKIT.md).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        _ = image(actions: actions)
        Self.reportNoPixels("UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)")
        return Data()
    }

    private static let reportLock = NSLock()
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Says once per process and call, as an error in the widget's log (an OSLog line on
    /// standard error, which the host keeps in the flight record), that encoded bytes of a
    /// recorded drawing cannot be made.
    static func reportNoPixels(_ call: String) {
        guard reportLock.withLock({ reported.insert(call).inserted }) else { return }
        FileHandle.standardError.write(Data((noPixelsRecord(call).line + "\n").utf8))
    }

    /// The log record `reportNoPixels` writes.
    package static func noPixelsRecord(_ call: String) -> ExtensionLogRecord {
        ExtensionLogRecord(
            level: .error, subsystem: "UIKit", category: "UIGraphicsImageRenderer",
            message: "\(call) has no bytes for an image drawn with UIGraphicsImageRenderer: the extension records drawing "
                + "and has no rasterizer; show the UIImage itself with Image(uiImage:) (docs/UIKIT.md)")
    }
}

/// The options of images a `UIGraphicsImageRenderer` makes.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// The color range of the image.
    public enum Range: Int, Sendable {
        /// The range the device prefers.
        case automatic = 0
        /// The extended (wide color) range.
        case extended = 1
        /// The standard (sRGB) range.
        case standard = 2
        /// No preference.
        case unspecified = -1
    }

    /// Pixels per point; the screen's scale by default (`UIScreen.main.scale`: the device
    /// widgets render for).
    open var scale: CGFloat
    /// Whether the image has no transparency. An opaque image is black where nothing is drawn,
    /// as an opaque bitmap on iOS is.
    open var opaque: Bool
    /// The color range (drawing is sRGB here whatever the range).
    open var preferredRange: Range

    /// The default format: the screen's scale, transparent, automatic range.
    public init() {
        // UIScreen.main is main-actor isolated; renderers run on any thread, so read the device.
        self.scale = CGFloat(WidgetDevice.default.scale)
        self.opaque = false
        self.preferredRange = .automatic
    }

    /// The default format: the screen's scale, transparent, automatic range.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format the device prefers; the same as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's actions.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The Core Graphics context the actions draw into.
    public let cgContext: CGContext
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        cgContext = CGContext(size: bounds.size, scale: format.scale)
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        if format.opaque {
            // An opaque bitmap starts black: what the actions leave undrawn shows it.
            cgContext.saveGState()
            cgContext.setFillColor(.black)
            cgContext.fill(bounds)
            cgContext.restoreGState()
        }
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        let recorded = cgContext.makeImage()!
        return UIImage(cgImage: recorded, scale: format.scale, pointSize: bounds.size)
    }

    /// Fills `rect` with the current fill color.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color and a blend mode.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke color, one point wide.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` with the current stroke color and a blend mode.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Limits what is drawn next to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
