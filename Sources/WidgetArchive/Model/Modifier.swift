import Foundation

/// Modifiers that survive resolution because layout or drawing depends on them.
/// Styling modifiers (font, foregroundStyle, lineLimit...) are folded into the leaves.
public indirect enum Modifier: Codable, Hashable, Sendable {
    case padding(EdgeInsetsValue)
    /// `frame(width:height:alignment:)`; a nil dimension is the child's own.
    case frame(width: Double?, height: Double?, alignment: AlignmentValue)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` is kept as infinity.
    case flexibleFrame(FlexibleFrame)
    case background(Node, alignment: AlignmentValue)
    case overlay(Node, alignment: AlignmentValue)
    case opacity(Double)
    case hidden
    case clip(ShapeGeometry, antialiased: Bool)
    case mask(Node, alignment: AlignmentValue)
    case shadow(color: Paint, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    case offset(x: Double, y: Double)
    case rotation(degrees: Double, anchor: UnitPointValue)
    case scale(x: Double, y: Double, anchor: UnitPointValue)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// nil ratio: the child's ideal aspect ratio.
    case aspectRatio(Double?, contentMode: ContentModeValue)
    case zIndex(Double)
    case accessibility(label: String)
    /// Part of the accent group in `accented` rendering mode.
    case widgetAccentable(Bool)
}

public struct FlexibleFrame: Codable, Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: AlignmentValue

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: AlignmentValue = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
