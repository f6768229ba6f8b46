import Foundation
internal import WidgetArchive

/// A grid of columns that grows downwards; cells fill each row from the leading edge.
///
/// In a widget every cell is made at once (nothing scrolls), so `pinnedViews` has no effect.
/// Column widths come from the `GridItem`s and the width the grid is offered, as in SwiftUI.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A grid with columns, the cells' horizontal alignment, the spacing between rows
    /// (nil for the default) and pinned views.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}

extension LazyVGrid: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveLazyGrid(.vertical, columns, AlignmentValue(horizontal: alignment.value, vertical: .center), spacing, content, context)
    }
}
