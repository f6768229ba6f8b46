/// A path you build: moves, lines, curves, arcs and shapes, each mapped through an optional
/// transform as it is added.
public class CGMutablePath: CGPath, @unchecked Sendable {
    package override init(segments: [Segment]) { super.init(segments: segments) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point`. Without a current point (an empty
    /// path) nothing is added, as Core Graphics does.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !segments.isEmpty else { return }
        segments.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A cubic Bézier curve from the current point to `end` (nothing without a current point).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard !segments.isEmpty else { return }
        segments.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// A quadratic Bézier curve from the current point to `end` (nothing without a current point).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard !segments.isEmpty else { return }
        segments.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// A closed rectangle as its own subpath: minimum corner, then along x, then y.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fits `rect`, as a closed subpath of four curves starting at its
    /// maximum-x point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY).concatenating(transform)
        let unit = CGMutablePath()
        unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        segments += Self.map(unit.segments, scale)
        closeSubpath()
    }

    /// A rectangle with elliptical corners (each `cornerWidth` × `cornerHeight`, at most half
    /// the rectangle's side), as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth), r.width / 2), ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.552_284_749_8  // a quarter circle as one cubic: 4/3·tan(π/8)
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
            control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
            control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of a circle, preceded by a line from the current point to its start (a move
    /// when the path is empty).
    ///
    /// Angles are radians from the positive x axis. `clockwise` false sweeps with increasing
    /// angle, true with decreasing angle; in a flipped (y-down) space, such as a
    /// `UIGraphicsImageRenderer` context, increasing angles turn clockwise on screen, so
    /// `clockwise: false` looks clockwise there, as on Apple's platforms. A sweep of a full
    /// turn or more draws the whole circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            sweep = sweep <= -twoPi ? -twoPi : sweep > 0 ? sweep.truncatingRemainder(dividingBy: twoPi) - twoPi : sweep
            if sweep == -twoPi, endAngle - startAngle > 0, (endAngle - startAngle).truncatingRemainder(dividingBy: twoPi) == 0 { sweep = 0 }
        } else {
            sweep = sweep >= twoPi ? twoPi : sweep < 0 ? sweep.truncatingRemainder(dividingBy: twoPi) + twoPi : sweep
            if sweep == twoPi, endAngle - startAngle < 0, (endAngle - startAngle).truncatingRemainder(dividingBy: twoPi) == 0 { sweep = 0 }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive: increasing angles), preceded by
    /// a line from the current point to its start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))), y: center.y + radius * CGFloat(sin(Double(angle))))
        }
        let start = point(startAngle).applying(transform)
        segments.append(segments.isEmpty ? .move(start) : .line(start))
        guard delta != 0, radius > 0 else { return }
        // At most a quarter turn per cubic: the error stays below 0.03 % of the radius.
        let count = max(1, Int((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let k = 4 / 3 * CGFloat(tan(Double(step) / 4))
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle), p1 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * CGFloat(sin(Double(angle))), y: p0.y + k * radius * CGFloat(cos(Double(angle))))
            let c2 = CGPoint(x: p1.x + k * radius * CGFloat(sin(Double(next))), y: p1.y - k * radius * CGFloat(cos(Double(next))))
            segments.append(.curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            angle = next
        }
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End`, preceded by a line to where it starts.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard !segments.isEmpty else { return }
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return addLine(to: tangent1End, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / CGFloat(tan(Double(angle) / 2))
        let t1 = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: tangent1End.x + v2.x / l2 * distance, y: tangent1End.y + v2.y / l2 * distance)
        // The center is `radius` from both tangent points, on the inside of the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = (distance * distance + radius * radius).squareRoot()
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance, y: tangent1End.y + bisector.y / bl * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        addArc(center: center, radius: radius, startAngle: a1, endAngle: a2, clockwise: cross > 0, transform: transform)
    }

    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments += Self.map(path.segments, transform)
    }

    /// A closed rectangle's elements.
    package static func rectSegments(_ rect: CGRect) -> [Segment] {
        let path = CGMutablePath()
        path.addRect(rect)
        return path.segments
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !segments.isEmpty, segments.last != .close else { return }
        segments.append(.close)
    }
}
