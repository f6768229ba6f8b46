import Foundation
import SwiftUI

extension ChartLayout {
    static func alignment(_ p: UnitPoint) -> Alignment {
        func pick(_ v: CGFloat) -> Int { v < 0.25 ? 0 : v > 0.75 ? 2 : 1 }
        let table: [[Alignment]] = [[.topLeading, .top, .topTrailing], [.leading, .center, .trailing], [.bottomLeading, .bottom, .bottomTrailing]]
        return table[pick(p.y)][pick(p.x)]
    }

    static func line(from a: CGPoint, to b: CGPoint, style: AnyShapeStyle, stroke: StrokeStyle) -> AnyView {
        AnyView(
            Path { p in
                p.move(to: a)
                p.addLine(to: b)
            }.stroke(style, style: stroke))
    }

    /// Grid lines, in plot coordinates (drawn in the plot area, under the marks).
    func gridViews(_ f: Frame) -> [AnyView] {
        var views: [AnyView] = []
        for line in f.yAxis {
            for c in line.components {
                guard case .gridLine = c.kind else { continue }
                views.append(
                    Self.line(
                        from: CGPoint(x: 0, y: line.position), to: CGPoint(x: f.plot.width, y: line.position), style: c.style ?? ChartMetrics.gridStyle,
                        stroke: c.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth)))
            }
        }
        for line in f.xAxis {
            for c in line.components {
                guard case .gridLine = c.kind else { continue }
                views.append(
                    Self.line(
                        from: CGPoint(x: line.position, y: 0), to: CGPoint(x: line.position, y: f.plot.height), style: c.style ?? ChartMetrics.gridStyle,
                        stroke: c.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth)))
            }
        }
        return views
    }

    /// Ticks and labels, in chart coordinates.
    func axisViews(_ f: Frame) -> [AnyView] {
        var views: [AnyView] = []
        let yLeading = axisSpecsFor(.y).first?.position == .leading
        let xTop = axisSpecsFor(.x).first?.position == .top
        for line in f.yAxis {
            let y = f.plot.minY + line.position
            let hasTick = line.components.contains { if case .tick = $0.kind { true } else { false } }
            let edge = yLeading ? f.plot.minX : f.plot.maxX
            let direction: CGFloat = yLeading ? -1 : 1
            for c in line.components {
                switch c.kind {
                case .gridLine: break
                case .tick(_, let length):
                    let l = length ?? ChartMetrics.tickLength
                    views.append(
                        Self.line(
                            from: CGPoint(x: edge, y: y), to: CGPoint(x: edge + direction * l, y: y), style: c.style ?? ChartMetrics.gridStyle,
                            stroke: c.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth)))
                case .label(_, let view, _, let anchor):
                    let x = edge + direction * ((hasTick ? ChartMetrics.tickLength : 0) + ChartMetrics.labelGap)
                    let a = anchor.map(Self.alignment) ?? (yLeading ? .trailing : .leading)
                    if let view {
                        views.append(Self.place(view, at: CGPoint(x: x, y: y), anchor: a))
                    } else if let text = line.label, !text.isEmpty {
                        views.append(Self.place(Self.label(text, style: c.style, font: c.font), at: CGPoint(x: x, y: y), anchor: a))
                    }
                }
            }
        }
        // Category labels wider than their bands: every second (third…) one is written.
        var categoryStride = 1
        if f.x.kind == .category, f.x.bandwidth > 0 {
            let widest = f.xAxis.compactMap { $0.label.map { ChartMetrics.textWidth($0) } }.max() ?? 0
            categoryStride = max(1, Int(ceil((widest + ChartMetrics.labelGap * 2) / f.x.bandwidth)))
        }
        for (i, line) in f.xAxis.enumerated() {
            let x = f.plot.minX + line.position
            let hasTick = line.components.contains { if case .tick = $0.kind { true } else { false } }
            let edge = xTop ? f.plot.minY : f.plot.maxY
            let direction: CGFloat = xTop ? -1 : 1
            for c in line.components {
                switch c.kind {
                case .gridLine: break
                case .tick(_, let length):
                    let l = length ?? ChartMetrics.tickLength
                    views.append(
                        Self.line(
                            from: CGPoint(x: x, y: edge), to: CGPoint(x: x, y: edge + direction * l), style: c.style ?? ChartMetrics.gridStyle,
                            stroke: c.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth)))
                case .label(_, let view, let centered, let anchor):
                    let y = edge + direction * ((hasTick ? ChartMetrics.tickLength : 0) + ChartMetrics.labelGap)
                    var point = CGPoint(x: x, y: y)
                    // Dates are written after their tick (Swift Charts' default); numbers and
                    // categories under it. `centered` puts a date between its tick and the next.
                    var a: Alignment = xTop ? .bottom : .top
                    if f.x.kind == .date && anchor == nil {
                        if centered == true {
                            // A tick at the plot's end has no interval to center in.
                            if line.position >= f.plot.width - 0.5 { continue }
                            let next = i + 1 < f.xAxis.count ? f.plot.minX + f.xAxis[i + 1].position : f.plot.maxX
                            point.x = (x + next) / 2
                        } else {
                            a = xTop ? .bottomLeading : .topLeading
                            point.x += ChartMetrics.labelGap
                        }
                    }
                    if let anchor { a = Self.alignment(anchor) }
                    if let view {
                        views.append(Self.place(view, at: point, anchor: a))
                    } else if let text = line.label, !text.isEmpty, i % categoryStride == 0 {
                        let width = ChartMetrics.textWidth(text)
                        // Keep labels inside the chart: edge labels turn inward, a date label
                        // with no room after its tick is left out.
                        if a == .top || a == .bottom {
                            if point.x - width / 2 < 0 {
                                a = xTop ? .bottomLeading : .topLeading
                                point.x = 0
                            } else if point.x + width / 2 > f.size.width {
                                a = xTop ? .bottomTrailing : .topTrailing
                                point.x = f.size.width
                            }
                        } else if a == .topLeading || a == .bottomLeading, point.x + width > f.size.width + 1 {
                            continue
                        }
                        views.append(Self.place(Self.label(text, style: c.style, font: c.font), at: point, anchor: a))
                    }
                }
            }
        }
        return views
    }
}
