internal import AssetCatalog
import Foundation

/// An image in memory, as widget providers use it: decoded from downloaded bytes
/// (`UIImage(data:)`), loaded from the asset catalog or a file, drawn with
/// `UIGraphicsImageRenderer`, then shown with `Image(uiImage:)`. Vitrine keeps the encoded
/// bytes, or the recorded drawing; the host decodes and draws them.
open class UIImage: @unchecked Sendable {
    /// Encoded bytes (PNG, JPEG, ...), nil for asset-catalog and symbol images.
    public let encodedData: Data?
    /// The asset-catalog name, for images loaded with `UIImage(named:)`.
    public let assetName: String?
    /// The resource bundle that holds `assetName`; nil for the extension's own bundle.
    public let assetBundleName: String?
    /// The SF Symbol name, for images made with `UIImage(systemName:)`.
    public let symbolName: String?
    /// Pixels per point: 2 means a 100-pixel-wide image is 50 points wide.
    public let scale: CGFloat
    /// Width in pixels, read from the encoded image's header.
    public let pixelWidth: Int
    /// Height in pixels, read from the encoded image's header.
    public let pixelHeight: Int
    /// The encoded format (`png`, `jpeg`, …), or what the image was loaded from (`drawing`
    /// for a recorded one).
    public let format: String
    /// The recorded drawing, for images made by `UIGraphicsImageRenderer` or from a recorded
    /// `CGImage`.
    var recorded: CGImage? = nil
    /// The size in points of a recorded image (its renderer's bounds, not rounded to pixels).
    var recordedSize: CGSize? = nil
    /// The image as given to `init(cgImage:scale:orientation:)`, before its orientation.
    var unorientedImage: CGImage? = nil
    /// How the image's pixels are turned for display (`.up` unless made with an orientation).
    public private(set) var imageOrientation: Orientation = .up

    /// How an image's pixels are turned and mirrored for display.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Mirrored top to bottom.
        case downMirrored
        /// Mirrored across its main diagonal (mirrored, then turned 90° counterclockwise).
        case leftMirrored
        /// Mirrored across its other diagonal (mirrored, then turned 90° clockwise).
        case rightMirrored

        /// Whether width and height trade places on display.
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// Stored (w × h, y down) → displayed coordinates.
        func transform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
            switch self {
            case .up: .identity
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
            }
        }
    }

    /// Size in points.
    open var size: CGSize {
        recordedSize ?? CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Wraps encoded image bytes; nil when their header gives no image size (not an image).
    public init?(data: Data, scale: CGFloat = 1) {
        guard let header = ImageHeader.read(data), let w = header.pixelWidth, let h = header.pixelHeight, w > 0, h > 0 else { return nil }
        self.encodedData = data
        self.assetName = nil
        self.assetBundleName = nil
        self.symbolName = nil
        self.scale = scale
        self.pixelWidth = w
        self.pixelHeight = h
        self.format = header.format.rawValue
    }

    /// Wraps encoded image bytes at scale 1; nil when they are not an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Loads an image file; nil when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        // "name@2x.png" files carry their scale in the name, as on iOS.
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An image set from the extension's asset catalogs.
    public init?(named name: String, in bundle: Bundle? = nil) {
        let bundleName = bundle.flatMap { $0 == Bundle.main ? nil : $0.bundleURL.lastPathComponent }
        guard let found = AssetLocator.currentProcess.imageSet(named: name, inBundleNamed: bundleName) else { return nil }
        let variant = found.set.bestVariant(scale: 3, appearance: .light)
        let data = variant.flatMap { try? Data(contentsOf: $0.fileURL) }
        let header = data.flatMap(ImageHeader.read)
        self.encodedData = nil
        self.assetName = name
        self.assetBundleName = bundleName ?? found.catalog.url.deletingLastPathComponent().lastPathComponent
        self.symbolName = nil
        self.scale = CGFloat(variant?.scale ?? 1)
        self.pixelWidth = header?.pixelWidth ?? 0
        self.pixelHeight = header?.pixelHeight ?? 0
        self.format = header?.format.rawValue ?? "unknown"
    }

    /// An SF Symbol by name; nil when the symbol is unknown.
    public init?(systemName: String) {
        self.encodedData = nil
        self.assetName = nil
        self.assetBundleName = nil
        self.symbolName = systemName
        self.scale = 1
        self.pixelWidth = 0
        self.pixelHeight = 0
        self.format = "symbol"
    }

    /// An image of a Core Graphics image, at scale 1 (its size in points is its size in pixels).
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image of a Core Graphics image at `scale` pixels per point, shown turned or mirrored
    /// as `orientation` says (kept as a drawing of the image under that transform).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        guard orientation != .up else {
            self.init(cgImage: cgImage, scale: scale)
            return
        }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        let size = orientation.swapsSides ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        let context = CGContext(size: size, scale: scale)
        context.concatenate(orientation.transform(width: w, height: h))
        context.drawUpright(cgImage, in: CGRect(x: 0, y: 0, width: w, height: h))
        self.init(cgImage: context.makeImage()!, scale: scale, pointSize: size)
        unorientedImage = cgImage
        imageOrientation = orientation
    }

    /// An image of a Core Graphics image at `scale` pixels per point.
    init(cgImage: CGImage, scale: CGFloat, pointSize: CGSize? = nil) {
        self.scale = scale
        self.pixelWidth = cgImage.width
        self.pixelHeight = cgImage.height
        self.symbolName = if case .symbol(let name) = cgImage.source { name } else { nil }
        switch cgImage.source {
        case .encoded(let data, let format):
            self.encodedData = data
            self.assetName = nil
            self.assetBundleName = nil
            self.format = format
        case .asset(let name, let bundle):
            self.encodedData = nil
            self.assetName = name
            self.assetBundleName = bundle
            self.format = "asset"
        case .symbol:
            self.encodedData = nil
            self.assetName = nil
            self.assetBundleName = nil
            self.format = "symbol"
        case .drawing:
            self.encodedData = nil
            self.assetName = nil
            self.assetBundleName = nil
            self.format = "drawing"
            self.recorded = cgImage
            self.recordedSize = pointSize
        }
    }

    /// The image as a Core Graphics image: its bytes, its asset, or its recorded drawing (for
    /// an image made with an orientation, the image as given, unturned); nil for SF Symbols.
    open var cgImage: CGImage? {
        if let unorientedImage { return unorientedImage }
        if let recorded { return recorded }
        if symbolName != nil { return nil }
        return drawable
    }

    /// What drawing this image into a context records (symbols included).
    var drawable: CGImage {
        if let recorded { return recorded }
        if let symbolName { return CGImage(source: .symbol(symbolName), width: pixelWidth, height: pixelHeight) }
        if let assetName { return CGImage(source: .asset(name: assetName, bundle: assetBundleName), width: pixelWidth, height: pixelHeight) }
        return CGImage(source: .encoded(encodedData ?? Data(), format: format), width: pixelWidth, height: pixelHeight)
    }

    /// PNG bytes, when the image was created from PNG bytes. A recorded drawing has no pixels
    /// in the extension, so it has no PNG: nil (docs/UIKIT.md).
    open func pngData() -> Data? {
        if recorded != nil { UIGraphicsImageRenderer.reportNoPixels("UIImage.pngData()") }
        return format == "png" ? encodedData : nil
    }

    /// JPEG bytes, when the image was created from JPEG bytes (no re-encoding); nil for a
    /// recorded drawing (docs/UIKIT.md).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        if recorded != nil { UIGraphicsImageRenderer.reportNoPixels("UIImage.jpegData(compressionQuality:)") }
        return format == "jpeg" ? encodedData : nil
    }

    /// Draws the image, the right way up, filling `rect` of the current context (nothing when
    /// no context is current).
    open func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.drawUpright(drawable, in: rect)
    }

    /// Draws the image at its size in points, its top-leading corner at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image in `rect` with a blend mode and an opacity.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image at `point` with a blend mode and an opacity.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
