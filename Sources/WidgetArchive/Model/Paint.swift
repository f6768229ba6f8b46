import Foundation

/// A fill: a color or a gradient, resolved for the archive's color scheme except for
/// asset-catalog colors, which the host resolves from the extension's resources.
public enum Paint: Codable, Hashable, Sendable {
    /// A flat color.
    case color(ColorValue)
    /// A linear gradient between two unit points.
    case linearGradient(GradientValue, start: UnitPointValue, end: UnitPointValue)
    /// A radial gradient from `startRadius` to `endRadius` around a unit point.
    case radialGradient(GradientValue, center: UnitPointValue, startRadius: Double, endRadius: Double)
    /// An angular gradient from `startAngle` to `endAngle` degrees around a unit point.
    case angularGradient(GradientValue, center: UnitPointValue, startAngle: Double, endAngle: Double)
    /// A system material (`ultraThin`, `thin`, `regular`, `thick`, `ultraThick`, `bar`).
    case material(String)

    /// A flat color from sRGB components, 0...1.
    public static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Paint {
        .color(.rgba(RGBAValue(red: r, green: g, blue: b, alpha: a)))
    }
}

/// A color: literal components or an asset-catalog color.
public enum ColorValue: Codable, Hashable, Sendable {
    /// Literal components.
    case rgba(RGBAValue)
    /// `Color("name")`: looked up in the extension's asset catalogs for the archive's
    /// color scheme; `opacity` multiplies the asset's own alpha.
    case asset(name: String, bundle: String?, opacity: Double)
}

/// A color as components in a color space, 0...1 each.
public struct RGBAValue: Codable, Hashable, Sendable {
    /// The color space the components are in.
    public enum Space: String, Codable, Hashable, Sendable { case sRGB, displayP3, sRGBLinear }
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Alpha, 0 transparent to 1 opaque.
    public var alpha: Double
    /// The color space.
    public var space: Space

    /// A color from components; opaque sRGB unless given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: Space = .sRGB) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.space = space
    }
}

/// Colors along a gradient.
public struct GradientValue: Codable, Hashable, Sendable {
    /// One color at a location along the gradient.
    public struct Stop: Codable, Hashable, Sendable {
        /// The stop's color.
        public var color: ColorValue
        /// Where the color sits, 0...1.
        public var location: Double
        /// A stop of `color` at `location`.
        public init(color: ColorValue, location: Double) { self.color = color; self.location = location }
    }
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient from its stops.
    public init(stops: [Stop]) { self.stops = stops }
}
