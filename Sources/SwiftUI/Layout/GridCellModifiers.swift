import Foundation
internal import WidgetArchive

extension View {
    /// Makes this view, as a cell of a `GridRow`, span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(
            _GridCellModifier { context in
                let bounded = min(max(count, 1), GridNode.maximumColumns)
                if bounded != count {
                    context.diagnose(
                        .warning, "invalid-grid-cell-columns", "gridCellColumns(\(count)) is outside 1...\(GridNode.maximumColumns); \(bounded) is used")
                }
                return GridCellValue(columns: bounded)
            })
    }

    /// Aligns every cell of the grid column this view is in horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier { _ in GridCellValue(columnAlignment: guide.value) })
    }

    /// Places this view in its grid cell so that its `anchor` point meets the cell's same
    /// point, instead of the grid's, row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(
            _GridCellModifier { context in
                guard anchor.x.isFinite, anchor.y.isFinite else {
                    context.diagnose(.warning, "invalid-grid-cell-anchor", "gridCellAnchor(\(anchor)) is not finite and was ignored")
                    return GridCellValue()
                }
                return GridCellValue(anchor: anchor.archived)
            })
    }

    /// Keeps this view from sizing its grid column (`.horizontal`) or row (`.vertical`): along
    /// those axes it takes the size the other cells give the column or row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        var values: [AxisValue] = []
        if axes.contains(.horizontal) { values.append(.horizontal) }
        if axes.contains(.vertical) { values.append(.vertical) }
        return modifier(_GridCellModifier { _ in GridCellValue(unsizedAxes: values) })
    }
}

/// Wraps each resolved view in a grid cell node holding a grid modifier's value; a cell node
/// directly inside takes the new value too, so a chain of grid modifiers is one node.
public struct _GridCellModifier: ViewModifier, PrimitiveModifier {
    /// Primitive modifier: it has no body; the engine applies it.
    public typealias Body = Never
    let make: @MainActor (ResolveContext) -> GridCellValue

    init(_ make: @escaping @MainActor (ResolveContext) -> GridCellValue) { self.make = make }

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        let value = make(context)
        return nodes.map { node in
            if case .grid(.cell(let inner)) = node.content {
                // The outer (later) modifier wins, as for SwiftUI's traits.
                var merged = inner
                merged.columns = value.columns ?? inner.columns
                merged.columnAlignment = value.columnAlignment ?? inner.columnAlignment
                merged.anchor = value.anchor ?? inner.anchor
                merged.unsizedAxes = value.unsizedAxes ?? inner.unsizedAxes
                var copy = node
                copy.content = .grid(.cell(merged))
                return copy
            }
            // An explicit identity stays on the outermost node.
            var inner = node
            inner.id = ""
            return Node(id: node.id, content: .grid(.cell(value)), children: [inner])
        }
    }
}
