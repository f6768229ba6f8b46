import Foundation
package import WidgetArchive

/// Colors and where along a gradient they sit.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
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

/// A system gradient derived from one color (`Color.gradient`).
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
    let color: Color
    public init(_ gradient: Gradient) { self.color = gradient.stops.first?.color ?? .clear; self.explicit = gradient }
    init(color: Color) { self.color = color; self.explicit = nil }
    let explicit: Gradient?

    package func _paint(in environment: EnvironmentValues) -> Paint {
        let gradient = explicit ?? Gradient(colors: [color.opacity(1), color.opacity(0.75)])
        return .linearGradient(gradient.archived(environment), start: UnitPoint.top.archived, end: UnitPoint.bottom.archived)
    }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient.archived(environment), start: startPoint.archived, end: endPoint.archived)
    }
}

public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient.archived(environment), center: center.archived, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(gradient.archived(environment), center: center.archived, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
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
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
}
extension RadialGradient: View, FillingStyleView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
}
extension AngularGradient: View, FillingStyleView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
}

/// Blurred system backgrounds.
public struct Material: ShapeStyle, ResolvableShapeStyle {
    let name: String
    public static let ultraThin = Material(name: "ultraThin")
    public static let thin = Material(name: "thin")
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
    package func _paint(in environment: EnvironmentValues) -> Paint { .material(name) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
