/// A drawing destination with a graphics state: Core Graphics' context, recording.
///
/// Vitrine's extension has no rasterizer, so a context keeps what is drawn (paths with their
/// colors and line styles, images in their rectangles, under the clip, alpha and shadow of the
/// moment) and the engine draws it wherever the resulting image is shown. Its space is the
/// image's, in points: origin at the top-leading corner, y down (the flipped space
/// `UIGraphicsImageRenderer` gives). `ctm` is the transform from user space to that space.
open class CGContext: @unchecked Sendable {
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var clips: [CGPath] = []
        var blendMode = CGBlendMode.normal
        var shadow: CGShadow?
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, already in the context's space.
    private let currentPath = CGMutablePath()
    private var drawing: CGDrawing
    /// A bitmap context's size in pixels (`CGContext(data:width:height:…)`); 0 otherwise.
    var bitmapWidth = 0, bitmapHeight = 0

    /// A recording context of `size` points at `scale` pixels per point.
    package init(size: CGSize, scale: CGFloat) {
        drawing = CGDrawing(size: size, scale: scale, operations: [], notes: [])
    }

    /// What has been drawn so far.
    package var recording: CGDrawing { drawing }

    /// The context's bounds in its own space.
    private var bounds: CGRect { CGRect(origin: .zero, size: drawing.size) }

    /// An image of what has been drawn so far (the recording, not pixels).
    public func makeImage() -> CGImage? {
        CGImage(
            source: .drawing(drawing), width: Int((drawing.size.width * drawing.scale).rounded(.up)),
            height: Int((drawing.size.height * drawing.scale).rounded(.up)))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, colors, line style, clip, alpha…).
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let last = savedStates.popLast() { state = last }
    }

    /// The current transform from user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user space origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` in user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill color from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke color to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the opacity everything drawn next is multiplied by (0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

    /// Sets the stroke width in user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how corners are joined.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit of mitered joins.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Sets the dash pattern (painted and unpainted lengths in user space) and where it starts;
    /// an empty pattern draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths
        state.dashPhase = phase
    }

    /// Sets how what is drawn next combines with what is below (see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets a shadow under what is drawn next: `offset` (positive height goes down, as in
    /// UIKit's flipped contexts), `blur` and `color` (nil: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { CGShadow(offset: offset, blur: blur, color: $0) }
    }

    /// Sets a shadow of black at 1/3 opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Turns antialiasing on or off (drawing is always antialiased here).
    public func setShouldAntialias(_ shouldAntialias: Bool) {}

    /// Allows antialiasing or not (drawing is always antialiased here).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// Sets the interpolation quality of scaled images (a hint; the engine always smooths).
    public var interpolationQuality: CGInterpolationQuality = .default

    // MARK: Path

    /// Discards the current path.
    public func beginPath() { currentPath.segments.removeAll() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// A move to the first point, then lines through the others.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control, transform: state.ctm) }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// The ellipse that fits `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// An arc of a circle (see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }

    /// An arc tangent to two lines from the current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Appends a path, mapped through the current transform.
    public func addPath(_ other: CGPath) { currentPath.addPath(other, transform: state.ctm) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath.applying(state.ctm.inverted()) }

    /// A copy of the current path, in user space.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(segments: CGPath.map(currentPath.segments, state.ctm.inverted()))
    }

    // MARK: Painting

    /// Fills the current path with the fill color, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(takePath(), state.fillColor, rule))
    }

    /// Strokes the current path with the stroke color and line style, then discards it.
    public func strokePath() { record(.stroke(takePath(), state.strokeColor, strokeStyle)) }

    /// Fills and/or strokes the current path, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = takePath()
        switch mode {
        case .fill: record(.fill(current, state.fillColor, .winding))
        case .eoFill: record(.fill(current, state.fillColor, .evenOdd))
        case .stroke: record(.stroke(current, state.strokeColor, strokeStyle))
        case .fillStroke, .eoFillStroke:
            record(.fill(current, state.fillColor, mode == .eoFillStroke ? .evenOdd : .winding))
            record(.stroke(current, state.strokeColor, strokeStyle))
        }
    }

    /// Fills a rectangle with the fill color (the current path is kept).
    public func fill(_ rect: CGRect) { record(.fill(mapped { $0.addRect(rect, transform: $1) }, state.fillColor, .winding)) }

    /// Fills rectangles with the fill color.
    public func fill(_ rects: [CGRect]) { record(.fill(mapped { $0.addRects(rects, transform: $1) }, state.fillColor, .winding)) }

    /// Strokes a rectangle with the stroke color and line style.
    public func stroke(_ rect: CGRect) { record(.stroke(mapped { $0.addRect(rect, transform: $1) }, state.strokeColor, strokeStyle)) }

    /// Strokes a rectangle `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse that fits `rect`.
    public func fillEllipse(in rect: CGRect) { record(.fill(mapped { $0.addEllipse(in: rect, transform: $1) }, state.fillColor, .winding)) }

    /// Strokes the ellipse that fits `rect`.
    public func strokeEllipse(in rect: CGRect) {
        record(.stroke(mapped { $0.addEllipse(in: rect, transform: $1) }, state.strokeColor, strokeStyle))
    }

    /// Strokes separate segments: points 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = mapped { p, t in
            for i in stride(from: 0, to: points.count - 1, by: 2) {
                p.move(to: points[i], transform: t)
                p.addLine(to: points[i + 1], transform: t)
            }
        }
        record(.stroke(segments, state.strokeColor, strokeStyle))
    }

    /// Makes `rect` transparent. A clear that covers everything drawn so far removes it; a
    /// smaller one cannot be recorded (it would need pixels) and is reported instead.
    public func clear(_ rect: CGRect) {
        let cleared = rect.applying(state.ctm)
        let drawn = drawing.operations.reduce(CGRect.null) { $0.union(Self.bounds(of: $1)) }
        if drawn.isNull || cleared.contains(bounds) || cleared.contains(drawn) {
            drawing.operations.removeAll()
        } else {
            note("cg-partial-clear", "CGContext.clear(_:) of part of the drawing is not drawn (it needs pixels); what it would erase stays")
        }
    }

    /// Draws an image in `rect` of user space. As on Apple's platforms, Core Graphics draws
    /// images with y up, so in this flipped context the image appears upside down unless
    /// the transform flips it back (UIImage's `draw(in:)` does).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        if byTiling { note("cg-tiling", "CGContext.draw(_:in:byTiling: true) draws the image once, in the rectangle") }
        record(.image(image, rect, flipped: true))
    }

    /// Records a drawing of another module (UIKit's text) under the current state.
    package func drawCustom(_ payload: any Sendable) { record(.custom(payload)) }

    /// Draws an image in `rect` of user space the right way up (UIKit's image drawing).
    package func drawUpright(_ image: CGImage, in rect: CGRect) { record(.image(image, rect, flipped: false)) }

    // MARK: Clipping

    /// Intersects the clip with the current path, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        if rule == .evenOdd { note("cg-even-odd-clip", "even-odd clip paths clip with the non-zero winding rule") }
        let current = takePath()
        state.clips.append(current)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { state.clips.append(mapped { $0.addRect(rect, transform: $1) }) }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) { state.clips.append(mapped { $0.addRects(rects, transform: $1) }) }

    /// Removes the clip.
    public func resetClip() { state.clips.removeAll() }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var rect = bounds
        for clip in state.clips { rect = rect.intersection(clip.boundingBoxOfPath) }
        return rect.applying(state.ctm.inverted())
    }

    // MARK: Recording

    /// A problem reported once per code, as a diagnostic of the archive that shows the image.
    package func note(_ code: String, _ message: String) {
        if !drawing.notes.contains(where: { $0.code == code }) { drawing.notes.append(CGDrawingNote(code: code, message: message)) }
    }

    private var strokeStyle: CGStrokeStyle {
        let scale = abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot()
        return CGStrokeStyle(
            lineWidth: state.lineWidth * scale, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
            dash: state.dash.map { $0 * scale }, dashPhase: state.dashPhase * scale)
    }

    private func takePath() -> CGPath {
        let taken = CGPath(segments: currentPath.segments)
        currentPath.segments.removeAll()
        return taken
    }

    private func mapped(_ build: (CGMutablePath, CGAffineTransform) -> Void) -> CGPath {
        let built = CGMutablePath()
        build(built, state.ctm)
        return built
    }

    private func record(_ kind: CGDrawingOperation.Kind) {
        if case .fill(let p, _, _) = kind, p.isEmpty { return }
        if case .stroke(let p, _, _) = kind, p.isEmpty { return }
        if state.blendMode != .normal {
            note("cg-blend-mode", "CGContext blend modes other than normal are drawn as normal (clear(_:) over everything drawn is honoured)")
        }
        drawing.operations.append(
            CGDrawingOperation(
                kind: kind, transform: state.ctm, alpha: state.alpha, clips: state.clips, blendMode: state.blendMode, shadow: state.shadow))
    }

    /// Where an operation can draw, in the context's space (shadows and strokes ignored).
    private static func bounds(of op: CGDrawingOperation) -> CGRect {
        switch op.kind {
        case .fill(let p, _, _), .stroke(let p, _, _): p.boundingBoxOfPath
        case .image(_, let rect, _): rect.applying(op.transform)
        case .custom: .infinite
        }
    }
}

/// How smoothly scaled images are drawn (a hint).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default quality.
    case `default`
    /// No interpolation.
    case none
    /// Low quality, fast.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
}
