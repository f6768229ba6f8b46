import Foundation

/// Modifiers that survive resolution because layout or drawing depends on them.
/// Styling modifiers (font, foregroundStyle, lineLimit...) are folded into the leaves.
public indirect enum Modifier: Codable, Hashable, Sendable {
    /// `padding`: insets around the child.
    case padding(EdgeInsetsValue)
    /// `frame(width:height:alignment:)`; a nil dimension is the child's own.
    case frame(width: Double?, height: Double?, alignment: AlignmentValue)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
    /// `.infinity` is kept as infinity.
    case flexibleFrame(FlexibleFrame)
    /// `background`: a node behind the child, aligned in its frame.
    case background(Node, alignment: AlignmentValue)
    /// `overlay`: a node in front of the child, aligned in its frame.
    case overlay(Node, alignment: AlignmentValue)
    /// `opacity`: the child drawn at this opacity, 0...1.
    case opacity(Double)
    case hidden
    /// `clipShape`/`clipped`: the child clipped to a shape in its frame.
    case clip(ShapeGeometry, antialiased: Bool)
    /// `mask`: only where the node is opaque does the child show.
    case mask(Node, alignment: AlignmentValue)
    /// `shadow`: a blurred, offset shadow of the child in a color.
    case shadow(color: Paint, radius: Double, x: Double, y: Double)
    /// `blur`: the child blurred by a radius in points.
    case blur(radius: Double, opaque: Bool)
    /// `offset`: the child drawn moved; layout is unchanged.
    case offset(x: Double, y: Double)
    /// `rotationEffect`: the child drawn rotated around an anchor; layout is unchanged.
    case rotation(degrees: Double, anchor: UnitPointValue)
    /// `scaleEffect`: the child drawn scaled around an anchor; layout is unchanged.
    case scale(x: Double, y: Double, anchor: UnitPointValue)
    /// `layoutPriority`: the child's priority when siblings share space.
    case layoutPriority(Double)
    /// `fixedSize`: the child takes its ideal size along the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// nil ratio: the child's ideal aspect ratio.
    case aspectRatio(Double?, contentMode: ContentModeValue)
    /// `zIndex`: the child's drawing order among overlapping siblings.
    case zIndex(Double)
    /// `accessibilityLabel`: what VoiceOver reads for the child.
    case accessibility(label: String)
    /// Part of the accent group in `accented` rendering mode.
    case widgetAccentable(Bool)
    /// `position(_:)` / `position(x:y:)` (archive version 4): the modifier takes the whole
    /// proposal as its frame and puts the child's centre at this point in that frame.
    case position(x: Double, y: Double)
    /// `Button(intent:)` / `Toggle(isOn:intent:)` (archive version 6): the child is the
    /// control's label; a tap on it performs the intent in the widget extension.
    case intentAction(IntentAction)
    /// `invalidatableContent()` (archive version 7): the child is drawn as it is, and in its
    /// invalidated look (`RedactionReasons.invalidated`) while an interactive intent of the
    /// widget runs, which the host draws by rewriting this modifier (`opacity` 0.5).
    case invalidatable
    /// One of a `Toggle(isOn:intent:)`'s two looks, both rendered when the widget archives its
    /// entry (archive version 7): the child is the look for `isOn`, below an `opacity` of 1 when
    /// the toggle shows that state and 0 otherwise, so the host can flip the toggle at once on
    /// a tap, before `perform()` returns. Layout passes through it.
    case toggleLook(isOn: Bool)
}

/// The limits of a `frame(minWidth:…maxHeight:alignment:)`; nil leaves a limit to the child.
public struct FlexibleFrame: Codable, Hashable, Sendable {
    /// The least width; nil for none.
    public var minWidth: Double?
    /// The width the frame prefers; nil for the child's.
    public var idealWidth: Double?
    /// The greatest width; `.infinity` to take all offered.
    public var maxWidth: Double?
    /// The least height; nil for none.
    public var minHeight: Double?
    /// The height the frame prefers; nil for the child's.
    public var idealHeight: Double?
    /// The greatest height; `.infinity` to take all offered.
    public var maxHeight: Double?
    /// Where the child sits in the frame.
    public var alignment: AlignmentValue

    /// A flexible frame; every limit nil and centered unless given.
    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: AlignmentValue = .center
    ) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
