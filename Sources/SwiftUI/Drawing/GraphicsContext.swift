import Foundation
internal import WidgetArchive

/// What a `Canvas` renderer draws with: paths, text and images, under a transform, an
/// opacity, clip paths and filters that apply to what is drawn after they are set.
///
/// Each drawing is recorded (the canvas's archive holds paths in canvas coordinates, text and
/// images placed with the transform as layout-free effects), so a copy of the context shares
/// the recording and keeps its own state, as Apple's value-type context does.
public struct GraphicsContext {
    let recording: CanvasRecording
    /// The environment of the canvas: text and styles drawn here resolve in it.
    public let environment: EnvironmentValues
    /// The opacity of what is drawn next, 0...1 (multiplies with layers).
    public var opacity: Double = 1
    /// How what is drawn next combines with what is below (only `normal` is drawn as such).
    public var blendMode: BlendMode = .normal
    /// The user space → canvas transform applied to what is drawn next.
    public var transform: CGAffineTransform = .identity
    /// Clip paths, already in canvas coordinates.
    var clips: [Path] = []
    var filters: [Filter] = []

    init(recording: CanvasRecording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    // MARK: Transform

    /// Moves the origin of what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    /// Scales what is drawn next around the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    /// Rotates what is drawn next around the current origin (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) {
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians))
        concatenate(CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
    }

    /// Applies `matrix` in user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.canvasThen(transform)
    }

    // MARK: Clip and filters

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to what is outside the path instead (not supported: the clip is ignored, with a diagnostic).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits what is drawn next to the inside of `path` (in user space, intersected with earlier clips).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            recording.note("canvas-inverse-clip", "GraphicsContext.clip(to:options: .inverse) is not supported; the clip was ignored")
            return
        }
        clips.append(path.canvasApplying(transform))
    }

    /// The bounding box of the current clip, in user space when untransformed (the canvas's
    /// bounds when nothing clips).
    public var clipBoundingRect: CGRect {
        guard var rect = clips.first?.boundingRect else { return CGRect(origin: .zero, size: recording.size) }
        for clip in clips.dropFirst() { rect = rect.intersection(clip.boundingRect) }
        return rect
    }

    /// Options for `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// An effect applied to what is drawn next: shadows and blurs are drawn; others are
    /// reported and left out.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case blur(radius: CGFloat)
            case unsupported(String)
        }
        let kind: Kind

        /// A shadow of what is drawn, offset and blurred.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }
        /// A Gaussian blur of what is drawn.
        public static func blur(radius: CGFloat) -> Filter { Filter(kind: .blur(radius: radius)) }
        /// Multiplies colors (not supported: reported and left out).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .unsupported("colorMultiply")) }
        /// Shifts hues (not supported: reported and left out).
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .unsupported("hueRotation")) }
        /// Changes saturation (not supported: reported and left out).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .unsupported("saturation")) }
        /// Changes brightness (not supported: reported and left out).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .unsupported("brightness")) }
        /// Changes contrast (not supported: reported and left out).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .unsupported("contrast")) }
        /// Turns colors to grays (not supported: reported and left out).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .unsupported("grayscale")) }
    }

    /// Adds an effect to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if case .unsupported(let name) = filter.kind {
            recording.note("canvas-filter", "GraphicsContext filter \(name) is not supported in widgets; it was left out")
            return
        }
        filters.append(filter)
    }

    /// How drawing combines with what is below it.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw value.
        public let rawValue: Int32
        /// A blend mode from its raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Draws over what is below.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies colors.
        public static let multiply = BlendMode(rawValue: 1)
        /// Screens colors.
        public static let screen = BlendMode(rawValue: 2)
        /// Overlays colors.
        public static let overlay = BlendMode(rawValue: 3)
        /// Keeps the darker color.
        public static let darken = BlendMode(rawValue: 4)
        /// Keeps the lighter color.
        public static let lighten = BlendMode(rawValue: 5)
        /// Replaces what is below.
        public static let copy = BlendMode(rawValue: 17)
        /// Erases what is below where drawn.
        public static let clear = BlendMode(rawValue: 16)
        /// Draws only where something is below.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// Draws below what is there.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// Keeps what is below only where drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// Keeps what is below only where not drawn.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// Adds colors.
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    // MARK: Paths

    /// Fills `path` with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.path(path.canvasApplying(transform), shading: shading, stroke: nil, evenOdd: style.isEOFilled))
    }

    /// Strokes `path` with a shading and a stroke style (the width scaled by the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.canvasScale
        scaled.dash = style.dash.map { $0 * transform.canvasScale }
        scaled.dashPhase *= transform.canvasScale
        record(.path(path.canvasApplying(transform), shading: shading, stroke: scaled, evenOdd: false))
    }

    /// Strokes `path` `lineWidth` wide with a shading.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Text prepared for drawing, with the shading it is drawn in.
    public struct ResolvedText {
        let text: Text
        /// The shading of the text; nil: its own foreground (or the environment's).
        public var shading: Shading?
    }

    /// Prepares text for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, shading: nil) }

    /// Draws text at a point; `anchor` is the point of the text's box placed there.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text, .at(point, anchor)))
    }

    /// Draws text wrapped in a rectangle, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(text, .in(rect)))
    }

    /// Draws text at a point; `anchor` is the point of the text's box placed there.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text wrapped in a rectangle, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    // MARK: Images

    /// An image prepared for drawing.
    public struct ResolvedImage {
        let image: Image
        /// The shading of template images and symbols; nil: the environment's foreground.
        public var shading: Shading?
    }

    /// Prepares an image for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, shading: nil) }

    /// Draws an image at its own size; `anchor` is the point of the image placed at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.image(image, .at(point, anchor)))
    }

    /// Draws an image scaled to fill a rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, .in(rect)))
    }

    /// Draws an image at its own size; `anchor` is the point of the image placed at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws an image scaled to fill a rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    // MARK: Layers

    /// Runs `content` with a copy of this context; what it draws takes this context's state
    /// (transform, opacity, clips, filters) plus whatever it sets.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Resolves a shading in this context's environment (shadings are resolved when drawn;
    /// this returns it unchanged).
    public func resolve(_ shading: Shading) -> Shading { shading }

    private func record(_ drawing: CanvasRecording.Drawing) {
        recording.append(
            CanvasRecording.Operation(
                drawing: drawing, transform: transform, opacity: opacity, clips: clips, filters: filters, blendMode: blendMode,
                environment: environment))
    }
}

extension CGAffineTransform {
    /// `self`, then `next` (a point goes through `self` first).
    func canvasThen(_ next: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    func canvasApply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// How much the transform scales lengths on average (the square root of its area scale).
    var canvasScale: CGFloat { (abs(a * d - b * c)).squareRoot() }
}

extension Path {
    /// The path with every point mapped through `t`.
    func canvasApplying(_ t: CGAffineTransform) -> Path {
        guard t != .identity else { return self }
        var copy = self
        copy.elements = elements.map { element in
            func m(_ p: PointValue) -> PointValue {
                let q = t.canvasApply(CGPoint(x: p.x, y: p.y))
                return PointValue(x: Double(q.x), y: Double(q.y))
            }
            switch element {
            case .move(let p): return .move(m(p))
            case .line(let p): return .line(m(p))
            case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .close: return .close
            }
        }
        return copy
    }
}
