import Foundation
import SwiftUI

/// Paths through points for each interpolation method (the curves d3 and Swift Charts draw).
enum Curves {
    /// A path through `points`.
    static func path(_ points: [CGPoint], _ method: InterpolationMethod) -> Path {
        var path = Path()
        append(points, method, to: &path, move: true)
        return path
    }

    /// Adds a curve through `points` to `path`, starting with a move or a line to the first point.
    static func append(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, move: Bool) {
        guard let first = points.first else { return }
        if move { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            points.dropFirst().forEach { path.addLine(to: $0) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: a.x, y: b.y))
                path.addLine(to: b)
            }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: b.x, y: a.y))
                path.addLine(to: b)
            }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y))
                path.addLine(to: CGPoint(x: mid, y: b.y))
                path.addLine(to: b)
            }
        case .cardinal(let tension):
            cardinal(points, tension: tension, &path)
        case .catmullRom(let alpha):
            if alpha == 0 { cardinal(points, tension: 0, &path) } else { catmullRom(points, alpha: alpha, &path) }
        case .monotone:
            monotone(points, &path)
        }
    }

    /// Cardinal spline: tangents (1 − tension)/2 · (next − previous), ends repeated.
    private static func cardinal(_ p: [CGPoint], tension: Double, _ path: inout Path) {
        let k = CGFloat(1 - tension) / 6
        for i in 0..<(p.count - 1) {
            let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
            let c1 = CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y))
            let c2 = CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y))
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Catmull–Rom with parameterization `alpha` (Yuksel et al.), as Bézier segments; the ends
    /// use the end point itself as the missing neighbour.
    private static func catmullRom(_ p: [CGPoint], alpha: Double, _ path: inout Path) {
        func d(_ a: CGPoint, _ b: CGPoint) -> Double { pow(Double(hypot(b.x - a.x, b.y - a.y)), alpha) }
        for i in 0..<(p.count - 1) {
            let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
            let d1 = i == 0 ? 0 : d(p0, p1), d2 = d(p1, p2), d3 = i + 2 >= p.count ? 0 : d(p2, p3)
            var c1 = p1, c2 = p2
            if d1 > 1e-12 {
                let a = 2 * d1 * d1 + 3 * d1 * d2 + d2 * d2, n = 3 * d1 * (d1 + d2)
                c1 = CGPoint(
                    x: (Double(p1.x) * a - Double(p0.x) * d2 * d2 + Double(p2.x) * d1 * d1) / n,
                    y: (Double(p1.y) * a - Double(p0.y) * d2 * d2 + Double(p2.y) * d1 * d1) / n)
            } else {
                c1 = CGPoint(x: p1.x + (p2.x - p1.x) / 3, y: p1.y + (p2.y - p1.y) / 3)
            }
            if d3 > 1e-12 {
                let b = 2 * d3 * d3 + 3 * d3 * d2 + d2 * d2, m = 3 * d3 * (d3 + d2)
                c2 = CGPoint(
                    x: (Double(p2.x) * b + Double(p1.x) * d3 * d3 - Double(p3.x) * d2 * d2) / m,
                    y: (Double(p2.y) * b + Double(p1.y) * d3 * d3 - Double(p3.y) * d2 * d2) / m)
            } else {
                c2 = CGPoint(x: p2.x - (p2.x - p1.x) / 3, y: p2.y - (p2.y - p1.y) / 3)
            }
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Monotone cubic in x (Fritsch–Carlson / Steffen, as d3's curveMonotoneX): no overshoot.
    private static func monotone(_ p: [CGPoint], _ path: inout Path) {
        let n = p.count
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let h = Double(p[i + 1].x - p[i].x)
            slopes[i] = h == 0 ? 0 : Double(p[i + 1].y - p[i].y) / h
        }
        var tangents = [Double](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            let s0 = slopes[i - 1], s1 = slopes[i]
            if s0 * s1 <= 0 {
                tangents[i] = 0
            } else {
                let h0 = Double(p[i].x - p[i - 1].x), h1 = Double(p[i + 1].x - p[i].x)
                let w = (s0 * h1 + s1 * h0) / (h0 + h1)
                tangents[i] = (s0.sign == .minus ? -1 : 1) * min(abs(s0), abs(s1), 0.5 * abs(w)) * 2
            }
        }
        for i in 0..<(n - 1) {
            let h = Double(p[i + 1].x - p[i].x) / 3
            let c1 = CGPoint(x: Double(p[i].x) + h, y: Double(p[i].y) + h * tangents[i])
            let c2 = CGPoint(x: Double(p[i + 1].x) - h, y: Double(p[i + 1].y) - h * tangents[i + 1])
            path.addCurve(to: p[i + 1], control1: c1, control2: c2)
        }
    }
}
