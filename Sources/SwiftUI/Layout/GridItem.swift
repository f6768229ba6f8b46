import Foundation
internal import WidgetArchive

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size, the spacing after it and
/// how its cells are aligned.
public struct GridItem: Sendable {
    /// How long a grid item's track is.
    public enum Size: Sendable {
        /// A single track of exactly this length.
        case fixed(CGFloat)
        /// A single track sharing what fixed tracks and spacing leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in one flexible share, grown up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The item's size.
    public var size: GridItem.Size
    /// Space after this item's track(s); nil for the default.
    public var spacing: CGFloat?
    /// How cells sit in this item's track(s); nil for the grid's alignment.
    public var alignment: Alignment?

    /// An item of a size (flexible by default), with spacing and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    /// The archived form; an unbounded maximum is written as none.
    var archived: GridItemValue {
        func bound(_ v: CGFloat) -> Double? { v == .infinity ? nil : Double(v) }
        let size: GridItemValue.Size =
            switch self.size {
            case .fixed(let v): .fixed(Double(v))
            case .flexible(let mn, let mx): .flexible(minimum: Double(mn), maximum: bound(mx))
            case .adaptive(let mn, let mx): .adaptive(minimum: Double(mn), maximum: bound(mx))
            }
        return GridItemValue(size: size, spacing: spacing.map(Double.init), alignment: alignment?.archived)
    }
}

/// Resolves grid content into one lazy grid node; the engine sizes the tracks.
@MainActor
func resolveLazyGrid<Content: View>(
    _ axis: AxisValue, _ items: [GridItem], _ alignment: AlignmentValue, _ spacing: CGFloat?, _ content: Content, _ context: ResolveContext
) -> [ResolvedNode] {
    let grid = LazyGridNode(axis: axis, items: items.map(\.archived), alignment: alignment, spacing: spacing.map(Double.init))
    return [Node(id: "", content: .lazyGrid(grid), children: context.resolve(content))]
}
