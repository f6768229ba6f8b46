import Foundation
package import WidgetArchive

/// A guide that aligns views along the horizontal axis (in a `VStack`, a frame).
public struct HorizontalAlignment: Equatable, Sendable {
    package let value: HorizontalAlignmentValue
    init(_ value: HorizontalAlignmentValue) { self.value = value }
    /// Aligns the leading edges.
    public static let leading = HorizontalAlignment(.leading)
    /// Aligns the horizontal centers.
    public static let center = HorizontalAlignment(.center)
    /// Aligns the trailing edges.
    public static let trailing = HorizontalAlignment(.trailing)
    /// Where a list row's separator starts; the leading edge here, since widgets have no lists.
    public static let listRowSeparatorLeading = HorizontalAlignment(.leading)
    /// Where a list row's separator ends; the trailing edge here, since widgets have no lists.
    public static let listRowSeparatorTrailing = HorizontalAlignment(.trailing)
}

/// A guide that aligns views along the vertical axis (in an `HStack`, a frame).
public struct VerticalAlignment: Equatable, Sendable {
    package let value: VerticalAlignmentValue
    init(_ value: VerticalAlignmentValue) { self.value = value }
    /// Aligns the top edges.
    public static let top = VerticalAlignment(.top)
    /// Aligns the vertical centers.
    public static let center = VerticalAlignment(.center)
    /// Aligns the bottom edges.
    public static let bottom = VerticalAlignment(.bottom)
    /// Aligns the baselines of the first line of text.
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    /// Aligns the baselines of the last line of text.
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// A horizontal and a vertical alignment together, as `ZStack` and frames use them.
public struct Alignment: Equatable, Sendable {
    /// Where content sits horizontally.
    public var horizontal: HorizontalAlignment
    /// Where content sits vertically.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Horizontally centered, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Horizontally centered, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    package var archived: AlignmentValue { AlignmentValue(horizontal: horizontal.value, vertical: vertical.value) }
}
