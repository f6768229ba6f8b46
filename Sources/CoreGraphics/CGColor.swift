/// A color in the sRGB color space: red, green, blue and alpha components, each 0...1.
///
/// Colors here are always sRGB (`CGColor(gray:alpha:)` is stored as equal red, green and blue).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// Red, green and blue, 0...1.
    package let red: CGFloat, green: CGFloat, blue: CGFloat
    /// The color's opacity, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    /// A color from sRGB components, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A gray with the given brightness (0 black, 1 white) and alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A color from sRGB components, each 0...1 (Apple's name for the same color).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components, color then alpha: red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// How many components the color has, alpha included (4: sRGB and alpha).
    public var numberOfComponents: Int { 4 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Whether two colors have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}
