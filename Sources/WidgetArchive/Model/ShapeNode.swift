import Foundation

public struct ShapeNode: Codable, Hashable, Sendable {
    public enum Drawing: Codable, Hashable, Sendable {
        case fill(Paint, evenOdd: Bool)
        /// `stroke` centres the line on the outline; `strokeBorder` (inside: true) insets it.
        case stroke(Paint, StrokeStyleValue, inside: Bool)
    }
    public var geometry: ShapeGeometry
    public var drawing: Drawing
    /// `inset(by:)`.
    public var inset: Double
    /// `trim(from:to:)` as fractions of the outline.
    public var trimFrom: Double
    public var trimTo: Double

    public init(geometry: ShapeGeometry, drawing: Drawing, inset: Double = 0, trimFrom: Double = 0, trimTo: Double = 1) {
        self.geometry = geometry; self.drawing = drawing; self.inset = inset; self.trimFrom = trimFrom; self.trimTo = trimTo
    }
}

public enum CornerStyleValue: String, Codable, Hashable, Sendable { case circular, continuous }

public enum ShapeGeometry: Codable, Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyleValue)
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: CornerStyleValue)
    case circle
    case ellipse
    case capsule(style: CornerStyleValue)
    /// Concentric with the widget's own corners; the host knows the radius.
    case containerRelative
    /// A custom `Shape`'s path, evaluated by the author's code in a rect of `referenceSize`
    /// and scaled by the renderer to the laid-out frame. A zero reference size (a `Path`
    /// used as a view) means absolute coordinates in the frame, never scaled.
    case path(PathData, referenceSize: SizeValue)
}

public struct PathData: Codable, Hashable, Sendable {
    public enum Element: Codable, Hashable, Sendable {
        case move(PointValue)
        case line(PointValue)
        case quadCurve(to: PointValue, control: PointValue)
        case curve(to: PointValue, control1: PointValue, control2: PointValue)
        case close
    }
    public var elements: [Element]
    public init(elements: [Element]) { self.elements = elements }
}

public struct StrokeStyleValue: Codable, Hashable, Sendable {
    public enum Cap: String, Codable, Hashable, Sendable { case butt, round, square }
    public enum Join: String, Codable, Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: Cap
    public var lineJoin: Join
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
