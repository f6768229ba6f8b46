internal import AssetCatalog
import Foundation

/// An image in memory, as widget providers use it: decoded from downloaded bytes
/// (`UIImage(data:)`), loaded from the asset catalog or a file, then shown with
/// `Image(uiImage:)`. Vitrine keeps the encoded bytes; the host decodes them to draw.
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
    /// The encoded format (`png`, `jpeg`, …), or what the image was loaded from.
    public let format: String

    /// Size in points.
    open var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
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

    /// PNG bytes, when the image was created from PNG bytes.
    open func pngData() -> Data? {
        format == "png" ? encodedData : nil
    }

    /// JPEG bytes, when the image was created from JPEG bytes (no re-encoding).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        format == "jpeg" ? encodedData : nil
    }
}
