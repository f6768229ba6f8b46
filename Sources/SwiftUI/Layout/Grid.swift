import Foundation
internal import WidgetArchive

/// A container that arranges its rows and columns together: every cell of a column as wide
/// as the column's widest cell, every cell of a row as tall as the row's tallest cell.
///
/// Rows are `GridRow`s; any other view in the content is a row of its own that spans every
/// column (a `Divider` between rows, a heading). Columns are sized from the cells by the
/// engine (docs/SWIFTUI-GRIDS.md), since that needs the size the grid is offered.
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid with the cells' alignment, the spacing between columns and between rows (nil
    /// for the platform's default) and its rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        func spacing(_ v: CGFloat?, _ name: String) -> Double? {
            guard let v else { return nil }
            guard v.isFinite else {
                context.diagnose(.warning, "invalid-grid-spacing", "Grid \(name) \(v) is not a finite number; the default spacing is used")
                return nil
            }
            return Double(v)
        }
        let grid = GridValue(
            alignment: alignment.archived, horizontalSpacing: spacing(horizontalSpacing, "horizontalSpacing"),
            verticalSpacing: spacing(verticalSpacing, "verticalSpacing"))
        return [Node(id: "", content: .grid(.grid(grid)), children: context.resolve(content))]
    }
}
