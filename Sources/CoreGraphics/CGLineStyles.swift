/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt
    /// Round ends, half the line width beyond the end points.
    case round
    /// Square ends, half the line width beyond the end points.
    case square
}

/// How the corners of stroked lines are joined.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled past the miter limit.
    case miter
    /// Round corners.
    case round
    /// Corners cut off flat.
    case bevel
}

/// Which points are inside a path that crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding
    /// An odd number of crossings.
    case evenOdd
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill
    /// Fill with the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (non-zero winding), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

/// How drawing combines with what is below. Recorded drawing is composited as `normal`;
/// `clear` and `copy` over the whole context are honoured (docs/UIKIT.md).
public enum CGBlendMode: Int32, Sendable {
    /// Draws over what is below.
    case normal
    /// Multiplies colors.
    case multiply
    /// Screens colors.
    case screen
    /// Overlays colors.
    case overlay
    /// Keeps the darker color.
    case darken
    /// Keeps the lighter color.
    case lighten
    /// Brightens what is below.
    case colorDodge
    /// Darkens what is below.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference of colors.
    case difference
    /// Like difference, lower contrast.
    case exclusion
    /// The hue of what is drawn.
    case hue
    /// The saturation of what is drawn.
    case saturation
    /// The hue and saturation of what is drawn.
    case color
    /// The luminosity of what is drawn.
    case luminosity
    /// Erases what is below where drawn.
    case clear
    /// Replaces what is below.
    case copy
    /// Draws only where something is below.
    case sourceIn
    /// Draws only where nothing is below.
    case sourceOut
    /// Draws only over what is below, keeping it elsewhere.
    case sourceAtop
    /// Draws below what is there.
    case destinationOver
    /// Keeps what is below only where drawn.
    case destinationIn
    /// Keeps what is below only where not drawn.
    case destinationOut
    /// Keeps what is below where drawn, and what is drawn elsewhere.
    case destinationAtop
    /// Exclusive or of coverage.
    case xor
    /// Darkens by adding.
    case plusDarker
    /// Lightens by adding.
    case plusLighter
}
