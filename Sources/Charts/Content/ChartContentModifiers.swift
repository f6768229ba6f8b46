import Foundation
import SwiftUI

/// Content with a modifier applied to each of its marks.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }

    func collectMarks(into marks: inout [MarkRecord]) {
        let start = marks.count
        gatherMarks(content, into: &marks)
        for i in start..<marks.count { modify(&marks[i]) }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// Draws the marks in a style (a color, a gradient…).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Colors the marks by a value: each distinct value gets the next color of the chart's
    /// palette (or of `chartForegroundStyleScale`), and the chart shows a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.channel
        return modified { $0.styleBy = channel }
    }

    /// How lines and areas run between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Draws a symbol at each point (points, and lines that show their points).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let erased = AnyChartSymbolShape(symbol)
        return modified { $0.symbol = erased }
    }

    /// Chooses each point's symbol by a value (circle, square, triangle… in that order).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.channel
        return modified { $0.symbolBy = channel }
    }

    /// The area of the marks' symbols, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        let side = size.squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// The size of the marks' symbols, in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// The stroke of lines and rules (width, dashes, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Places a view next to each mark.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Places marks that share a position side by side, one slot per value (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let channel = value.channel
        return modified { $0.positionBy = channel }
    }
}
