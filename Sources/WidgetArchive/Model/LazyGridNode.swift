import Foundation

/// `LazyVGrid` (columns, grows down) or `LazyHGrid` (rows, grows sideways).
///
/// The tracks' lengths come from the size layout proposes, so the extension cannot resolve
/// them into stacks: the grid keeps its `GridItem`s and the engine sizes the tracks. The
/// children are the cells in source order. Introduced in archive version 3.
public struct LazyGridNode: Codable, Hashable, Sendable {
    /// `.vertical`: `LazyVGrid`, `items` are columns. `.horizontal`: `LazyHGrid`, `items` are rows.
    public var axis: AxisValue
    /// The columns (or rows), in order.
    public var items: [GridItemValue]
    /// The grid's alignment: the horizontal part for a `LazyVGrid`, the vertical part for a
    /// `LazyHGrid`; it aligns each cell in its track when the item has no alignment.
    public var alignment: AlignmentValue
    /// Between rows (`LazyVGrid`) or columns (`LazyHGrid`); nil for the default 8 points.
    public var spacing: Double?

    /// A grid along `axis` with its items, alignment and spacing.
    public init(axis: AxisValue, items: [GridItemValue], alignment: AlignmentValue = .center, spacing: Double? = nil) {
        self.axis = axis; self.items = items; self.alignment = alignment; self.spacing = spacing
    }
}

/// One `GridItem`: a column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItemValue: Codable, Hashable, Sendable {
    /// How long the track is.
    public enum Size: Codable, Hashable, Sendable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(Double)
        /// The grid's length less fixed tracks and spacing, shared with the other flexible
        /// and adaptive tracks, clamped to the bounds; nil maximum is unbounded.
        case flexible(minimum: Double, maximum: Double?)
        /// A flexible share holding as many tracks of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double?)
    }
    /// How long the track is.
    public var size: Size
    /// Space after this track (before the next); nil for the default 8 points.
    public var spacing: Double?
    /// How a cell sits in its track; nil uses the grid's alignment and centres the other axis.
    public var alignment: AlignmentValue?

    /// An item of a size, with optional spacing and alignment.
    public init(size: Size, spacing: Double? = nil, alignment: AlignmentValue? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}
