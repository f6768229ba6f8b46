import Foundation

/// A path with its own line style, drawn into the current context (UIKit's drawing paths).
open class UIBezierPath: @unchecked Sendable {
    /// The path's geometry.
    public var cgPath: CGPath {
        get { CGPath(segments: path.segments) }
        set { path = CGMutablePath(segments: newValue.segments) }
    }
    private var path = CGMutablePath(segments: [])
    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are joined.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit of mitered joins.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (else non-zero winding).
    open var usesEvenOddFillRule = false
    private var dash: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {}

    /// A path with the geometry of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse that fits `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with rounded corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle whose chosen corners are rounded with elliptical radii.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width), r.width / 2), ry = min(max(0, cornerRadii.height), r.height / 2)
        let k: CGFloat = 0.552_284_749_8
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) && rx > 0 && ry > 0 }
        move(to: CGPoint(x: r.minX + (corner(.topLeft) ? rx : 0), y: r.minY))
        if corner(.topRight) {
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), controlPoint1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                controlPoint2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
        if corner(.bottomRight) {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), controlPoint1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                controlPoint2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        } else {
            addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        }
        if corner(.bottomLeft) {
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), controlPoint1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                controlPoint2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        } else {
            addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        if corner(.topLeft) {
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), controlPoint1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                controlPoint2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        }
        close()
    }

    /// An arc of a circle. Angles are radians from the positive x axis; `clockwise` is as it
    /// looks on screen (UIKit's y-down space: clockwise means increasing angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }

    /// An arc, joined to the current point by a line; `clockwise` as it looks on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen (y down), where it is Core Graphics' counterclockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath(segments: []) }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { path = CGMutablePath(segments: CGPath.map(path.segments, transform)) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the path as drawn (control points excluded).
    open var bounds: CGRect { path.boundingBoxOfPath }

    /// The end point of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Sets the dash pattern (`count` lengths from `pattern`, nil for solid) and its phase.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill color.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with a blend mode and an opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke color and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dash)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with a blend mode and an opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Limits what is drawn next in the current context to the inside of the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
