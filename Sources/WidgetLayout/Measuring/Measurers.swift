import Foundation
import WidgetArchive

/// The size text takes, as the text engine (Pango in the renderer, fixed metrics in tests)
/// lays it out for a proposal.
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest laid-out line (≤ proposed width unless a single glyph is wider),
    /// height of the lines shown.
    public var size: SizeValue
    /// Distances from the top of the text's frame to the first and last baselines.
    public var firstBaseline: Double
    /// Distance from the top of the frame to the last baseline.
    public var lastBaseline: Double
    /// How many lines are shown.
    public var lineCount: Int
    /// True when lines were cut (lineLimit or height) or a line ends in an ellipsis.
    public var isTruncated: Bool
    /// The font scale applied to fit (`minimumScaleFactor`), 1 when none.
    public var scale: Double

    /// A measurement from its parts.
    public init(size: SizeValue, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool = false, scale: Double = 1) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.isTruncated = isTruncated; self.scale = scale
    }
}

/// Measures text for layout. `proposal.width == nil` (or infinite) asks for the ideal,
/// single-line width (only hard line breaks wrap); a width wraps at word boundaries,
/// breaking over-long words between characters; a height (or `lineLimit`) limits lines,
/// truncating the last with an ellipsis, never fewer than one line.
public protocol TextMeasurer: Sendable {
    /// The size `text` takes for `proposal`, with its baselines and line count.
    func measure(_ text: TextNode, proposal: ProposedSize) -> TextMeasurement
}

/// Natural sizes of images that are not resizable: asset and bitmap images at their
/// pixel size divided by scale, symbols sized by their font. `nil` when unknown (missing
/// asset): layout then uses a placeholder size and reports it.
public protocol ImageMeasurer: Sendable {
    /// The image's natural size in points; nil when it is unknown.
    func naturalSize(of image: ImageNode) -> SizeValue?
}
