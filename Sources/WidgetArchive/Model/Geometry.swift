import Foundation

// Geometry in the archive is plain Doubles in points; pixel snapping happens at raster time.

public struct SizeValue: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

public struct PointValue: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A point in unit coordinates of a frame (SwiftUI's `UnitPoint`).
public typealias UnitPointValue = PointValue

public struct EdgeInsetsValue: Codable, Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public enum HorizontalAlignmentValue: String, Codable, Hashable, Sendable {
    case leading, center, trailing
}

public enum VerticalAlignmentValue: String, Codable, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

public struct AlignmentValue: Codable, Hashable, Sendable {
    public var horizontal: HorizontalAlignmentValue
    public var vertical: VerticalAlignmentValue
    public init(horizontal: HorizontalAlignmentValue, vertical: VerticalAlignmentValue) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = AlignmentValue(horizontal: .center, vertical: .center)
}

public enum AxisValue: String, Codable, Hashable, Sendable { case horizontal, vertical }

public enum ContentModeValue: String, Codable, Hashable, Sendable { case fit, fill }
