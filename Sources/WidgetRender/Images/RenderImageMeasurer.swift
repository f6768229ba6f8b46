import AssetCatalog
import Foundation
import WidgetArchive
import WidgetLayout

/// Natural sizes of images for layout:
///
/// - symbols: a square box of `symbolFont.size × 1.2 × f`, with `f` = 0.8 / 1.0 / 1.3 for
///   `imageScale` small / medium / large. SF Symbols at medium scale are about 1.1–1.25 × the
///   font size tall (a 17 pt `sun.max` is ≈ 20 pt); the Material Icons glyph drawn into the
///   box has its live area (20 of 24 units) about as tall as the font size. Mapped and
///   unmapped names get the same box, so layout does not depend on the mapping.
/// - asset images: the best variant's pixel size for `scale` divided by the variant's scale
///   (single-scale files count as 1x), through `AssetLocator`; vector files without a size
///   and missing assets are nil.
/// - bitmaps: pixel size / `BitmapImage.scale`.
public struct RenderImageMeasurer: ImageMeasurer {
    /// Where asset images are found.
    public var assetLocator: AssetLocator?
    /// Device pixels per point, for choosing the asset variant.
    public var scale: Double
    /// The appearance, for choosing the asset variant.
    public var colorScheme: ArchiveEnvironment.ColorScheme

    /// A measurer; 2x, light and no catalogs unless given.
    public init(assetLocator: AssetLocator? = nil, scale: Double = 2, colorScheme: ArchiveEnvironment.ColorScheme = .light) {
        self.assetLocator = assetLocator; self.scale = scale; self.colorScheme = colorScheme
    }

    /// The image's natural size in points by the rules above; nil when unknown.
    public func naturalSize(of image: ImageNode) -> SizeValue? {
        switch image.source {
        case .system:
            let side = Self.symbolSide(font: image.symbolFont, symbolScale: image.symbolScale)
            return SizeValue(width: side, height: side)
        case .bitmap(let bitmap):
            guard bitmap.pixelWidth > 0, bitmap.pixelHeight > 0 else { return nil }
            let s = bitmap.scale > 0 ? bitmap.scale : 1
            return SizeValue(width: Double(bitmap.pixelWidth) / s, height: Double(bitmap.pixelHeight) / s)
        case .asset(let name, let bundle):
            guard let file = AssetImageFile.find(name: name, bundle: bundle, locator: assetLocator, scale: scale, colorScheme: colorScheme),
                let header = ImageHeader.read(contentsOf: file.url),
                let w = header.pixelWidth, let h = header.pixelHeight
            else { return nil }
            return SizeValue(width: Double(w) / file.scale, height: Double(h) / file.scale)
        }
    }

    /// 0.8 / 1.0 / 1.3 for `small` / `medium` / `large`.
    public static func scaleFactor(_ symbolScale: String) -> Double {
        switch symbolScale {
        case "small": 0.8
        case "large": 1.3
        default: 1.0
        }
    }

    /// The side of a symbol's square box in points.
    public static func symbolSide(font: FontSpec, symbolScale: String) -> Double {
        font.size * 1.2 * scaleFactor(symbolScale)
    }

    /// Size of a non-glyph image inline in text: its natural size if known, else a square
    /// of the run's font size.
    static func inlineSize(of image: ImageNode, font: FontSpec) -> SizeValue {
        switch image.source {
        case .system: return SizeValue(width: font.size, height: font.size)
        case .bitmap(let bitmap) where bitmap.pixelHeight > 0:
            // Scaled to the font's size like a glyph.
            let h = font.size
            return SizeValue(width: h * Double(bitmap.pixelWidth) / Double(bitmap.pixelHeight), height: h)
        default: return SizeValue(width: font.size, height: font.size)
        }
    }
}

/// The file an asset image resolves to.
struct AssetImageFile {
    var url: URL
    /// Pixels per point of the file.
    var scale: Double
    var isTemplate: Bool

    static func find(name: String, bundle: String?, locator: AssetLocator?, scale: Double, colorScheme: ArchiveEnvironment.ColorScheme) -> AssetImageFile? {
        guard let locator, let (_, set) = locator.imageSet(named: name, inBundleNamed: bundle) ?? locator.imageSet(named: name) else { return nil }
        let appearance: Appearance = colorScheme == .dark ? .dark : .light
        guard let variant = set.bestVariant(scale: scale, appearance: appearance) else { return nil }
        return AssetImageFile(url: variant.fileURL, scale: variant.scale ?? 1, isTemplate: set.templateRenderingIntent == .template)
    }
}
