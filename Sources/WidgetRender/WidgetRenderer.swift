import AssetCatalog
import Foundation
import WidgetArchive
import WidgetLayout

/// A rendered widget: PNG bytes, size in device pixels, and what went wrong while drawing.
public struct RenderedImage: Sendable {
    /// The image as PNG.
    public var pngData: Data
    /// Width in device pixels.
    public var pixelWidth: Int
    /// Height in device pixels.
    public var pixelHeight: Int
    /// Problems met while drawing.
    public var diagnostics: [Diagnostic]
}

/// Everything the renderer needs to know besides the display list.
public struct RenderConfiguration: Sendable {
    /// Device pixels per point (1, 2, 3).
    public var scale: Double
    /// When dynamic dates are formatted; nil: each date's reference date.
    public var now: Date?
    /// Directories searched (recursively) for `.ttf`/`.otf`/`.ttc` fonts the widget bundles,
    /// e.g. the extension's resource bundles.
    public var fontDirectories: [URL]
    /// Where asset-catalog colors and images are found.
    public var assetLocator: AssetLocator?
    /// The widget's corner radius for `ContainerRelativeShape` (points).
    public var containerCornerRadius: Double
    /// Clip the output to the widget's rounded shape.
    public var clipsToContainerShape: Bool
    /// Redaction on top of the archive's own (a locked device).
    public var redaction: RedactionOverride

    /// A configuration; 2x, system fonts only, no asset catalogs and unclipped unless given.
    public init(
        scale: Double = 2, now: Date? = nil, fontDirectories: [URL] = [], assetLocator: AssetLocator? = nil,
        containerCornerRadius: Double = 22, clipsToContainerShape: Bool = false, redaction: RedactionOverride = .none
    ) {
        self.scale = scale; self.now = now; self.fontDirectories = fontDirectories; self.assetLocator = assetLocator
        self.containerCornerRadius = containerCornerRadius; self.clipsToContainerShape = clipsToContainerShape
        self.redaction = redaction
    }
}

/// The renderer's front door: a text measurer and image measurer for layout, and
/// display list → PNG / SVG, all sharing one Pango engine so text draws as it was measured.
public final class WidgetRenderer: Sendable {
    /// The settings every stage uses.
    public let configuration: RenderConfiguration
    /// Measures text with the same Pango engine that draws it.
    public let textMeasurer: PangoTextMeasurer
    /// Gives images their natural sizes from the asset catalogs.
    public let imageMeasurer: RenderImageMeasurer
    /// Draws display lists.
    public let rasterizer: CairoRasterizer

    /// A renderer for a configuration.
    public init(configuration: RenderConfiguration = RenderConfiguration()) {
        self.configuration = configuration
        textMeasurer = PangoTextMeasurer(scale: configuration.scale, now: configuration.now, fontDirectories: configuration.fontDirectories)
        imageMeasurer = RenderImageMeasurer(assetLocator: configuration.assetLocator, scale: configuration.scale)
        rasterizer = CairoRasterizer(
            options: .init(
                containerCornerRadius: configuration.containerCornerRadius,
                clipsToContainerShape: configuration.clipsToContainerShape,
                assetLocator: configuration.assetLocator),
            measurer: textMeasurer)
    }

    /// Rasterizes at the configuration's scale (or `scale`) and encodes PNG.
    public func render(_ list: DisplayList, scale: Double? = nil) -> RenderedImage {
        let image = rasterizer.rasterize(list, scale: scale ?? configuration.scale)
        return RenderedImage(
            pngData: image.pngData(), pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            diagnostics: image.diagnostics)
    }

    /// An SVG document in points.
    public func renderSVG(_ list: DisplayList) -> Data {
        rasterizer.renderSVG(list).svg
    }
}
