import Foundation
package import WidgetArchive

/// The outline of a 2D shape, built from lines and Bézier curves.
public struct Path: Equatable, Sendable {
    package var elements: [PathData.Element] = []
    private var subpathStart: CGPoint?
    /// The end point of the last segment; nil for an empty path.
    public private(set) var currentPoint: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by a closure that adds to it.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// A path of one rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path of one rounded rectangle with corners of the given radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of one rounded rectangle with corners of the given size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(Self.point(p)))
        subpathStart = p
        currentPoint = p
    }

    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(Self.point(p)))
        currentPoint = p
    }

    /// Adds a quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: Self.point(p), control: Self.point(control)))
        currentPoint = p
    }

    /// Adds a cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: Self.point(p), control1: Self.point(control1), control2: Self.point(control2)))
        currentPoint = p
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        // Quarter ellipses by cubic Béziers (kappa); continuous corners are drawn by the
        // renderer from the shape geometry, paths approximate them with circular arcs.
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
            control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
            control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// An arc in SwiftUI's coordinate space (y down); `clockwise` as SwiftUI defines it
    /// on screen, split into Bézier segments of at most 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)
    {
        var start = startAngle.radians, end = endAngle.radians
        // In y-down coordinates, SwiftUI's `clockwise: true` sweeps towards decreasing angles.
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        let startPoint = CGPoint(x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start)))
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int(ceil(abs(end - start) / (.pi / 2))))
        let step = (end - start) / Double(segments)
        for _ in 0..<segments {
            let a0 = start, a1 = start + step
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = (cos(a0), sin(a0)), p1 = (cos(a1), sin(a1))
            let c1 = CGPoint(x: center.x + radius * CGFloat(p0.0 - k * p0.1), y: center.y + radius * CGFloat(p0.1 + k * p0.0))
            let c2 = CGPoint(x: center.x + radius * CGFloat(p1.0 + k * p1.1), y: center.y + radius * CGFloat(p1.1 - k * p1.0))
            addCurve(to: CGPoint(x: center.x + radius * CGFloat(p1.0), y: center.y + radius * CGFloat(p1.1)), control1: c1, control2: c2)
            start = a1
        }
    }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
        currentPoint = path.currentPoint ?? currentPoint
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingRect: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether two paths have the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    static func point(_ p: CGPoint) -> PointValue { PointValue(x: Double(p.x), y: Double(p.y)) }
}

// CGAffineTransform (which Path.addArc accepts) is CoreGraphics', re-exported by SwiftUI.

/// How a rounded rectangle's corners curve: `circular` arcs or `continuous` (squircle) curves.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var archived: CornerStyleValue { self == .circular ? .circular : .continuous }
}
