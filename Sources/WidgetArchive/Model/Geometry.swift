import Foundation

// Geometry in the archive is plain Doubles in points; pixel snapping happens at raster time.

/// A width and height in points.
public struct SizeValue: Codable, Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A point in points.
public struct PointValue: Codable, Hashable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double
    /// The point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A point in unit coordinates of a frame (SwiftUI's `UnitPoint`).
public typealias UnitPointValue = PointValue

/// Insets from each edge, in points.
public struct EdgeInsetsValue: Codable, Hashable, Sendable {
    /// Inset from the top.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double
    /// Insets from each edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A horizontal alignment guide.
public enum HorizontalAlignmentValue: String, Codable, Hashable, Sendable {
    case leading, center, trailing
}

/// A vertical alignment guide, including the text baselines.
public enum VerticalAlignmentValue: String, Codable, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A horizontal and a vertical alignment together.
public struct AlignmentValue: Codable, Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignmentValue
    /// The vertical part.
    public var vertical: VerticalAlignmentValue
    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignmentValue, vertical: VerticalAlignmentValue) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centered both ways.
    public static let center = AlignmentValue(horizontal: .center, vertical: .center)
}

/// A layout axis.
public enum AxisValue: String, Codable, Hashable, Sendable { case horizontal, vertical }

/// How content is scaled into a frame: fit shows all of it, fill covers the frame.
public enum ContentModeValue: String, Codable, Hashable, Sendable { case fit, fill }
