import Foundation
import SwiftUI

extension ChartLayout {
    /// The plot area: grid lines under the marks, decorated by `chartPlotStyle`, at the plot's rect.
    func plotView(_ f: Frame) -> AnyView {
        let items = gridViews(f) + markViews(f)
        let content = ChartPlotContent(content: Self.canvas(items, f.plot.size))
        let styled = settings.plotStyle.map { $0(content) } ?? AnyView(content)
        return AnyView(styled.frame(width: f.plot.width, height: f.plot.height, alignment: .topLeading).offset(x: f.plot.minX, y: f.plot.minY))
    }

    // MARK: Positions

    /// A channel's position on a scale: a band's or calendar unit's center, or the value's point.
    func position(_ c: PlotChannel?, _ scale: PositionScale) -> CGFloat? {
        guard let c else { return nil }
        if let interval = c.dateInterval(in: calendar), let a = scale.position(number: interval.start), let b = scale.position(number: interval.end) {
            return (a + b) / 2
        }
        return scale.position(c.value)
    }

    /// The extent a mark covers across its base axis: a band or calendar unit (less the
    /// padding between bars), or `fixed` points around a numeric position.
    func span(_ c: PlotChannel?, start: PlotChannel?, end: PlotChannel?, _ scale: PositionScale, dimension: MarkDimension, fill: CGFloat, allAlong: [CGFloat])
        -> (CGFloat, CGFloat)?
    {
        if let start, let end, let a = scale.position(start.value), let b = scale.position(end.value) { return (min(a, b), max(a, b)) }
        guard let c else { return (0, scale.length) }
        var available: CGFloat
        var center: CGFloat
        if let band = scale.band(c.value) {
            available = band.1 - band.0
            center = (band.0 + band.1) / 2
        } else if let interval = c.dateInterval(in: calendar), let a = scale.position(number: interval.start), let b = scale.position(number: interval.end) {
            available = abs(b - a)
            center = (a + b) / 2
        } else if let p = scale.position(c.value) {
            let gaps = zip(allAlong, allAlong.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }
            available = gaps.min() ?? ChartMetrics.defaultMarkWidth / fill
            center = p
        } else {
            return nil
        }
        let thickness = max(0, dimension.resolve(available, automatic: available * fill))
        return (center - thickness / 2, center + thickness / 2)
    }

    /// Marks that share a position split it into slots, one per `position(by:)` value.
    func slot(_ m: MarkRecord, _ span: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        guard let by = m.positionBy?.value else { return span }
        var groups: [PlotValue] = []
        for other in marks { if let v = other.positionBy?.value, !groups.contains(v) { groups.append(v) } }
        let i = CGFloat(groups.firstIndex(of: by) ?? 0), n = CGFloat(max(1, groups.count))
        let w = (span.1 - span.0) / n
        return (span.0 + i * w, span.0 + (i + 1) * w)
    }

    /// Sorted distinct positions of a kind of mark along x or y (for bars at numeric positions).
    func positions(_ axis: AxisID, kind: MarkKind, _ scale: PositionScale) -> [CGFloat] {
        Array(Set(marks.filter { $0.kind == kind }.compactMap { position(axis == .x ? $0.x : $0.y, scale) })).sorted()
    }

    /// The rect of a bar or rectangle in plot coordinates.
    func rect(_ index: Int, _ f: Frame) -> CGRect? {
        let m = marks[index]
        let fill: CGFloat = m.kind == .bar ? ChartMetrics.barFill : 1
        if let stack = stacks.ranges[index] {
            if stack.orientation == .vertical {
                guard
                    let xs = span(m.x, start: m.xStart, end: m.xEnd, f.x, dimension: m.width, fill: fill, allAlong: positions(.x, kind: m.kind, f.x)),
                    let a = f.y.position(number: stack.start), let b = f.y.position(number: stack.end)
                else { return nil }
                let s = slot(m, xs)
                return CGRect(x: s.0, y: min(a, b), width: s.1 - s.0, height: abs(b - a))
            } else {
                guard
                    let ys = span(m.y, start: m.yStart, end: m.yEnd, f.y, dimension: m.height, fill: fill, allAlong: positions(.y, kind: m.kind, f.y)),
                    let a = f.x.position(number: stack.start), let b = f.x.position(number: stack.end)
                else { return nil }
                let s = slot(m, ys)
                return CGRect(x: min(a, b), y: s.0, width: abs(b - a), height: s.1 - s.0)
            }
        }
        let fixed = ChartMetrics.defaultMarkWidth
        let wDim = m.kind == .rectangle && m.width.kind == .automatic && f.x.kind != .category && m.x?.unit == nil ? MarkDimension.fixed(fixed) : m.width
        let hDim = m.kind == .rectangle && m.height.kind == .automatic && f.y.kind != .category && m.y?.unit == nil ? MarkDimension.fixed(fixed) : m.height
        guard let xs = span(m.x, start: m.xStart, end: m.xEnd, f.x, dimension: wDim, fill: fill, allAlong: []),
            let ys = span(m.y, start: m.yStart, end: m.yEnd, f.y, dimension: hDim, fill: fill, allAlong: [])
        else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
    }

    /// The point a line, area or point mark is drawn at (the top of a stacked area).
    func point(_ index: Int, _ f: Frame) -> CGPoint? {
        let m = marks[index]
        if let stack = stacks.ranges[index], m.kind == .area {
            if stack.orientation == .vertical {
                guard let x = position(m.x, f.x), let y = f.y.position(number: stack.end) else { return nil }
                return CGPoint(x: x, y: y)
            }
            guard let y = position(m.y, f.y), let x = f.x.position(number: stack.end) else { return nil }
            return CGPoint(x: x, y: y)
        }
        let x = m.x == nil ? f.plot.width / 2 : position(m.x, f.x)
        let y = m.y == nil ? f.plot.height / 2 : position(m.y, f.y)
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Where an annotation of mark `index` attaches: the mark's rect (a point for lines and points).
    func annotationRect(_ index: Int, _ f: Frame) -> CGRect? {
        let m = marks[index]
        switch m.kind {
        case .bar, .rectangle: return rect(index, f)
        case .rule:
            return ruleSegment(m, f).map { CGRect(x: min($0.0.x, $0.1.x), y: min($0.0.y, $0.1.y), width: abs($0.1.x - $0.0.x), height: abs($0.1.y - $0.0.y)) }
        case .sector: return nil
        case .point:
            guard let p = point(index, f) else { return nil }
            let s = symbolSize(m)
            return CGRect(x: p.x - s.width / 2, y: p.y - s.height / 2, width: s.width, height: s.height)
        case .line, .area:
            return point(index, f).map { CGRect(origin: $0, size: .zero) }
        }
    }

    func symbolSize(_ m: MarkRecord) -> CGSize {
        let side = ChartMetrics.symbolArea.squareRoot()
        return m.symbolSize ?? CGSize(width: side, height: side)
    }

    /// The two ends of a rule: across the whole plot unless it has a start and end.
    func ruleSegment(_ m: MarkRecord, _ f: Frame) -> (CGPoint, CGPoint)? {
        if m.x != nil, m.y == nil {
            guard let x = position(m.x, f.x) else { return nil }
            let y0 = m.yStart.flatMap { f.y.position($0.value) } ?? 0, y1 = m.yEnd.flatMap { f.y.position($0.value) } ?? f.plot.height
            return (CGPoint(x: x, y: y0), CGPoint(x: x, y: y1))
        }
        if m.y != nil, m.x == nil {
            guard let y = position(m.y, f.y) else { return nil }
            let x0 = m.xStart.flatMap { f.x.position($0.value) } ?? 0, x1 = m.xEnd.flatMap { f.x.position($0.value) } ?? f.plot.width
            return (CGPoint(x: x0, y: y), CGPoint(x: x1, y: y))
        }
        return nil
    }

    // MARK: Drawing

    func markViews(_ f: Frame) -> [AnyView] {
        var views: [AnyView] = []
        var drawnSeries = Set<String>()
        for (i, m) in marks.enumerated() {
            switch m.kind {
            case .line, .area:
                let key = seriesKey(m)
                if drawnSeries.insert("\(m.kind)|\(key)").inserted { views += seriesViews(kind: m.kind, key: key, f) }
                if m.kind == .line, m.symbol != nil || m.symbolBy != nil, let p = point(i, f) { views.append(symbolView(m, at: p)) }
            case .bar, .rectangle:
                guard let r = rect(i, f), r.width > 0 || r.height > 0 else { continue }
                let path = m.cornerRadius.map { Path(roundedRect: r, cornerRadius: min($0, r.width / 2, r.height / 2)) } ?? Path(r)
                views.append(faded(AnyView(path.fill(style(m))), m))
            case .point:
                if let p = point(i, f) { views.append(symbolView(m, at: p)) }
            case .rule:
                guard let (a, b) = ruleSegment(m, f) else { continue }
                let stroke = m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
                views.append(faded(Self.line(from: a, to: b, style: style(m), stroke: stroke), m))
            case .sector:
                continue
            }
        }
        return views
    }

    func faded(_ view: AnyView, _ m: MarkRecord) -> AnyView {
        m.opacity < 1 ? AnyView(view.opacity(m.opacity)) : view
    }

    /// Lines and areas join the marks of one series: the same `series`, style value and symbol value.
    func seriesKey(_ m: MarkRecord) -> String {
        "\(m.series.map { "\($0.value)" } ?? "")|\(m.styleBy.map { "\($0.value)" } ?? "")|\(m.symbolBy.map { "\($0.value)" } ?? "")"
    }

    func seriesViews(kind: MarkKind, key: String, _ f: Frame) -> [AnyView] {
        let members = marks.indices.filter { marks[$0].kind == kind && seriesKey(marks[$0]) == key }
        guard let first = members.first.map({ marks[$0] }) else { return [] }
        let method = first.interpolation ?? .linear
        let points = members.compactMap { point($0, f) }
        if kind == .line {
            guard points.count > 1 else { return [] }
            let stroke = first.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
            return [faded(AnyView(Curves.path(points, method).stroke(style(first), style: stroke)), first)]
        }
        // An area: its top edge forward, its base (zero, the stack below, or yStart) backward.
        let bases: [CGPoint] = members.compactMap { i in
            let m = marks[i]
            guard let stack = stacks.ranges[i] else { return nil }
            if stack.orientation == .vertical {
                guard let x = position(m.x, f.x), let y = f.y.position(number: stack.start) else { return nil }
                return CGPoint(x: x, y: y)
            }
            guard let y = position(m.y, f.y), let x = f.x.position(number: stack.start) else { return nil }
            return CGPoint(x: x, y: y)
        }
        guard points.count > 1, bases.count == points.count else { return [] }
        var path = Path()
        Curves.append(points, method, to: &path, move: true)
        Curves.append(bases.reversed(), method, to: &path, move: false)
        path.closeSubpath()
        return [faded(AnyView(path.fill(style(first))), first)]
    }

    func symbolView(_ m: MarkRecord, at p: CGPoint) -> AnyView {
        let size = symbolSize(m)
        let shape: AnyChartSymbolShape
        if let s = m.symbol {
            shape = s
        } else if let by = m.symbolBy?.value {
            var values: [PlotValue] = []
            for other in marks { if let v = other.symbolBy?.value, !values.contains(v) { values.append(v) } }
            shape = AnyChartSymbolShape(BasicChartSymbolShape.order[(values.firstIndex(of: by) ?? 0) % BasicChartSymbolShape.order.count])
        } else {
            shape = AnyChartSymbolShape(BasicChartSymbolShape.circle)
        }
        let path = shape.path(in: CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height))
        let view = shape.stroked ? AnyView(path.stroke(style(m), style: StrokeStyle(lineWidth: 1.5, lineCap: .round))) : AnyView(path.fill(style(m)))
        return faded(view, m)
    }

    // MARK: Annotations

    /// Each annotation placed beside its mark, in chart coordinates.
    func annotationViews(_ f: Frame) -> [AnyView] {
        var views: [AnyView] = []
        for (i, m) in marks.enumerated() where !m.annotations.isEmpty {
            guard let local = annotationRect(i, f) else { continue }
            let r = local.offsetBy(dx: f.plot.minX, dy: f.plot.minY)
            let horizontalBar = stacks.ranges[i]?.orientation == .horizontal
            let negative = (stacks.ranges[i].map { $0.end < $0.start }) ?? false
            for a in m.annotations {
                views.append(Self.annotation(a, around: r, automatic: horizontalBar ? (negative ? .leading : .trailing) : (negative ? .bottom : .top)))
            }
        }
        return views
    }

    static func annotation(_ a: MarkAnnotation, around r: CGRect, automatic: AnnotationPosition.Kind) -> AnyView {
        let s = a.spacing ?? ChartMetrics.annotationSpacing
        let kind = a.position.kind == .automatic ? automatic : a.position.kind
        // The alignment chooses where along the side the annotation sits.
        func along(_ lo: CGFloat, _ mid: CGFloat, _ hi: CGFloat, _ guide: HorizontalAlignment) -> CGFloat {
            guide == .leading ? lo : guide == .trailing ? hi : mid
        }
        func alongY(_ lo: CGFloat, _ mid: CGFloat, _ hi: CGFloat, _ guide: VerticalAlignment) -> CGFloat {
            guide == .top ? lo : guide == .bottom ? hi : mid
        }
        let h = a.alignment.horizontal, v = a.alignment.vertical
        let point: CGPoint
        let anchor: Alignment
        switch kind {
        case .top, .automatic:
            point = CGPoint(x: along(r.minX, r.midX, r.maxX, h), y: r.minY - s)
            anchor = Alignment(horizontal: h, vertical: .bottom)
        case .bottom:
            point = CGPoint(x: along(r.minX, r.midX, r.maxX, h), y: r.maxY + s)
            anchor = Alignment(horizontal: h, vertical: .top)
        case .leading:
            point = CGPoint(x: r.minX - s, y: alongY(r.minY, r.midY, r.maxY, v))
            anchor = Alignment(horizontal: .trailing, vertical: v)
        case .trailing:
            point = CGPoint(x: r.maxX + s, y: alongY(r.minY, r.midY, r.maxY, v))
            anchor = Alignment(horizontal: .leading, vertical: v)
        case .overlay:
            point = CGPoint(x: along(r.minX, r.midX, r.maxX, h), y: alongY(r.minY, r.midY, r.maxY, v))
            anchor = a.alignment
        case .topLeading:
            point = CGPoint(x: r.minX - s, y: r.minY - s)
            anchor = .bottomTrailing
        case .topTrailing:
            point = CGPoint(x: r.maxX + s, y: r.minY - s)
            anchor = .bottomLeading
        case .bottomLeading:
            point = CGPoint(x: r.minX - s, y: r.maxY + s)
            anchor = .topTrailing
        case .bottomTrailing:
            point = CGPoint(x: r.maxX + s, y: r.maxY + s)
            anchor = .topLeading
        }
        return place(a.content, at: point, anchor: anchor)
    }
}
