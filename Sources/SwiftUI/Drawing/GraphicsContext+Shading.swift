import Foundation
internal import WidgetArchive

extension GraphicsContext {
    /// How a path, text or image is colored: a color, a style, or a gradient whose points are
    /// in the context's user space (mapped through its transform when drawn).
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }
        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        /// A flat color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A flat color from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A flat gray.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style (colors, gradients relative to the canvas's bounds, materials…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// A linear gradient between two points of user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading
        {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around a point of user space.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// A conic (angular) gradient around a point of user space, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading
        {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The paint of this shading for a drawing under `transform` in a canvas of `size`:
        /// gradient points mapped to canvas coordinates, then to unit points of the canvas
        /// (the frame every recorded path is drawn in).
        func paint(transform: CGAffineTransform, size: CGSize, environment: EnvironmentValues) -> Paint {
            func unit(_ p: CGPoint) -> PointValue {
                let q = transform.canvasApply(p)
                return PointValue(x: Double(q.x / max(size.width, 1)), y: Double(q.y / max(size.height, 1)))
            }
            switch kind {
            case .style(let style):
                return style.resolvePaint(in: environment)
            case .linear(let g, let start, let end):
                return .linearGradient(g.archived(environment), start: unit(start), end: unit(end))
            case .radial(let g, let center, let r0, let r1):
                let s = Double(transform.canvasScale)
                return .radialGradient(g.archived(environment), center: unit(center), startRadius: Double(r0) * s, endRadius: Double(r1) * s)
            case .conic(let g, let center, let angle):
                let degrees = angle.degrees + atan2(Double(transform.b), Double(transform.a)) * 180 / .pi
                return .angularGradient(g.archived(environment), center: unit(center), startAngle: degrees, endAngle: degrees + 360)
            }
        }

        /// The shading as a style for text and template images, whose frames are their own:
        /// gradients run across the drawn item's box.
        var foregroundStyle: AnyShapeStyle {
            switch kind {
            case .style(let style): style
            case .linear(let g, _, _): AnyShapeStyle(LinearGradient(gradient: g, startPoint: .leading, endPoint: .trailing))
            case .radial(let g, _, let r0, let r1): AnyShapeStyle(RadialGradient(gradient: g, center: .center, startRadius: r0, endRadius: r1))
            case .conic(let g, _, let angle): AnyShapeStyle(AngularGradient(gradient: g, center: .center, angle: angle))
            }
        }
    }

    /// Options for gradient shadings (repeating and mirroring are drawn as plain gradients).
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient outside its range.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat the gradient mirrored outside its range.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear color.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
