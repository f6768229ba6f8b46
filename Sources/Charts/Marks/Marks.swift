import Foundation
import SwiftUI

/// A line through points, one line per series.
public struct LineMark: MarkContent {
    var record = MarkRecord(.line)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.channel
        record.y = y.channel
    }

    /// A point of the line named by `series` (one line per series value).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        record.series = series.channel
    }
}

/// A bar: from zero (or a start value) to a value, as wide as its band or unit.
public struct BarMark: MarkContent {
    var record = MarkRecord(.bar)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A bar at `x` reaching `y` (vertical when `x` is a category or a date, horizontal when `y` is).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = x.channel
        record.y = y.channel
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = x.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
        record.width = width
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.xStart = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
        record.height = height
    }

    /// A bar spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.xStart = xStart.channel
        record.xEnd = xEnd.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
    }

    /// A horizontal bar from zero to `x`, across the whole height (stacked with the others).
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.height = height
        record.stacking = stacking
    }

    /// A vertical bar from zero to `y`, across the whole width (stacked with the others).
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.y = y.channel
        record.width = width
        record.stacking = stacking
    }
}

/// The area under a line, down to zero or between two values.
public struct AreaMark: MarkContent {
    var record = MarkRecord(.area)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A point of the area's top edge; the area reaches down to zero (stacked per `x` by default).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.y = y.channel
        record.stacking = stacking
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: x, y: y, stacking: stacking)
        record.series = series.channel
    }

    /// A vertical slice of a band from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = x.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
    }

    /// A vertical slice of a band from `yStart` to `yEnd`, for one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, yStart: yStart, yEnd: yEnd)
        record.series = series.channel
    }
}

/// A symbol at a point.
public struct PointMark: MarkContent {
    var record = MarkRecord(.point)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.channel
        record.y = y.channel
    }

    /// A point at `x`, vertically centered.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = x.channel }

    /// A point at `y`, horizontally centered.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = y.channel }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: MarkContent {
    var record = MarkRecord(.rule)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A vertical rule at `x`, the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) { record.x = x.channel }

    /// A horizontal rule at `y`, the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = y.channel }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = x.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.xStart = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
    }
}

/// A rectangle at a point or between values (heat maps, ranges).
public struct RectangleMark: MarkContent {
    var record = MarkRecord(.rectangle)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A rectangle centered on `x`, `y` (a whole band for categories).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = x.channel
        record.y = y.channel
        record.width = width
        record.height = height
    }

    /// A rectangle spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.xStart = xStart.channel
        record.xEnd = xEnd.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = x.channel
        record.yStart = yStart.channel
        record.yEnd = yEnd.channel
        record.width = width
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.xStart = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
        record.height = height
    }
}

/// A slice of a pie or donut, its angle proportional to its value.
public struct SectorMark: MarkContent {
    var record = MarkRecord(.sector)
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    /// A sector whose angle is its share of the sum of all sectors' values.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        record.angle = angle.channel
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
    }
}
