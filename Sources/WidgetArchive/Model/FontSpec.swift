import Foundation

/// A font with its size already resolved for the environment's Dynamic Type size.
public struct FontSpec: Codable, Hashable, Sendable {
    /// Which font: the system font in a design, or a bundled one.
    public enum Family: Codable, Hashable, Sendable {
        /// The system font in a design: `default`, `rounded`, `serif`, `monospaced`.
        case system(design: String)
        /// A font the widget bundles, by PostScript or family name.
        case custom(name: String)
    }
    /// The weight of the font, from thinnest to heaviest.
    public enum Weight: String, Codable, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The CSS/OpenType weight class, for font matching.
        public var numeric: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }
    /// The line spacing of the font.
    public enum Leading: String, Codable, Hashable, Sendable { case standard, tight, loose }

    /// Which font.
    public var family: Family
    /// The size in points, already scaled for Dynamic Type.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether it is italic.
    public var italic: Bool
    /// Whether digits have equal widths.
    public var monospacedDigit: Bool
    /// Whether lowercase letters are small capitals.
    public var smallCaps: Bool
    /// The line spacing.
    public var leading: Leading
    /// The text style it came from (`body`, `headline`...), nil for fixed sizes.
    public var textStyle: String?

    /// A font spec; regular, upright, system default design unless given.
    public init(
        family: Family = .system(design: "default"), size: Double, weight: Weight = .regular, italic: Bool = false,
        monospacedDigit: Bool = false, smallCaps: Bool = false, leading: Leading = .standard, textStyle: String? = nil
    ) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
        self.monospacedDigit = monospacedDigit; self.smallCaps = smallCaps; self.leading = leading; self.textStyle = textStyle
    }
}
