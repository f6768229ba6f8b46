import Foundation
package import WidgetArchive

/// Colors and where along a gradient they sit.
public struct Gradient: Hashable, Sendable {
    /// One color at a location along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color
        /// Where the color sits along the gradient, 0...1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    /// The colors, in order along the gradient.
    public var stops: [Stop]
    /// A gradient from explicit stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced colors.
    public init(colors: [Color]) {
        let n = colors.count
        self.stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    func archived(_ environment: EnvironmentValues) -> GradientValue {
        GradientValue(stops: stops.map { .init(color: $0.color.resolve(in: environment), location: Double($0.location)) })
    }
}

/// A gradient used directly as a style (`.tint(Gradient(colors:))`, `.fill(gradient)`) draws
/// top to bottom, as Apple documents for `AnyGradient`; a linear gauge or progress bar lays it
/// along its track instead.
extension Gradient: ShapeStyle, ResolvableShapeStyle {
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(archived(environment), start: UnitPoint.top.archived, end: UnitPoint.bottom.archived)
    }
}

/// A system gradient derived from one color (`Color.gradient`).
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
    let color: Color
    /// A system gradient from an explicit gradient.
    public init(_ gradient: Gradient) { self.color = gradient.stops.first?.color ?? .clear; self.explicit = gradient }
    init(color: Color) { self.color = color; self.explicit = nil }
    let explicit: Gradient?

    package func _paint(in environment: EnvironmentValues) -> Paint {
        let gradient = explicit ?? Gradient(colors: [color.opacity(1), color.opacity(0.75)])
        return .linearGradient(gradient.archived(environment), start: UnitPoint.top.archived, end: UnitPoint.bottom.archived)
    }
}

extension Color {
    /// A gentle system gradient derived from this color.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient that blends colors along a line between two unit points.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    /// A linear gradient between two unit points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A linear gradient through evenly spaced colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient.archived(environment), start: startPoint.archived, end: endPoint.archived)
    }
}

/// A gradient that blends colors in circles out from a center.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    /// A radial gradient from `startRadius` to `endRadius` points around a center.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A radial gradient through evenly spaced colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient.archived(environment), center: center.archived, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

/// A gradient that blends colors around a center, by angle (a conic gradient).
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    /// An angular gradient from `startAngle` to `endAngle` around a center.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// An angular gradient through evenly spaced colors between two angles.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient through explicit stops between two angles.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn angular gradient through evenly spaced colors, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(gradient.archived(environment), center: center.archived, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through evenly spaced colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through explicit stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from `startRadius` to `endRadius` points around a center.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through evenly spaced colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle` around a center.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient through evenly spaced colors between two angles.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

/// Gradients and other styles fill the space offered when used as views.
@MainActor
protocol FillingStyleView: PrimitiveView, ShapeStyle {}

extension FillingStyleView {
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        [Node.leaf(.shape(ShapeNode(geometry: .rectangle, drawing: .fill(resolvePaint(in: context.environment), evenOdd: false))), context)]
    }
}

extension LinearGradient: View, FillingStyleView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
}
extension RadialGradient: View, FillingStyleView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
}
extension AngularGradient: View, FillingStyleView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
}

/// Blurred system backgrounds.
public struct Material: ShapeStyle, ResolvableShapeStyle {
    let name: String
    /// The most translucent material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A material more translucent than regular.
    public static let thin = Material(name: "thin")
    /// A material of medium translucency.
    public static let regular = Material(name: "regular")
    /// A material more opaque than regular.
    public static let thick = Material(name: "thick")
    /// The most opaque material.
    public static let ultraThick = Material(name: "ultraThick")
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(name: "bar")
    package func _paint(in environment: EnvironmentValues) -> Paint { .material(name) }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// A material of medium translucency.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (toolbars, tab bars).
    public static var bar: Material { .bar }
}
