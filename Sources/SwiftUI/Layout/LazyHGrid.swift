import Foundation
internal import WidgetArchive

/// A grid of rows that grows sideways; cells fill each column from the top.
///
/// In a widget every cell is made at once (nothing scrolls), so `pinnedViews` has no effect.
/// Row heights come from the `GridItem`s and the height the grid is offered, as in SwiftUI.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A grid with rows, the cells' vertical alignment, the spacing between columns (nil
    /// for the default) and pinned views.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension LazyHGrid: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveLazyGrid(.horizontal, rows, AlignmentValue(horizontal: .center, vertical: alignment.value), spacing, content, context)
    }
}
