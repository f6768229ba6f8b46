import Foundation
package import WidgetArchive

/// Values that can animate; widgets render frames, so only the type shape matters.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The value's squared length.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value's square.
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value's square.
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value's square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data for types that have nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Creates the empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { .init() }
    /// Adding empty values gives an empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Subtracting empty values gives an empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Scaling an empty value does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Always zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// Pairs two values.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// A pair of zeros.
    public static var zero: Self { .init(.zero, .zero) }
    /// Adds the pairs element by element.
    public static func + (lhs: Self, rhs: Self) -> Self { .init(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Subtracts the pairs element by element.
    public static func - (lhs: Self, rhs: Self) -> Self { .init(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both values.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose changes can be interpolated (animations do not run in widgets; kept for source compatibility).
public protocol Animatable {
    /// The type of the value that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value that animates.
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate, by default.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A 2D shape. As a view it fills the space offered with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline within `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The proposed size, with unspecified dimensions as 10 points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape that can be inset (and so stroked inside its border).
public protocol InsettableShape: Shape {
    /// The type `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// The shape shrunk by `amount` on each edge.
    func inset(by amount: CGFloat) -> InsetShape
}

/// Built-in shapes the renderer draws exactly from their geometry.
package protocol ArchivableShape {
    var _geometry: ShapeGeometry { get }
}

/// How a shape becomes archive geometry: built-ins by name; author shapes by evaluating
/// `path(in:)` in the widget-sized reference rect the renderer will scale from.
@MainActor
struct ShapeDescription {
    var geometry: ShapeGeometry
    var inset: Double = 0
    var trimFrom: Double = 0
    var trimTo: Double = 1

    init<S: Shape>(_ shape: S, _ context: ResolveContext) {
        if let described = shape as? any DescribedShape {
            self = described._describe(context)
        } else if let builtin = shape as? any ArchivableShape {
            self.geometry = builtin._geometry
        } else {
            let size = context.environment.referenceSize
            let path = shape.path(in: CGRect(origin: .zero, size: size))
            self.geometry = .path(PathData(elements: path.elements), referenceSize: SizeValue(width: Double(size.width), height: Double(size.height)))
        }
    }
}

/// Shape wrappers (inset, trim) that add to a base shape's description.
@MainActor
protocol DescribedShape {
    func _describe(_ context: ResolveContext) -> ShapeDescription
}

private struct ReferenceSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 100, height: 100) }

extension EnvironmentValues {
    /// The size author-defined shapes are sampled at (the widget's display size).
    package var referenceSize: CGSize {
        get { self[ReferenceSizeKey.self] }
        set { self[ReferenceSizeKey.self] = newValue }
    }
}

// MARK: - Shapes as views

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    let shape: Content
    let style: Style
    let drawing: Drawing
    enum Drawing { case fill(evenOdd: Bool), stroke(StrokeStyle, inside: Bool) }
}

extension _ShapeView: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let description = ShapeDescription(shape, context)
        let paint = style.resolvePaint(in: context.environment)
        let archivedDrawing: ShapeNode.Drawing =
            switch drawing {
            case .fill(let evenOdd): .fill(paint, evenOdd: evenOdd)
            case .stroke(let stroke, let inside): .stroke(paint, stroke.archived, inside: inside)
            }
        return [
            Node.leaf(
                .shape(
                    ShapeNode(
                        geometry: description.geometry, drawing: archivedDrawing, inset: description.inset,
                        trimFrom: description.trimFrom, trimTo: description.trimTo)), context)
        ]
    }
}

extension Shape {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: false))
    }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, drawing: .fill(evenOdd: style.isEOFilled))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: style.isEOFilled))
    }

    /// The shape's outline stroked with a style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inside: false))
    }

    /// The shape's outline stroked with a style, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, inside: false))
    }

    /// The shape's outline stroked with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
    }
}

extension InsettableShape {
    /// The outline stroked inside the shape's bounds, so none of the stroke is clipped.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inside: true))
    }

    /// The outline stroked `lineWidth` wide inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with the foreground style inside the shape's bounds.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, inside: true))
    }

    /// The outline stroked `lineWidth` wide with the foreground style inside the shape's bounds.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

public struct _TrimmedShape<Base: Shape>: Shape, DescribedShape {
    let base: Base
    let from: Double
    let to: Double
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    func _describe(_ context: ResolveContext) -> ShapeDescription {
        var d = ShapeDescription(base, context)
        // Nested trims compose within the outer range.
        let span = d.trimTo - d.trimFrom
        d.trimFrom += span * min(max(from, 0), 1)
        d.trimTo = d.trimFrom + span * (min(max(to, 0), 1) - min(max(from, 0), 1))
        return d
    }
}

public struct _InsetShape<Base: Shape>: InsettableShape, DescribedShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    func _describe(_ context: ResolveContext) -> ShapeDescription {
        var d = ShapeDescription(base, context)
        d.inset += Double(amount)
        return d
    }
}

/// How a shape's interior is filled.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside (else non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style; non-zero winding and antialiased by default.
    public init(eoFill: Bool = false, antialiased: Bool = true) { self.isEOFilled = eoFill; self.isAntialiased = antialiased }
}

// CGLineCap and CGLineJoin are CoreGraphics', re-exported by SwiftUI.

/// How a shape's outline is stroked: width, caps, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    /// The stroke's width in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are joined.
    public var lineJoin: CGLineJoin
    /// How far a mitered corner may reach, as a multiple of the line width, before it is beveled.
    public var miterLimit: CGFloat
    /// Lengths of alternating painted and unpainted segments; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    /// A stroke style; a 1-point solid line by default.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    var archived: StrokeStyleValue {
        StrokeStyleValue(
            lineWidth: Double(lineWidth),
            lineCap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
            lineJoin: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
            miterLimit: Double(miterLimit), dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
