import Foundation
import SwiftUI

/// Lays a chart out for a size and turns it into views: paths for marks, grid lines and ticks,
/// text for labels, placed in a top-leading ZStack of the chart's size.
@MainActor
struct ChartLayout {
    let marks: [MarkRecord]
    let settings: ChartSettings
    let calendar: Calendar
    let locale: Locale
    let stacks: StackedMarks

    init(marks: [MarkRecord], settings: ChartSettings, calendar: Calendar, locale: Locale) {
        self.marks = marks
        self.settings = settings
        self.calendar = calendar
        self.locale = locale
        self.stacks = StackedMarks(marks, calendar: calendar)
    }

    enum AxisID { case x, y }

    /// Everything placed, in the chart's coordinates.
    struct Frame {
        var size: CGSize
        var plot: CGRect
        var x: PositionScale
        var y: PositionScale
        var xAxis: [AxisLine] = []
        var yAxis: [AxisLine] = []
        var legendOrigin: CGPoint?
    }

    /// One value of an axis with what is drawn for it.
    struct AxisLine {
        var value: PlotValue
        var position: CGFloat
        var components: [AxisComponent]
        var label: String?
    }

    var isSectorChart: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

    func view(size: CGSize) -> AnyView {
        if isSectorChart { return sectorView(size: size) }
        let frame = layout(size: size)
        var items: [AnyView] = []
        items += axisViews(frame)
        items.append(plotView(frame))
        items += annotationViews(frame)
        if let origin = frame.legendOrigin { items.append(legendView(at: origin, width: size.width)) }
        return Self.canvas(items, size)
    }

    /// Views at their own coordinates in a top-leading stack of `size`.
    static func canvas(_ items: [AnyView], _ size: CGSize) -> AnyView {
        AnyView(
            ZStack(alignment: .topLeading) {
                ForEach(0..<items.count) { i in items[i] }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// A view whose `anchor` point is at `point` (text and annotations keep their own size).
    /// It overlays a zero-size point: an overlay may extend past what it overlays, where a
    /// child overflowing a zero-size frame would be reported by layout.
    static func place<V: View>(_ view: V, at point: CGPoint, anchor: Alignment) -> AnyView {
        AnyView(Color.clear.frame(width: 0, height: 0).overlay(alignment: anchor) { view.fixedSize() }.offset(x: point.x, y: point.y))
    }

    static func label(_ text: String, style: AnyShapeStyle? = nil, font: Font? = nil) -> Text {
        Text(verbatim: text).font(font ?? ChartMetrics.labelFont).foregroundStyle(style ?? ChartMetrics.labelStyle)
    }

    // MARK: Layout

    func layout(size: CGSize) -> Frame {
        let xSpecs = axisSpecsFor(.x), ySpecs = axisSpecsFor(.y)
        let xTop = xSpecs.first?.position == .top
        let yLeading = ySpecs.first?.position == .leading
        // The x axis's marks at a provisional width say how much height the axis takes
        // (content closures only ever see real values).
        var provisionalX = scale(.x, length: size.width)
        let xBand = band(axisLines(.x, xSpecs, scale: &provisionalX))
        let legendBand = legendHeight(width: size.width)
        let showLegend = legendBand > 0
        let legendTop = settings.legendPosition == .top
        let plotHeight = max(1, size.height - xBand - legendBand)
        var y = scale(.y, length: plotHeight)
        var frame = Frame(size: size, plot: .zero, x: y, y: y)
        // The y labels' widths decide the plot's width.
        frame.yAxis = axisLines(.y, ySpecs, scale: &y)
        let labelWidth = frame.yAxis.compactMap { $0.label.map { ChartMetrics.textWidth($0) } }.max() ?? 0
        let yBand = (hasComponent(frame.yAxis, tick: true) ? ChartMetrics.tickLength : 0) + (labelWidth > 0 ? ChartMetrics.labelGap + labelWidth : 0)
        let plotWidth = max(1, size.width - yBand)
        var x = scale(.x, length: plotWidth)
        frame.xAxis = axisLines(.x, xSpecs, scale: &x)
        let originY = (legendTop ? legendBand : 0) + (xTop ? xBand : 0)
        frame.plot = CGRect(x: yLeading ? yBand : 0, y: originY, width: plotWidth, height: plotHeight)
        frame.x = x
        frame.y = y
        if showLegend {
            let spacing = settings.legendSpacing ?? ChartMetrics.legendSpacing
            frame.legendOrigin = legendTop ? CGPoint(x: 0, y: 0) : CGPoint(x: 0, y: size.height - legendBand + spacing)
        }
        return frame
    }

    /// The axis marks drawn for an axis: none when hidden (or for sectors), the default set
    /// when none were given.
    func axisSpecsFor(_ axis: AxisID) -> [AxisMarksSpec] {
        let visibility = axis == .x ? settings.xAxis : settings.yAxis
        guard visibility != .hidden else { return [] }
        let given = axis == .x ? settings.xAxisMarks : settings.yAxisMarks
        if let given { return given }
        // No axis where the chart has no values along it (a bar chart of x values only).
        let hasValues = marks.contains { m in
            axis == .x ? (m.x ?? m.xStart) != nil : (m.y ?? m.yStart) != nil
        }
        guard hasValues else { return [] }
        return [AxisMarksSpec(position: .automatic, values: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil))]
    }

    /// Whether any of an axis's values draws a tick (or, with `tick` false, a label).
    func hasComponent(_ lines: [AxisLine], tick: Bool) -> Bool {
        lines.contains { line in
            line.components.contains {
                if case .tick = $0.kind { return tick }
                if case .label = $0.kind { return !tick }
                return false
            }
        }
    }

    /// The space an x axis takes below (or above) the plot.
    func band(_ lines: [AxisLine]) -> CGFloat {
        let tick = hasComponent(lines, tick: true) ? ChartMetrics.tickLength : 0
        let label = hasComponent(lines, tick: false) ? ChartMetrics.labelGap + ChartMetrics.labelLineHeight : 0
        return tick + label
    }

    // MARK: Scales

    /// Every value marks place along an axis (with stacked extents and calendar units' ends).
    func values(_ axis: AxisID) -> [PlotValue] {
        var result: [PlotValue] = []
        for (i, m) in marks.enumerated() where m.kind != .sector {
            let channels = axis == .x ? [m.x, m.xStart, m.xEnd] : [m.y, m.yStart, m.yEnd]
            if let stack = stacks.ranges[i], (stack.orientation == .vertical) == (axis == .y) {
                result += [.number(stack.start), .number(stack.end)]
                let base = axis == .x ? m.x : m.y
                if let base, base.value.kind == .category { result.append(base.value) }
                continue
            }
            for c in channels.compactMap({ $0 }) {
                if let interval = c.dateInterval(in: calendar) {
                    result += [.date(Date(timeIntervalSinceReferenceDate: interval.start)), .date(Date(timeIntervalSinceReferenceDate: interval.end))]
                } else {
                    result.append(c.value)
                }
            }
        }
        return result
    }

    func scale(_ axis: AxisID, length: CGFloat) -> PositionScale {
        let values = values(axis)
        let spec = (axis == .x ? settings.xDomain : settings.yDomain) ?? .automatic(includesZero: nil, reversed: nil)
        if case .values(let given) = spec {
            let names = given.map { v -> String in if case .category(let s) = v { s } else { "\(v)" } }
            return PositionScale(kind: .category, domain: .bands(names), length: length, upward: false)
        }
        if values.contains(where: { $0.kind == .category }) {
            var names: [String] = []
            for case .category(let s) in values where !names.contains(s) { names.append(s) }
            return PositionScale(kind: .category, domain: .bands(names), length: length, upward: false)
        }
        let kind: ScaleKind = values.contains { $0.kind == .date } ? .date : .number
        // NaN and infinite values are left out of the domain (and drawn nowhere).
        let numbers = values.filter { $0.kind == kind }.compactMap(\.number).filter(\.isFinite)
        let upward = axis == .y
        if case .range(let a, let b) = spec, let lo = a.number, let hi = b.number {
            return PositionScale(kind: kind, domain: .continuous(lower: lo, upper: hi), length: length, upward: upward)
        }
        var reversed = false
        var includesZero: Bool? = nil
        if case .automatic(let zero, let rev) = spec {
            includesZero = zero
            reversed = rev ?? false
        }
        var lo = numbers.min() ?? 0, hi = numbers.max() ?? (kind == .date ? 86400 : 1)
        if kind == .date {
            if lo == hi { hi = lo + 86400 }
            return PositionScale(kind: .date, domain: .continuous(lower: lo, upper: hi), length: length, upward: upward, reversed: reversed)
        }
        // Numbers include zero (bars and areas always; Swift Charts does the same for the y
        // axis of every mark) unless the domain says otherwise.
        let valueAxisOfBars = marks.indices.contains { stacks.ranges[$0].map { ($0.orientation == .vertical) == (axis == .y) } ?? false }
        if includesZero ?? (axis == .y || valueAxisOfBars) {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        let nice = NumericTicks.niceDomain(lo, hi, count: desiredCount(axis, length))
        return PositionScale(
            kind: .number, domain: .continuous(lower: nice.lower, upper: nice.upper), length: length, upward: upward, reversed: reversed, step: nice.step)
    }

    /// About one tick per 25 points of height (2 to 5) and per 50 points of width (2 to 6).
    func desiredCount(_ axis: AxisID, _ length: CGFloat) -> Int {
        axis == .y ? min(5, max(2, Int(length / 25))) : min(6, max(2, Int(length / 50)))
    }

    // MARK: Axis values

    func axisLines(_ axis: AxisID, _ specs: [AxisMarksSpec], scale: inout PositionScale) -> [AxisLine] {
        var lines: [AxisLine] = []
        for spec in specs {
            let (values, labeler) = tickValues(axis, spec.values, scale: scale)
            for (index, value) in values.enumerated() {
                guard let position = scale.position(value) else { continue }
                let axisValue = AxisValue(value: value, index: index, count: values.count)
                var components = spec.content.map { $0(axisValue) } ?? defaultComponents(axis, scale: scale, stroke: spec.stroke)
                if spec.content == nil, let format = spec.format {
                    components = components.map { c in
                        guard case .label(_, let view, let centered, let anchor) = c.kind else { return c }
                        var c = c
                        c.kind = .label(text: format, view: view, centered: centered, anchor: anchor)
                        return c
                    }
                }
                var text: String? = nil
                for case .label(let custom, let view, _, _) in components.map(\.kind) where view == nil {
                    text = custom.map { $0(value) ?? "" } ?? labeler(value)
                }
                lines.append(AxisLine(value: value, position: position, components: components, label: text))
            }
        }
        return lines
    }

    func defaultComponents(_ axis: AxisID, scale: PositionScale, stroke: StrokeStyle?) -> [AxisComponent] {
        var result: [AxisComponent] = []
        // Categories get ticks and labels; numbers and dates get grid lines as well.
        if scale.kind != .category { result.append(AxisComponent(kind: .gridLine(centered: nil), stroke: stroke)) }
        result.append(AxisComponent(kind: .tick(centered: nil, length: nil), stroke: stroke))
        result.append(AxisComponent(kind: .label(text: nil, view: nil, centered: nil, anchor: nil)))
        return result
    }

    /// The values an axis marks and how the chart writes them by default.
    func tickValues(_ axis: AxisID, _ values: AxisMarkValues.Kind, scale: PositionScale) -> ([PlotValue], (PlotValue) -> String) {
        switch scale.domain {
        case .bands(let names):
            let all = names.map(PlotValue.category)
            if case .explicit(let given) = values { return (given, categoryLabel) }
            return (all, categoryLabel)
        case .continuous(let lo, let hi):
            if scale.kind == .date {
                let desired: Int
                switch values {
                case .explicit(let given):
                    let span = (given.compactMap(\.number).max() ?? hi) - (given.compactMap(\.number).min() ?? lo)
                    return (given, dateLabeler(DateTicks.interval(span: span, desired: max(1, given.count - 1))))
                case .dateStride(let component, let count, let cal):
                    let interval = DateTicks.Interval(component: component, count: count, seconds: 0)
                    let dates = DateTicks.ticks(
                        Date(timeIntervalSinceReferenceDate: lo), Date(timeIntervalSinceReferenceDate: hi), interval: interval, calendar: cal ?? calendar)
                    return (dates.map(PlotValue.date), dateLabeler(interval))
                case .automatic(let count, _, _): desired = count ?? desiredCount(axis, scale.length)
                case .numberStride(let seconds):
                    let interval = DateTicks.interval(span: seconds, desired: 1)
                    let ticks = NumericTicks.ticks(lo, hi, step: seconds).map { PlotValue.date(Date(timeIntervalSinceReferenceDate: $0)) }
                    return (ticks, dateLabeler(interval))
                }
                let interval = DateTicks.interval(span: hi - lo, desired: desired)
                let dates = DateTicks.ticks(
                    Date(timeIntervalSinceReferenceDate: lo), Date(timeIntervalSinceReferenceDate: hi), interval: interval, calendar: calendar)
                return (dates.map(PlotValue.date), dateLabeler(interval))
            }
            let step: Double
            switch values {
            case .explicit(let given):
                let numbers = given.compactMap(\.number).sorted()
                let gaps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
                let s = gaps.min() ?? 1
                return (given, { self.numberLabel($0, step: s) })
            case .numberStride(let s): step = s
            case .dateStride: step = scale.step ?? NumericTicks.step(span: hi - lo, count: desiredCount(axis, scale.length))
            case .automatic(let count, _, _):
                step =
                    count.map { NumericTicks.step(span: hi - lo, count: $0) } ?? scale.step
                    ?? NumericTicks.step(span: hi - lo, count: desiredCount(axis, scale.length))
            }
            return (NumericTicks.ticks(min(lo, hi), max(lo, hi), step: step).map(PlotValue.number), { self.numberLabel($0, step: step) })
        }
    }

    func categoryLabel(_ value: PlotValue) -> String {
        switch value {
        case .category(let s): s
        case .number(let n): NumericTicks.label(n, step: 1, locale: locale)
        case .date(let d): d.formatted(DateTicks.format(for: .day, locale: locale, calendar: calendar))
        }
    }

    func numberLabel(_ value: PlotValue, step: Double) -> String {
        guard case .number(let n) = value else { return categoryLabel(value) }
        return NumericTicks.label(n, step: step, locale: locale)
    }

    func dateLabeler(_ interval: DateTicks.Interval) -> (PlotValue) -> String {
        let style = DateTicks.format(for: interval.component, locale: locale, calendar: calendar)
        return { value in
            guard case .date(let d) = value else { return self.categoryLabel(value) }
            return d.formatted(style)
        }
    }
}
