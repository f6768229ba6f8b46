import Foundation
import SwiftUI

extension ChartLayout {
    /// One sector's geometry: angles in radians from the top, clockwise, and its radii.
    struct SectorGeometry {
        var start: Double
        var end: Double
        var inner: CGFloat
        var outer: CGFloat
        var inset: CGFloat
        var center: CGPoint
    }

    /// Sectors share the sum of their values, starting at the top and going clockwise, in a
    /// circle as large as the plot (the chart less its legend) allows.
    func sectors(in plot: CGRect) -> [SectorGeometry?] {
        let values = marks.map { abs($0.angle?.value.number ?? 0) }
        let total = values.reduce(0, +)
        let radius = min(plot.width, plot.height) / 2
        let center = CGPoint(x: plot.midX, y: plot.midY)
        var angle = -Double.pi / 2
        return marks.enumerated().map { i, m in
            guard total > 0 else { return nil }
            let sweep = values[i] / total * 2 * .pi
            defer { angle += sweep }
            let outer = m.outerRadius.resolve(radius, automatic: radius)
            let inner = min(outer, max(0, m.innerRadius.resolve(radius, automatic: 0)))
            return SectorGeometry(start: angle, end: angle + sweep, inner: inner, outer: outer, inset: m.angularInset ?? 0, center: center)
        }
    }

    /// A sector's outline; an angular inset leaves a gap of that many points between
    /// neighbours (half on each side), edges parallel to the gap's middle line.
    static func sectorPath(_ s: SectorGeometry) -> Path {
        var path = Path()
        let half = Double(s.inset) / 2
        let sweep = s.end - s.start
        guard sweep > 0, s.outer > 0 else { return path }
        let full = sweep >= 2 * .pi - 1e-9 && s.inset == 0
        let dOuter = min(sweep / 2, half / Double(s.outer))
        if full {
            path.addArc(center: s.center, radius: s.outer, startAngle: .radians(0), endAngle: .radians(2 * .pi), clockwise: false)
            path.closeSubpath()
            if s.inner > 0 {
                path.move(to: CGPoint(x: s.center.x + s.inner, y: s.center.y))
                path.addArc(center: s.center, radius: s.inner, startAngle: .radians(2 * .pi), endAngle: .radians(0), clockwise: true)
                path.closeSubpath()
            }
            return path
        }
        path.addArc(center: s.center, radius: s.outer, startAngle: .radians(s.start + dOuter), endAngle: .radians(s.end - dOuter), clockwise: false)
        let innerHalfAngle = s.inner > 0 ? half / Double(s.inner) : .infinity
        if s.inner > 0, innerHalfAngle < sweep / 2 {
            path.addArc(
                center: s.center, radius: s.inner, startAngle: .radians(s.end - innerHalfAngle), endAngle: .radians(s.start + innerHalfAngle), clockwise: true)
        } else {
            // The two inset edges meet on the bisector.
            let mid = (s.start + s.end) / 2
            let distance = half > 0 ? CGFloat(half / max(sin(sweep / 2), 1e-6)) : 0
            path.addLine(to: CGPoint(x: s.center.x + distance * CGFloat(cos(mid)), y: s.center.y + distance * CGFloat(sin(mid))))
        }
        path.closeSubpath()
        return path
    }

    func sectorView(size: CGSize) -> AnyView {
        let legendBand = legendHeight(width: size.width)
        let showLegend = legendBand > 0
        let spacing = settings.legendSpacing ?? ChartMetrics.legendSpacing
        let legendTop = settings.legendPosition == .top
        let plot = CGRect(x: 0, y: legendTop ? legendBand : 0, width: size.width, height: max(1, size.height - legendBand))
        var items: [AnyView] = []
        var annotations: [AnyView] = []
        for (i, geometry) in sectors(in: plot).enumerated() {
            guard let g = geometry else { continue }
            let m = marks[i]
            items.append(faded(AnyView(Self.sectorPath(g).fill(style(m))), m))
            let mid = (g.start + g.end) / 2, r = (g.inner + g.outer) / 2
            let centroid = CGPoint(x: g.center.x + r * CGFloat(cos(mid)), y: g.center.y + r * CGFloat(sin(mid)))
            for a in m.annotations {
                annotations.append(Self.annotation(a, around: CGRect(origin: centroid, size: .zero), automatic: .overlay))
            }
        }
        items += annotations
        if showLegend { items.append(legendView(at: CGPoint(x: 0, y: legendTop ? 0 : size.height - legendBand + spacing), width: size.width)) }
        return Self.canvas(items, size)
    }
}
