import Foundation

/// A fill: a color or a gradient, resolved for the archive's color scheme except for
/// asset-catalog colors, which the host resolves from the extension's resources.
public enum Paint: Codable, Hashable, Sendable {
    case color(ColorValue)
    case linearGradient(GradientValue, start: UnitPointValue, end: UnitPointValue)
    case radialGradient(GradientValue, center: UnitPointValue, startRadius: Double, endRadius: Double)
    case angularGradient(GradientValue, center: UnitPointValue, startAngle: Double, endAngle: Double)
    /// A system material (`ultraThin`, `thin`, `regular`, `thick`, `ultraThick`, `bar`).
    case material(String)

    public static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Paint {
        .color(.rgba(RGBAValue(red: r, green: g, blue: b, alpha: a)))
    }
}

public enum ColorValue: Codable, Hashable, Sendable {
    case rgba(RGBAValue)
    /// `Color("name")`: looked up in the extension's asset catalogs for the archive's
    /// color scheme; `opacity` multiplies the asset's own alpha.
    case asset(name: String, bundle: String?, opacity: Double)
}

public struct RGBAValue: Codable, Hashable, Sendable {
    public enum Space: String, Codable, Hashable, Sendable { case sRGB, displayP3, sRGBLinear }
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public var space: Space

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: Space = .sRGB) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.space = space
    }
}

public struct GradientValue: Codable, Hashable, Sendable {
    public struct Stop: Codable, Hashable, Sendable {
        public var color: ColorValue
        public var location: Double
        public init(color: ColorValue, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
}
