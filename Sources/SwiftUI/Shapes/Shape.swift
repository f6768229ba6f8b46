import Foundation
package import WidgetArchive

/// Values that can animate; widgets render frames, so only the type shape matters.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { .init() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { .init(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { .init(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { .init(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A 2D shape. As a view it fills the space offered with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape that can be inset (and so stroked inside its border).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
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
        get { self[ReferenceSizeKey.self] } set { self[ReferenceSizeKey.self] = newValue }
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
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let description = ShapeDescription(shape, context)
        let paint = style.resolvePaint(in: context.environment)
        let archivedDrawing: ShapeNode.Drawing = switch drawing {
        case .fill(let evenOdd): .fill(paint, evenOdd: evenOdd)
        case .stroke(let stroke, let inside): .stroke(paint, stroke.archived, inside: inside)
        }
        return [Node.leaf(.shape(ShapeNode(geometry: description.geometry, drawing: archivedDrawing, inset: description.inset,
                                            trimFrom: description.trimFrom, trimTo: description.trimTo)), context)]
    }
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: false))
    }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, drawing: .fill(evenOdd: style.isEOFilled))
    }

    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: style.isEOFilled))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inside: false))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, inside: false))
    }

    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inside: true))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, inside: true))
    }

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

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { self.isEOFilled = eoFill; self.isAntialiased = antialiased }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    var archived: StrokeStyleValue {
        StrokeStyleValue(lineWidth: Double(lineWidth),
                         lineCap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
                         lineJoin: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
                         miterLimit: Double(miterLimit), dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
