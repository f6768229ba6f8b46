import Foundation

/// A shape leaf: its geometry and how it is filled or stroked.
public struct ShapeNode: Codable, Hashable, Sendable {
    /// How the outline is painted.
    public enum Drawing: Codable, Hashable, Sendable {
        /// Filled with a paint, by the even-odd or non-zero rule.
        case fill(Paint, evenOdd: Bool)
        /// `stroke` centres the line on the outline; `strokeBorder` (inside: true) insets it.
        case stroke(Paint, StrokeStyleValue, inside: Bool)
    }
    /// The outline.
    public var geometry: ShapeGeometry
    /// Fill or stroke.
    public var drawing: Drawing
    /// `inset(by:)`.
    public var inset: Double
    /// `trim(from:to:)` as fractions of the outline.
    public var trimFrom: Double
    /// Where along the outline drawing ends, 0...1.
    public var trimTo: Double

    /// A shape; untrimmed and not inset unless given.
    public init(geometry: ShapeGeometry, drawing: Drawing, inset: Double = 0, trimFrom: Double = 0, trimTo: Double = 1) {
        self.geometry = geometry; self.drawing = drawing; self.inset = inset; self.trimFrom = trimFrom; self.trimTo = trimTo
    }
}

/// Circular arcs or continuous (squircle) curves for rounded corners.
public enum CornerStyleValue: String, Codable, Hashable, Sendable { case circular, continuous }

/// The outline of a shape, as the renderer draws it in the laid-out frame.
public enum ShapeGeometry: Codable, Hashable, Sendable {
    /// The frame's rectangle.
    case rectangle
    /// A rectangle with rounded corners of the given size.
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyleValue)
    /// A rectangle whose corners each have their own radius.
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyleValue)
    /// The largest circle centered in the frame.
    case circle
    /// The ellipse inscribed in the frame.
    case ellipse
    /// A rectangle whose corner radius is half its shorter side.
    case capsule(style: CornerStyleValue)
    /// Concentric with the widget's own corners; the host knows the radius.
    case containerRelative
    /// A custom `Shape`'s path, evaluated by the author's code in a rect of `referenceSize`
    /// and scaled by the renderer to the laid-out frame. A zero reference size (a `Path`
    /// used as a view) means absolute coordinates in the frame, never scaled.
    case path(PathData, referenceSize: SizeValue)
}

/// A path as a list of elements.
public struct PathData: Codable, Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Codable, Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(PointValue)
        /// A straight line to a point.
        case line(PointValue)
        /// A quadratic Bézier curve.
        case quadCurve(to: PointValue, control: PointValue)
        /// A cubic Bézier curve.
        case curve(to: PointValue, control1: PointValue, control2: PointValue)
        /// Closes the current subpath.
        case close
    }
    /// The commands, in order.
    public var elements: [Element]
    /// A path of these commands.
    public init(elements: [Element]) { self.elements = elements }
}

/// How an outline is stroked: width, caps, joins and dashes.
public struct StrokeStyleValue: Codable, Hashable, Sendable {
    /// How line ends are drawn.
    public enum Cap: String, Codable, Hashable, Sendable { case butt, round, square }
    /// How corners are joined.
    public enum Join: String, Codable, Hashable, Sendable { case miter, round, bevel }
    /// Width in points.
    public var lineWidth: Double
    /// How line ends are drawn.
    public var lineCap: Cap
    /// How corners are joined.
    public var lineJoin: Join
    /// How far a mitered corner may reach, as a multiple of the width, before it is beveled.
    public var miterLimit: Double
    /// Lengths of alternating painted and unpainted segments; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// A stroke style; a 1-point solid line unless given.
    public init(lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
