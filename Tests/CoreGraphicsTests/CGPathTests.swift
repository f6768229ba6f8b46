import CoreGraphics
import Testing

/// Path building and arc geometry.
@Suite struct CGPathTests {
    /// Points along every curve of a path (16 per curve), with the segment's end points.
    func samples(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for segment in path.segments {
            switch segment {
            case .move(let p), .line(let p): points.append(p); current = p
            case .quadCurve(let p, let c):
                for i in 0...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 0...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close: break
            }
        }
        return points
    }

    func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }

    @Test func aQuarterArcStaysOnItsCircleAndGoesTheWayAsked() throws {
        let center = CGPoint(x: 50, y: 50)
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.segments.count == 2)  // a move and one cubic
        #expect(path.segments.first == .move(CGPoint(x: 60, y: 50)))
        let end = path.currentPoint
        #expect(distance(end, CGPoint(x: 50, y: 60)) < 1e-9)
        for p in samples(path) { #expect(abs(distance(p, center) - 10) < 0.003, "\(p) is off the circle") }
        // Increasing angles: the arc passes through 45° (y down: the lower right).
        #expect(samples(path).contains { distance($0, CGPoint(x: 50 + 10 / 2.0.squareRoot(), y: 50 + 10 / 2.0.squareRoot())) < 0.05 })
        #expect(abs(path.boundingBoxOfPath.minX - 50) < 1e-6 && abs(path.boundingBoxOfPath.maxY - 60) < 1e-6)
    }

    @Test func clockwiseFromZeroToAQuarterGoesTheLongWay() throws {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters with decreasing angles: through -90° (0, -10) and 180° (-10, 0).
        #expect(path.segments.count == 4)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-6 && abs(box.minY + 10) < 1e-6 && abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 10) < 1e-6)
        #expect(samples(path).contains { distance($0, CGPoint(x: 0, y: -10)) < 1e-6 })
        #expect(distance(path.currentPoint, CGPoint(x: 0, y: 10)) < 1e-9)
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        guard case .line(let start) = path.segments[1] else {
            Issue.record("\(path.segments)")
            return
        }
        #expect(distance(start, CGPoint(x: 15, y: 0)) < 1e-9)
        // A full turn or more is the whole circle.
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 3 * .pi, clockwise: false)
        #expect(circle.segments.count == 5)
    }

    @Test func anEllipseFitsItsRectangleExactly() {
        let rect = CGRect(x: 3, y: 4, width: 30, height: 10)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        let box = ellipse.boundingBoxOfPath
        #expect(abs(box.minX - 3) < 1e-9 && abs(box.maxX - 33) < 1e-9 && abs(box.minY - 4) < 1e-9 && abs(box.maxY - 14) < 1e-9)
        // A quarter arc around 0°: its control points reach past the circle, its curve does not.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: false)
        #expect(arc.boundingBox.maxX > 10.9)
        #expect(abs(arc.boundingBoxOfPath.maxX - 10) < 1e-9)
        #expect(ellipse.segments.last == .close)
    }

    @Test func roundedRectanglesAndTangentArcsTurnTheirCorners() {
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 8, transform: nil)
        #expect(rounded.segments.first == .move(CGPoint(x: 8, y: 0)))
        #expect(rounded.segments.contains(.line(CGPoint(x: 40, y: 12))))
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))

        let corner = CGMutablePath()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // Tangent to the first line at (6, 0) and to the second at (10, 4): centre (6, 4).
        guard case .line(let start) = corner.segments[1] else {
            Issue.record("\(corner.segments)")
            return
        }
        #expect(distance(start, CGPoint(x: 6, y: 0)) < 1e-9)
        #expect(distance(corner.currentPoint, CGPoint(x: 10, y: 4)) < 1e-9)
        for p in samples(corner).dropFirst(2) { #expect(abs(distance(p, CGPoint(x: 6, y: 4)) - 4) < 0.002) }
    }

    @Test func linesNeedACurrentPointAndTransformsApplyAsAdded() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty, "no current point: Core Graphics adds nothing")
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1), transform: CGAffineTransform(scaleX: 3, y: 2))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 6, height: 2))
        let moved = path.copy(using: [CGAffineTransform(translationX: 1, y: 1)])!
        #expect(moved.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 6, height: 2))
    }

    @Test func transformsComposeInOrderAndInvert() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // scaledBy applies the scale first: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 12, y: 2).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi)).width.rounded() == 1)
    }
}
