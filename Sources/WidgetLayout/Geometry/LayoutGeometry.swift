import Foundation
import WidgetArchive

/// A rectangle in points, in the widget's coordinate space (origin top-left, y down).
public struct RectValue: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public init(origin: PointValue, size: SizeValue) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = RectValue(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: SizeValue { SizeValue(width: width, height: height) }
    public var origin: PointValue { PointValue(x: x, y: y) }

    public func offsetBy(dx: Double, dy: Double) -> RectValue { RectValue(x: x + dx, y: y + dy, width: width, height: height) }
    public func insetBy(_ e: EdgeInsetsValue) -> RectValue {
        RectValue(x: x + e.leading, y: y + e.top, width: max(0, width - e.leading - e.trailing), height: max(0, height - e.top - e.bottom))
    }
    public func contains(_ other: RectValue, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
    /// Whether the point lies in the rectangle; the top and left edges are in, the bottom and
    /// right edges out, so adjacent rectangles never both contain a point.
    public func contains(_ point: PointValue) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public var description: String {
        "(\(ArchiveDump.num(x)), \(ArchiveDump.num(y)), \(ArchiveDump.num(width))×\(ArchiveDump.num(height)))"
    }
}

/// What a parent offers a child: a number, 0 (minimum), `.infinity` (maximum) or nil (ideal).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: SizeValue) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// SwiftUI's default for nil dimensions is 10.
    public func replacingUnspecifiedDimensions(by size: SizeValue = SizeValue(width: 10, height: 10)) -> SizeValue {
        SizeValue(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "\(width.map(ArchiveDump.num) ?? "nil")×\(height.map(ArchiveDump.num) ?? "nil")"
    }
}
