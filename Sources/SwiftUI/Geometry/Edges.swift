import Foundation
package import WidgetArchive

/// One edge of a rectangle, named by layout direction (leading and trailing, not left and right).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` and `ignoresSafeArea` take.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits, one per `Edge` raw value.
        public let rawValue: Int8
        /// Creates a set from its bit pattern.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        /// Only the top edge.
        public static let top = Set(.top)
        /// Only the leading edge.
        public static let leading = Set(.leading)
        /// Only the bottom edge.
        public static let bottom = Set(.bottom)
        /// Only the trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets from each edge of a rectangle, in points.
public struct EdgeInsets: Equatable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    package var archived: EdgeInsetsValue {
        EdgeInsetsValue(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
    package init(_ value: EdgeInsetsValue) {
        self.init(top: CGFloat(value.top), leading: CGFloat(value.leading), bottom: CGFloat(value.bottom), trailing: CGFloat(value.trailing))
    }
}

/// The horizontal or vertical axis of a layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes, as `fixedSize` and scroll views take.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Creates a set from its bit pattern.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Only the horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// Only the vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// How content is scaled into a frame: `fit` shows all of it, `fill` covers the frame and may be cropped.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
    package var archived: ContentModeValue { self == .fit ? .fit : .fill }
}
