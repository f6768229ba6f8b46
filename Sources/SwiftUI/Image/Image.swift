import Foundation
internal import WidgetArchive

/// An image from the widget's asset catalog, an SF Symbol, or bytes the provider loaded.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String, bundle: String?)
        case system(String, variableValue: Double?)
        case bitmap(BitmapImage)
        /// A `UIGraphicsImageRenderer` drawing, resolved as canvas nodes.
        case drawing(RecordedDrawing)
    }
    var source: Source
    var label: String?
    var decorative = false
    var resizing: ImageNode.Resizing?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var antialiased = true
    var symbolMode: SymbolRenderingMode?

    init(source: Source, label: String? = nil, decorative: Bool = false) {
        self.source = source
        self.label = label
        self.decorative = decorative
    }

    /// An image from the extension's asset catalog, by name; its name is read aloud as its label.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle.flatMap(Color.bundleName)), label: name)
    }

    /// An image from the asset catalog with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .named(name, bundle: bundle.flatMap(Color.bundleName)), label: label.plainText)
    }

    /// An image from the asset catalog that accessibility skips (decorative).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle: bundle.flatMap(Color.bundleName)), decorative: true)
    }

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.init(source: .system(systemName, variableValue: nil), label: systemName)
    }

    /// An SF Symbol whose variable parts fill to `variableValue` (0...1).
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .system(systemName, variableValue: variableValue), label: systemName)
    }

    /// Shows a `UIImage`; bytes travel inline in the archive, asset images by name, a
    /// drawing recorded by `UIGraphicsImageRenderer` as the nodes a `Canvas` would make.
    public init(uiImage: UIImage) {
        if let recorded = uiImage.recorded, let drawing = RecordedDrawing(recorded, size: uiImage.size) {
            self.init(source: .drawing(drawing))
        } else if let name = uiImage.assetName {
            self.init(source: .named(name, bundle: uiImage.assetBundleName), label: name)
        } else if let symbol = uiImage.symbolName {
            self.init(source: .system(symbol, variableValue: nil), label: symbol)
        } else {
            self.init(
                source: .bitmap(
                    BitmapImage(
                        data: uiImage.encodedData ?? Data(), format: uiImage.format,
                        pixelWidth: uiImage.pixelWidth, pixelHeight: uiImage.pixelHeight,
                        scale: Double(uiImage.scale))))
        }
    }

    /// Whether an image draws its own colors (`original`) or only its shape, tinted by the foreground style (`template`).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The relative size of an SF Symbol next to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// How much smoothing a scaled image gets.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills extra space: repeating its middle (`tile`) or stretching it.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// An image that scales to fill the space it is offered, keeping `capInsets` unscaled.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = ImageNode.Resizing(capInsets: capInsets.archived, mode: resizingMode == .tile ? .tile : .stretch)
        return copy
    }

    /// The image drawn as a template (tinted) or with its original colors; nil uses the image's default.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The image with the given smoothing when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// The image with antialiasing on or off.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.antialiased = isAntialiased
        return copy
    }

    /// The SF Symbol drawn in the given rendering mode (monochrome, hierarchical, palette, multicolor).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }
}

/// How SF Symbols are colored.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One color for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own fixed colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One color at decreasing opacities for the symbol's layers.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A separate style for each layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        if case .drawing(let drawing) = source { return [resolveDrawing(drawing, context)] }
        if case .named(let name, let bundle) = source, let assets = context.sink.assets,
            assets.imageSet(named: name, inBundleNamed: bundle) == nil
        {
            context.diagnose(.warning, "missing-asset", "no image set named \"\(name)\" in the extension's asset catalogs")
        }
        return [Node.leaf(.image(archived(context)), context)]
    }

    func archived(_ context: ResolveContext) -> ImageNode {
        let env = context.environment
        let style = env.textStyle
        let archivedSource: ImageNode.Source =
            switch source {
            case .named(let name, let bundle): .asset(name: name, bundle: bundle)
            case .system(let name, let value): .system(name: name, variableValue: value)
            case .bitmap(let bitmap): .bitmap(bitmap)
            case .drawing:
                // Only inside Text: a run holds one image leaf, which cannot hold a drawing.
                {
                    context.diagnose(.warning, "drawing-in-text", "an image drawn with UIGraphicsImageRenderer is not drawn inside Text")
                    return .bitmap(BitmapImage(data: Data(), format: "drawing", pixelWidth: 0, pixelHeight: 0, scale: 1))
                }()
            }
        let font = (style.font ?? env.font ?? .body).archived(
            dynamicTypeSize: env.dynamicTypeSize, weight: style.weight, italic: false,
            monospacedDigit: false, design: style.design)
        let foreground = style.foreground?._paint(in: env) ?? HierarchicalShapeStyle.primary._paint(in: env)
        return ImageNode(
            source: archivedSource,
            resizing: resizing,
            renderingMode: renderingMode.map { $0 == .template ? .template : .original },
            interpolation: {
                switch interpolation {
                case .none: .none;
                case .low: .low;
                case .medium: .medium;
                case .high: .high
                }
            }(),
            antialiased: antialiased,
            foreground: foreground,
            symbolFont: font,
            symbolScale: {
                switch env.imageScale {
                case .small: "small";
                case .medium: "medium";
                case .large: "large"
                }
            }(),
            symbolRenderingMode: (symbolMode ?? env.symbolRenderingMode)?.name,
            accessibilityLabel: label,
            decorative: decorative)
    }
}

extension Image {
    /// A recorded drawing at its size in points, or, when resizable, in the size layout gives
    /// it (resolved in the geometry rounds, as a Canvas is): it prefers its own size (so
    /// `aspectRatio`, `scaledToFit` and `fixedSize` see its proportions) and takes any other.
    @MainActor
    func resolveDrawing(_ drawing: RecordedDrawing, _ context: ResolveContext) -> ResolvedNode {
        guard let resizing else { return drawing.node(size: drawing.size, context) }
        if resizing.mode == .tile || resizing.capInsets != EdgeInsets().archived {
            context.diagnose(.info, "drawing-resizing", "a UIGraphicsImageRenderer image is stretched whole (cap insets and tiling are not applied)")
        }
        let placeholder = context.sink.geometry.placeholder(.canvas, context) { proxy, inner in [drawing.node(size: proxy.size, inner)] }
        return Node.wrap(
            placeholder,
            in: .flexibleFrame(
                FlexibleFrame(
                    minWidth: 0, idealWidth: Double(drawing.size.width), maxWidth: .infinity, minHeight: 0, idealHeight: Double(drawing.size.height),
                    maxHeight: .infinity, alignment: AlignmentValue(horizontal: .leading, vertical: .top))))
    }
}

extension Text {
    /// The text without styling, for labels and diagnostics.
    package var plainText: String {
        runs.map { run -> String in
            switch run.piece {
            case .verbatim(let s): s
            case .formatted(let formatted): formatted.text(.current)
            case .localized(let key, _, _):
                key.arguments.isEmpty
                    ? key.key
                    : LocalizedStringKey.substitute(format: key.key, arguments: key.arguments).map {
                        switch $0 {
                        case .string(let s): s
                        case .text(let t): t.plainText
                        case .image: ""
                        }
                    }.joined()
            case .date: ""
            case .image: ""
            }
        }.joined()
    }
}
