/// One concrete color from a color set, with components exactly as the catalog gives them.
///
/// Components are not clamped: extended color spaces legitimately go below 0 or above 1.
/// For gray color spaces `red`, `green` and `blue` all hold the catalog's "white" value.
public struct AssetColor: Sendable, Hashable, Codable {
    /// The color spaces Xcode offers for a color set; raw values are the strings it writes.
    public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
        case sRGB = "srgb"
        case displayP3 = "display-p3"
        case extendedSRGB = "extended-srgb"
        case extendedLinearSRGB = "extended-linear-srgb"
        case gray = "gray-gamma-22"
        case extendedGray = "extended-gray"

        /// Whether components may legitimately fall outside 0...1.
        public var isExtended: Bool {
            switch self {
            case .extendedSRGB, .extendedLinearSRGB, .extendedGray: return true
            case .sRGB, .displayP3, .gray: return false
            }
        }

        /// Whether the catalog stores a single "white" component instead of red/green/blue.
        public var isGray: Bool {
            self == .gray || self == .extendedGray
        }
    }

    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Alpha, 0 transparent to 1 opaque.
    public var alpha: Double
    /// The color space the components are in.
    public var colorSpace: ColorSpace

    /// A color from components; opaque sRGB unless given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, colorSpace: ColorSpace = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.colorSpace = colorSpace
    }

    /// A gray color; `white` is stored in all three channels so renderers need no special case.
    public init(white: Double, alpha: Double = 1, colorSpace: ColorSpace = .gray) {
        self.init(red: white, green: white, blue: white, alpha: alpha, colorSpace: colorSpace)
    }

    /// The gray level of a gray color (the red channel for other spaces).
    public var white: Double { red }
}
