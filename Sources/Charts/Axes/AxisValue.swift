import Foundation

/// One of an axis's values, as its marks' content sees it.
public struct AxisValue {
    let value: PlotValue
    /// The value's position among the axis's values, from 0.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    /// The value as `type` (a `Date`, a `Double`, an `Int`, a `String`…); nil when it is another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlotValue])
    }
    let kind: Kind

    /// The chart's choice: nice numbers, calendar-aligned dates, every category.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil)) }

    /// The chart's choice with about `desiredCount` values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }

    /// Every multiple of `stepSize` in the domain.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(stepSize))
    }

    /// Every `count` calendar units in the domain, on the units' boundaries.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    )
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
}

/// Where an axis's marks are drawn.
public struct AxisMarkPosition: Equatable, CustomStringConvertible, Sendable {
    enum Kind: String, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// Trailing for y, bottom for x.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// On the leading edge of the plot.
    public static let leading = AxisMarkPosition(kind: .leading)
    /// On the trailing edge of the plot.
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// Above the plot.
    public static let top = AxisMarkPosition(kind: .top)
    /// Below the plot.
    public static let bottom = AxisMarkPosition(kind: .bottom)
    /// The position's name.
    public var description: String { kind.rawValue }
}

/// Preset styles for axis marks.
public struct AxisMarkPreset: Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels next to the plot, marks extended.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(name: "inset")
    /// Labels aligned to the plot's edge.
    public static let aligned = AxisMarkPreset(name: "aligned")
}
