import Foundation
internal import WidgetArchive

/// A row of a `Grid`: each view in its content is the next cell, from the first column.
///
/// Outside a `Grid` a row is laid out as a grid of that one row.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (nil: the grid's vertical alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        [Node(id: "", content: .grid(.row(GridRowValue(alignment: alignment?.value))), children: context.resolve(content))]
    }
}
