import Foundation
package import WidgetArchive

/// An angle, stored in radians, that gradients, rotations and trims take.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { self.radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static let zero = Angle()
    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle with its sign flipped.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

/// A point in a view's unit coordinate space: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0 at the leading edge and 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position, 0 at the top and 1 at the bottom.
    public var y: CGFloat
    /// The top-leading corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// The point at `x`, `y` in unit coordinates.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    package var archived: PointValue { PointValue(x: Double(x), y: Double(y)) }
}

/// A size proposal (`Shape.sizeThatFits`, layout); nil dimensions are unspecified.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil leaves it to the view.
    public var width: CGFloat?
    /// The proposed height; nil leaves it to the view.
    public var height: CGFloat?
    /// A proposal of `width` by `height`; nil for an unspecified dimension.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// A zero proposal: asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// An infinite proposal: asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// No proposal in either dimension: asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal as a size, with each unspecified dimension taken from `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
