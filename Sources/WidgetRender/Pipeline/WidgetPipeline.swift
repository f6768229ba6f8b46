import AssetCatalog
import Foundation
import WidgetArchive
import WidgetLayout

/// The engine's whole path for one archive: layout → display list → raster (PNG) or SVG,
/// with every stage's diagnostics returned, never printed.
public final class WidgetPipeline: Sendable {
    /// What `render` produces.
    public enum Output: Sendable { case png, svg }

    /// What one render produced, stage by stage.
    public struct Result: Sendable {
        /// PNG or SVG bytes.
        public var data: Data
        /// Width in device pixels.
        public var pixelWidth: Int
        /// Height in device pixels.
        public var pixelHeight: Int
        /// The layout.
        public var tree: LayoutTree
        /// The drawing commands.
        public var displayList: DisplayList
        /// Resolve-time (archive), layout, and drawing diagnostics, in that order.
        public var diagnostics: [Diagnostic]
    }

    /// The renderer the stages share.
    public let renderer: WidgetRenderer
    /// The device whose corner radius the display list uses.
    public let device: WidgetDevice

    /// A pipeline with a configuration on a device.
    public init(configuration: RenderConfiguration = RenderConfiguration(), device: WidgetDevice = .default) {
        self.renderer = WidgetRenderer(configuration: configuration)
        self.device = device
    }

    /// Lays out an archive.
    public func layout(_ archive: ViewArchive) -> LayoutTree {
        LayoutEngine(text: renderer.textMeasurer, images: renderer.imageMeasurer).layout(archive)
    }

    /// The display list of a layout tree.
    public func displayList(_ tree: LayoutTree) -> DisplayList {
        DisplayListBuilder(
            now: renderer.configuration.now, widgetCornerRadius: device.cornerRadius,
            redaction: renderer.configuration.redaction
        ).build(tree)
    }

    /// Lays out, builds the display list and draws, as PNG or SVG.
    public func render(_ archive: ViewArchive, as output: Output = .png, scale: Double? = nil) -> Result {
        let tree = layout(archive)
        let list = displayList(tree)
        var diagnostics = archive.diagnostics + tree.diagnostics
        diagnostics += ImageAreaCheck.check(tree, environment: archive.environment, scale: device.scale)
        switch output {
        case .png:
            let image = renderer.render(list, scale: scale)
            diagnostics += image.diagnostics
            return Result(
                data: image.pngData, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                tree: tree, displayList: list, diagnostics: Self.unique(diagnostics))
        case .svg:
            let (svg, drawing) = renderer.rasterizer.renderSVG(list)
            diagnostics += drawing
            return Result(
                data: svg, pixelWidth: Int(list.size.width.rounded(.up)), pixelHeight: Int(list.size.height.rounded(.up)),
                tree: tree, displayList: list, diagnostics: Self.unique(diagnostics))
        }
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// WidgetKit refuses to archive a widget whose images exceed a pixel area tied to the
/// widget's own size ("Widget archival failed due to image being too large … totalArea:
/// 1048576 > max[718080]"). The reported maxima are about 1.5 × the widget's area in device
/// pixels (718080 ≈ 1.49 × 338×158 pt at 3x), the factor used here.
enum ImageAreaCheck {
    static let factor = 1.5

    static func check(_ tree: LayoutTree, environment: ArchiveEnvironment, scale: Double) -> [Diagnostic] {
        let size = environment.displaySize ?? tree.size
        let limit = size.width * size.height * scale * scale * factor
        var result: [Diagnostic] = []
        for node in tree.root.all + (tree.containerBackground?.all ?? []) {
            guard case .image(let image) = node.content, case .bitmap(let bitmap) = image.source else { continue }
            let area = Double(bitmap.pixelWidth) * Double(bitmap.pixelHeight)
            if area > limit {
                result.append(
                    Diagnostic(
                        severity: .error, code: "image-too-large",
                        message:
                            "image \(bitmap.pixelWidth)x\(bitmap.pixelHeight) has totalArea \(Int(area)) > max \(Int(limit)) for a \(environment.widgetFamily ?? "widget") of \(ArchiveDump.num(size.width))x\(ArchiveDump.num(size.height)) pt; WidgetKit would fail to archive it (downscale it in the provider to displaySize × scale)",
                        nodeID: node.id))
            }
        }
        return result
    }
}
