import Foundation
import WidgetArchive

// Small value types and helpers shared by the layout files.

/// A child's answer to a proposal: its size and, when it has text in it, its baselines
/// (distances from its top). nil baselines mean "none of its own": alignment then uses the
/// height, as SwiftUI's default guide for non-text views.
struct Measured: Hashable {
    var size: SizeValue
    var firstBaseline: Double?
    var lastBaseline: Double?

    init(size: SizeValue, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = SizeValue(width: Layout.finite(size.width), height: Layout.finite(size.height))
        self.firstBaseline = firstBaseline.map(Layout.finite)
        self.lastBaseline = lastBaseline.map(Layout.finite)
    }

    static let zero = Measured(size: SizeValue(width: 0, height: 0))

    /// The same baselines seen from a container that places this view `dy` below its top.
    func baselines(shiftedBy dy: Double) -> (first: Double?, last: Double?) {
        (firstBaseline.map { $0 + dy }, lastBaseline.map { $0 + dy })
    }
}

/// Where a container puts one of its children (relative to the container's origin) and
/// with which proposal it is placed.
struct ChildPlacement {
    var item: LayoutItem
    var proposal: ProposedSize
    var offset: PointValue
}

struct LayerPlacement {
    var role: LaidOutNode.LayerRole
    var item: LayoutItem
    var proposal: ProposedSize
    var offset: PointValue
}

/// The result of running one node's layout for one proposal: its own answer, and (when
/// placing) where its children and secondary views go.
struct Arrangement {
    var measured: Measured
    var children: [ChildPlacement] = []
    var layers: [LayerPlacement] = []
    var text: TextMeasurement?
    /// The image measurer did not know the image (a placeholder size was used).
    var unknownImage = false
    /// Report children that stick out of this node (fixed/flexible frames, padding).
    var checksOverflow = false

    init(_ measured: Measured) { self.measured = measured }
    init(size: SizeValue) { self.measured = Measured(size: size) }
}

enum Layout {
    /// Nesting deeper than this is not laid out (`layout-too-deep`).
    static let maxDepth = 256
    /// SwiftUI's default distance between stack children.
    static let defaultSpacing = 8.0
    static let defaultSpacerMinLength = 8.0
    /// Size used for images the measurer does not know.
    static let unknownImageSize = SizeValue(width: 20, height: 20)
    /// How far a frame may stick out before it counts as overflowing (points).
    static let overflowTolerance = 0.5

    /// NaN → 0; infinities are kept (they are meaningful in proposals).
    static func finite(_ v: Double) -> Double { v.isNaN ? 0 : v }

    /// A length from a proposal: NaN → nil (unspecified), negative → 0.
    static func proposalLength(_ v: Double?) -> Double? {
        guard let v, !v.isNaN else { return nil }
        return max(0, v)
    }

    static func sanitized(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposalLength(p.width), height: proposalLength(p.height))
    }

    /// Shares of a possibly infinite amount.
    static func share(_ available: Double, among count: Int) -> Double {
        if available.isNaN { return 0 }
        if available == .infinity { return .infinity }
        return max(available / Double(max(count, 1)), 0)
    }

    // MARK: Axes

    static func major(_ p: ProposedSize, _ axis: AxisValue) -> Double? { axis == .horizontal ? p.width : p.height }
    static func minor(_ p: ProposedSize, _ axis: AxisValue) -> Double? { axis == .horizontal ? p.height : p.width }
    static func major(_ s: SizeValue, _ axis: AxisValue) -> Double { axis == .horizontal ? s.width : s.height }
    static func minor(_ s: SizeValue, _ axis: AxisValue) -> Double { axis == .horizontal ? s.height : s.width }
    static func proposal(major: Double?, minor: Double?, _ axis: AxisValue) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }
    static func size(major: Double, minor: Double, _ axis: AxisValue) -> SizeValue {
        axis == .horizontal ? SizeValue(width: major, height: minor) : SizeValue(width: minor, height: major)
    }
    static func point(major: Double, minor: Double, _ axis: AxisValue) -> PointValue {
        axis == .horizontal ? PointValue(x: major, y: minor) : PointValue(x: minor, y: major)
    }

    // MARK: Alignment guides (§3.10)

    static func guide(_ a: HorizontalAlignmentValue, width: Double) -> Double {
        switch a {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// A child's vertical guide: baselines come from its text, else its height.
    static func guide(_ a: VerticalAlignmentValue, of m: Measured) -> Double {
        switch a {
        case .top: 0
        case .center: m.size.height / 2
        case .bottom: m.size.height
        case .firstTextBaseline: m.firstBaseline ?? m.size.height
        case .lastTextBaseline: m.lastBaseline ?? m.size.height
        }
    }

    /// A container's own vertical guide (it has no baselines of its own: default height).
    static func guide(_ a: VerticalAlignmentValue, height: Double) -> Double {
        switch a {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// Offset of a child of `child` size aligned in a container of `container` size.
    static func align(_ child: Measured, in container: SizeValue, _ alignment: AlignmentValue) -> PointValue {
        PointValue(
            x: finite(guide(alignment.horizontal, width: container.width) - guide(alignment.horizontal, width: child.size.width)),
            y: finite(guide(alignment.vertical, height: container.height) - guide(alignment.vertical, of: child)))
    }
}

extension PointValue {
    static func + (a: PointValue, b: PointValue) -> PointValue { PointValue(x: a.x + b.x, y: a.y + b.y) }
}
