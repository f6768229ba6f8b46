import Foundation
import SwiftUI

/// The kind of a mark.
enum MarkKind: Equatable {
    case line, bar, area, point, rule, rectangle, sector
}

/// A view placed next to a mark by `annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// One mark with every channel and modifier applied to it, erased for the renderer.
struct MarkRecord {
    var kind: MarkKind
    var x: PlotChannel?
    var xStart: PlotChannel?
    var xEnd: PlotChannel?
    var y: PlotChannel?
    var yStart: PlotChannel?
    var yEnd: PlotChannel?
    var angle: PlotChannel?
    var series: PlotChannel?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    var stacking: MarkStackingMethod = .standard

    var style: AnyShapeStyle?
    var styleBy: PlotChannel?
    var interpolation: InterpolationMethod?
    var symbol: AnyChartSymbolShape?
    var symbolBy: PlotChannel?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var opacity: Double = 1
    var cornerRadius: CGFloat?
    var annotations: [MarkAnnotation] = []
    var positionBy: PlotChannel?

    init(_ kind: MarkKind) { self.kind = kind }
}

/// A primitive mark: its record, changed by modifiers.
protocol MarkContent: ChartContent, PrimitiveChartContent {
    var record: MarkRecord { get }
}

extension MarkContent {
    func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}

/// The size of a mark along one dimension (a bar's width, a sector's radius).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable, Equatable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let kind: Kind

    /// The chart's choice (a band's share for bars, the whole radius for sectors).
    public static let automatic = MarkDimension(kind: .automatic)
    /// A length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the available length (a band, a radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The available length less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A length in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A length in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length for `available` points, `automatic` when the dimension says nothing.
    func resolve(_ available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let v): v
        case .ratio(let r): available * r
        case .inset(let i): max(0, available - i)
        }
    }
}

/// How marks at the same position combine (bars and areas stack by default).
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked on top of each other from zero.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled so each stack fills the whole range.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked around the middle (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Drawn over each other, each from zero.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    /// Above bars and points, at the end of a rule.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the mark's center.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
