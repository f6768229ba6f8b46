import Foundation
import SwiftUI

/// One visual element an axis draws for each of its values: a grid line, a tick or a label.
public protocol AxisMark {}

/// What an axis mark draws for one value.
struct AxisComponent {
    enum Kind {
        case gridLine(centered: Bool?)
        case tick(centered: Bool?, length: CGFloat?)
        case label(text: ((PlotValue) -> String?)?, view: AnyView?, centered: Bool?, anchor: UnitPoint?)
    }
    var kind: Kind
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
    var font: Font?
}

/// An axis mark that lists its components itself.
protocol PrimitiveAxisMark: AxisMark {
    var components: [AxisComponent] { get }
}

func axisComponents(_ mark: any AxisMark) -> [AxisComponent] {
    (mark as? any PrimitiveAxisMark)?.components ?? []
}

/// A line across the plot at the value.
public struct AxisGridLine: PrimitiveAxisMark {
    let component: AxisComponent
    /// A grid line, centered in the value's band when `centered` (categories), with a stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        component = AxisComponent(kind: .gridLine(centered: centered), stroke: stroke)
    }
    var components: [AxisComponent] { [component] }
}

/// A short line outside the plot at the value.
public struct AxisTick: PrimitiveAxisMark {
    /// How long a tick is.
    public struct Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
        let points: CGFloat?
        /// The chart's choice (4 points).
        public static let automatic = Length(points: nil)
        /// As long as the labels are from the plot.
        public static let longestLabel = Length(points: nil)
        /// So many points.
        public init(floatLiteral value: Double) { points = CGFloat(value) }
        /// So many points.
        public init(integerLiteral value: Int) { points = CGFloat(value) }
        init(points: CGFloat?) { self.points = points }
    }
    let component: AxisComponent
    /// A tick of `length`, with a stroke.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        component = AxisComponent(kind: .tick(centered: centered, length: length.points), stroke: stroke)
    }
    /// A tick `length` points long, with a stroke.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        component = AxisComponent(kind: .tick(centered: centered, length: length), stroke: stroke)
    }
    var components: [AxisComponent] { [component] }
}

/// The value written next to the axis.
public struct AxisValueLabel: PrimitiveAxisMark {
    let component: AxisComponent

    /// The value as the chart writes it (nice numbers, dates by the interval between ticks).
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        component = AxisComponent(kind: .label(text: nil, view: nil, centered: centered, anchor: anchor))
    }

    /// The value written with a format (`.dateTime.hour()`, `.number.precision(…)`).
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where F.FormatOutput == String {
        let text: (PlotValue) -> String? = { value in
            Self.input(value, as: F.FormatInput.self).map { format.format($0) }
        }
        component = AxisComponent(kind: .label(text: text, view: nil, centered: centered, anchor: anchor))
    }

    /// A view of your own as the label.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        component = AxisComponent(kind: .label(text: nil, view: AnyView(content()), centered: centered, anchor: anchor))
    }

    /// A fixed string as the label.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        let string = String(label)
        component = AxisComponent(kind: .label(text: { _ in string }, view: nil, centered: centered, anchor: anchor))
    }

    var components: [AxisComponent] { [component] }

    /// The plotted value as a format's input type (dates, the numeric types, strings).
    static func input<T>(_ value: PlotValue, as type: T.Type) -> T? {
        switch value {
        case .date(let d): return d as? T
        case .category(let s): return s as? T
        case .number(let n):
            if let v = n as? T { return v }
            if let v = Int(exactly: n) as? T { return v }
            if let v = Int(n.rounded()) as? T { return v }
            if let v = Float(n) as? T { return v }
            if let v = CGFloat(n) as? T { return v }
            if let v = Decimal(n) as? T { return v }
            return nil
        }
    }
}

/// What a label does when it would overlap another.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    /// Keep every label.
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    /// Drop labels that would overlap.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(name: "greedy")
    }
}

/// How a label is turned.
public struct AxisValueLabelOrientation: Sendable {
    let degrees: Double
    /// Horizontal.
    public static let automatic = AxisValueLabelOrientation(degrees: 0)
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation(degrees: 0)
    /// Reading upwards.
    public static let vertical = AxisValueLabelOrientation(degrees: -90)
    /// Reading downwards.
    public static let verticalReversed = AxisValueLabelOrientation(degrees: 90)
}

/// Axis marks changed by a modifier.
public struct ModifiedAxisMark: PrimitiveAxisMark {
    let base: [AxisComponent]
    let modify: (inout AxisComponent) -> Void
    var components: [AxisComponent] {
        base.map { c in
            var c = c
            modify(&c)
            return c
        }
    }
}

extension AxisMark {
    /// Draws the mark in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return ModifiedAxisMark(base: axisComponents(self)) { $0.style = erased }
    }

    /// The font of labels.
    public func font(_ font: Font?) -> some AxisMark {
        ModifiedAxisMark(base: axisComponents(self)) { $0.font = font }
    }
}

/// Several axis marks together (what `@AxisMarkBuilder` builds).
public struct AxisMarkGroup: PrimitiveAxisMark {
    let components: [AxisComponent]
}

/// Builds the marks of an `AxisMarks` from grid lines, ticks, labels and conditions.
@resultBuilder
public enum AxisMarkBuilder {
    /// Several marks.
    public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkGroup {
        AxisMarkGroup(components: marks.flatMap(axisComponents))
    }
    /// Marks shown when a condition holds.
    public static func buildOptional(_ mark: (any AxisMark)?) -> AxisMarkGroup {
        AxisMarkGroup(components: mark.map(axisComponents) ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first mark: any AxisMark) -> AxisMarkGroup { AxisMarkGroup(components: axisComponents(mark)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second mark: any AxisMark) -> AxisMarkGroup { AxisMarkGroup(components: axisComponents(mark)) }
    /// Marks behind an availability check.
    public static func buildLimitedAvailability(_ mark: any AxisMark) -> AxisMarkGroup { AxisMarkGroup(components: axisComponents(mark)) }
}
