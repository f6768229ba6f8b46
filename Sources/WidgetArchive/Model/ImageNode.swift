import Foundation

public struct ImageNode: Codable, Hashable, Sendable {
    public enum Source: Codable, Hashable, Sendable, CustomStringConvertible {
        /// `Image("name")`: an image set in the widget's asset catalog (bundle: resource bundle
        /// directory name, nil = the extension's main bundle).
        case asset(name: String, bundle: String?)
        /// `Image(systemName:)`: an SF Symbols name, drawn from an open icon set by the host.
        case system(name: String, variableValue: Double?)
        /// `Image(uiImage:)` from bytes the provider downloaded or decoded.
        case bitmap(BitmapImage)

        public var description: String {
            switch self {
            case .asset(let name, _): "[image:\(name)]"
            case .system(let name, _): "[symbol:\(name)]"
            case .bitmap(let b): "[bitmap \(b.pixelWidth)x\(b.pixelHeight)]"
            }
        }
    }
    public enum RenderingMode: String, Codable, Hashable, Sendable { case original, template }
    public enum Interpolation: String, Codable, Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: String, Codable, Hashable, Sendable { case stretch, tile }
    public struct Resizing: Codable, Hashable, Sendable {
        public var capInsets: EdgeInsetsValue
        public var mode: ResizingMode
        public init(capInsets: EdgeInsetsValue = .zero, mode: ResizingMode = .stretch) { self.capInsets = capInsets; self.mode = mode }
    }

    public var source: Source
    /// nil unless `.resizable()`: the image keeps its natural size.
    public var resizing: Resizing?
    /// nil: the asset's own intent (symbols are templates, bitmaps originals).
    public var renderingMode: RenderingMode?
    public var interpolation: Interpolation
    public var antialiased: Bool
    /// The foreground style a template image or symbol is tinted with.
    public var foreground: Paint
    /// Symbols are sized like text: the font in the environment where the image sits.
    public var symbolFont: FontSpec
    /// `small`, `medium`, `large` (`imageScale`).
    public var symbolScale: String
    public var symbolRenderingMode: String?
    public var accessibilityLabel: String?
    public var decorative: Bool

    public init(source: Source, resizing: Resizing? = nil, renderingMode: RenderingMode? = nil, interpolation: Interpolation = .high,
                antialiased: Bool = true, foreground: Paint, symbolFont: FontSpec, symbolScale: String = "medium",
                symbolRenderingMode: String? = nil, accessibilityLabel: String? = nil, decorative: Bool = false) {
        self.source = source; self.resizing = resizing; self.renderingMode = renderingMode; self.interpolation = interpolation
        self.antialiased = antialiased; self.foreground = foreground; self.symbolFont = symbolFont; self.symbolScale = symbolScale
        self.symbolRenderingMode = symbolRenderingMode; self.accessibilityLabel = accessibilityLabel; self.decorative = decorative
    }
}

/// Encoded image bytes (PNG, JPEG...) carried inline in the archive.
public struct BitmapImage: Codable, Hashable, Sendable {
    public var data: Data
    /// `png`, `jpeg`, `gif`, `webp`, or `unknown`.
    public var format: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Points per pixel divisor (`UIImage.scale`).
    public var scale: Double

    public init(data: Data, format: String, pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.data = data; self.format = format; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
    }
}
