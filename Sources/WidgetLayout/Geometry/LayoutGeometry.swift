import Foundation
import WidgetArchive

/// A rectangle in points, in the widget's coordinate space (origin top-left, y down).
public struct RectValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// A rectangle at an origin with a size.
    public init(origin: PointValue, size: SizeValue) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// An empty rectangle at the origin.
    public static let zero = RectValue(x: 0, y: 0, width: 0, height: 0)
    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }
    /// The vertical center.
    public var midY: Double { y + height / 2 }
    /// The width and height.
    public var size: SizeValue { SizeValue(width: width, height: height) }
    /// The top-left corner.
    public var origin: PointValue { PointValue(x: x, y: y) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> RectValue { RectValue(x: x + dx, y: y + dy, width: width, height: height) }
    /// The rectangle shrunk by insets on each edge.
    public func insetBy(_ e: EdgeInsetsValue) -> RectValue {
        RectValue(x: x + e.leading, y: y + e.top, width: max(0, width - e.leading - e.trailing), height: max(0, height - e.top - e.bottom))
    }
    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of rounding.
    public func contains(_ other: RectValue, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
    /// Whether the point lies in the rectangle; the top and left edges are in, the bottom and
    /// right edges out, so adjacent rectangles never both contain a point.
    public func contains(_ point: PointValue) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(x, y, width×height)`, for dumps and messages.
    public var description: String {
        "(\(ArchiveDump.num(x)), \(ArchiveDump.num(y)), \(ArchiveDump.num(width))×\(ArchiveDump.num(height)))"
    }
}

/// What a parent offers a child: a number, 0 (minimum), `.infinity` (maximum) or nil (ideal).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width; nil leaves it to the view.
    public var width: Double?
    /// The proposed height; nil leaves it to the view.
    public var height: Double?
    /// A proposal of `width` by `height`; nil for an unspecified dimension.
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: SizeValue) { self.init(width: size.width, height: size.height) }

    /// No proposal: asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// A zero proposal: asks for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// An infinite proposal: asks for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// SwiftUI's default for nil dimensions is 10.
    public func replacingUnspecifiedDimensions(by size: SizeValue = SizeValue(width: 10, height: 10)) -> SizeValue {
        SizeValue(width: width ?? size.width, height: height ?? size.height)
    }

    /// `width×height`, with `nil` for an unspecified dimension, for dumps.
    public var description: String {
        "\(width.map(ArchiveDump.num) ?? "nil")×\(height.map(ArchiveDump.num) ?? "nil")"
    }
}
