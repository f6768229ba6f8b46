import Foundation

/// An image leaf: where the image comes from and how it is sized, tinted and smoothed.
public struct ImageNode: Codable, Hashable, Sendable {
    /// Where an image's pixels come from.
    public enum Source: Codable, Hashable, Sendable, CustomStringConvertible {
        /// `Image("name")`: an image set in the widget's asset catalog (bundle: resource bundle
        /// directory name, nil = the extension's main bundle).
        case asset(name: String, bundle: String?)
        /// `Image(systemName:)`: an SF Symbols name, drawn from an open icon set by the host.
        case system(name: String, variableValue: Double?)
        /// `Image(uiImage:)` from bytes the provider downloaded or decoded.
        case bitmap(BitmapImage)

        /// A short tag naming the source, for dumps.
        public var description: String {
            switch self {
            case .asset(let name, _): "[image:\(name)]"
            case .system(let name, _): "[symbol:\(name)]"
            case .bitmap(let b): "[bitmap \(b.pixelWidth)x\(b.pixelHeight)]"
            }
        }
    }
    /// Whether the image keeps its own colors or is tinted by the foreground.
    public enum RenderingMode: String, Codable, Hashable, Sendable { case original, template }
    /// How much smoothing a scaled image gets.
    public enum Interpolation: String, Codable, Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills extra space.
    public enum ResizingMode: String, Codable, Hashable, Sendable { case stretch, tile }
    /// How a resizable image scales: which edges stay unscaled and how the middle fills.
    public struct Resizing: Codable, Hashable, Sendable {
        /// Edges kept unscaled, like a nine-patch.
        public var capInsets: EdgeInsetsValue
        /// Whether the middle stretches or repeats.
        public var mode: ResizingMode
        /// A resizing with cap insets and a mode.
        public init(capInsets: EdgeInsetsValue = .zero, mode: ResizingMode = .stretch) { self.capInsets = capInsets; self.mode = mode }
    }

    /// Where the image comes from.
    public var source: Source
    /// nil unless `.resizable()`: the image keeps its natural size.
    public var resizing: Resizing?
    /// nil: the asset's own intent (symbols are templates, bitmaps originals).
    public var renderingMode: RenderingMode?
    /// How much smoothing the image gets when scaled.
    public var interpolation: Interpolation
    /// Whether edges are antialiased.
    public var antialiased: Bool
    /// The foreground style a template image or symbol is tinted with.
    public var foreground: Paint
    /// Symbols are sized like text: the font in the environment where the image sits.
    public var symbolFont: FontSpec
    /// `small`, `medium`, `large` (`imageScale`).
    public var symbolScale: String
    /// The SF Symbol rendering mode (`monochrome`, `hierarchical`, `palette`, `multicolor`); nil for the default.
    public var symbolRenderingMode: String?
    /// What VoiceOver reads for the image.
    public var accessibilityLabel: String?
    /// Whether accessibility skips the image.
    public var decorative: Bool

    /// An image leaf; original size, high-quality interpolation and no label unless given.
    public init(
        source: Source, resizing: Resizing? = nil, renderingMode: RenderingMode? = nil, interpolation: Interpolation = .high,
        antialiased: Bool = true, foreground: Paint, symbolFont: FontSpec, symbolScale: String = "medium",
        symbolRenderingMode: String? = nil, accessibilityLabel: String? = nil, decorative: Bool = false
    ) {
        self.source = source; self.resizing = resizing; self.renderingMode = renderingMode; self.interpolation = interpolation
        self.antialiased = antialiased; self.foreground = foreground; self.symbolFont = symbolFont; self.symbolScale = symbolScale
        self.symbolRenderingMode = symbolRenderingMode; self.accessibilityLabel = accessibilityLabel; self.decorative = decorative
    }
}

/// Encoded image bytes (PNG, JPEG...) carried inline in the archive.
public struct BitmapImage: Codable, Hashable, Sendable {
    /// The encoded bytes.
    public var data: Data
    /// `png`, `jpeg`, `gif`, `webp`, or `unknown`.
    public var format: String
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// Points per pixel divisor (`UIImage.scale`).
    public var scale: Double

    /// Encoded bytes with their format, pixel size and scale.
    public init(data: Data, format: String, pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.data = data; self.format = format; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
    }
}
