/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as Core Graphics
/// stores them.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// One element of a path, its points in the path's coordinates.
    package enum Segment: Equatable, Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The path's elements, in order.
    package internal(set) var segments: [Segment]

    package init(segments: [Segment]) { self.segments = segments }

    /// An empty path.
    public convenience init() { self.init(segments: []) }

    /// A closed rectangle, from its minimum corner clockwise in a flipped (y-down) space.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// The ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { bounds(controlPoints: true) }

    /// The smallest rectangle holding the path as drawn (curves at their extremes).
    public var boundingBoxOfPath: CGRect { bounds(controlPoints: false) }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// A copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(segments: Self.map(segments, transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// `segments` with every point mapped through `t`.
    package static func map(_ segments: [Segment], _ t: CGAffineTransform) -> [Segment] {
        guard !t.isIdentity else { return segments }
        return segments.map { segment in
            switch segment {
            case .move(let p): .move(p.applying(t))
            case .line(let p): .line(p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
    }

    private func bounds(controlPoints: Bool) -> CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func add(_ p: CGPoint) { xs.append(p.x); ys.append(p.y) }
        for segment in segments {
            switch segment {
            case .move(let p): add(p); current = p; start = p
            case .line(let p): add(p); current = p
            case .quadCurve(let p, let c):
                if controlPoints {
                    add(c)
                } else {
                    for t in Self.extremes(quadratic: [current.x, c.x, p.x]) + Self.extremes(quadratic: [current.y, c.y, p.y]) {
                        add(Self.quadPoint(current, c, p, t))
                    }
                }
                add(p); current = p
            case .curve(let p, let c1, let c2):
                if controlPoints {
                    add(c1); add(c2)
                } else {
                    for t in Self.extremes(cubic: [current.x, c1.x, c2.x, p.x]) + Self.extremes(cubic: [current.y, c1.y, c2.y, p.y]) {
                        add(Self.cubicPoint(current, c1, c2, p, t))
                    }
                }
                add(p); current = p
            case .close: current = start
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where a quadratic Bézier's coordinate (p0, c, p1) has its extreme, strictly inside 0...1.
    static func extremes(quadratic v: [CGFloat]) -> [CGFloat] {
        let denominator = v[0] - 2 * v[1] + v[2]
        guard denominator != 0 else { return [] }
        let t = (v[0] - v[1]) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where a cubic Bézier's coordinate (p0, c1, c2, p1) has its extremes, strictly inside 0...1.
    static func extremes(cubic v: [CGFloat]) -> [CGFloat] {
        // The derivative divided by 3: a·t² + b·t + c.
        let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3], b = 2 * (v[0] - 2 * v[1] + v[2]), c = v[1] - v[0]
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}
