import Foundation
import WidgetArchive

// Grid and GridRow (iOS 16): unlike the lazy grids (GridLayout.swift), the tracks are sized
// from the cells, every cell of a column and row measured (docs/SWIFTUI-GRIDS.md):
//   1. Rows are the grid's GridRow children; any other child is a row of one cell spanning
//      every column. The grid has as many columns as its widest row (spans counted); shorter
//      rows leave their last columns empty.
//   2. Columns: each column answers an offer with the widest of its one-column cells'
//      widths for `offer × nil`. A spanning cell raises its columns equally when its
//      minimum (offered 0) or maximum (offered ∞) is more than theirs and the spacing between.
//   3. Offered a width, the columns share it as an HStack's children do: least flexible
//      first (maximum − minimum), each offered what is left divided by the columns left.
//      Offered none, each column takes its widest cell's ideal width.
//   4. Rows: the same along the height, each cell offered its column width (spans: the
//      columns and the spacing between) and the row's height.
//   5. Cells with `gridCellUnsizedAxes` are left out of steps 2–4 along those axes; every
//      cell is then offered its whole cell rectangle and aligned in it: by its anchor, else
//      horizontally by its column's alignment (one-column cells) or the grid's, vertically by
//      its row's or the grid's. Rows aligned by a text baseline line their cells' baselines
//      up and grow to hold them.
extension LayoutRun {
    /// One cell: where it sits and the grid values found on it.
    struct EagerGridCell {
        var item: LayoutItem
        var row: Int
        var column: Int
        var span: Int
        var value: GridCellValue
        var sizesWidth: Bool
        var sizesHeight: Bool
    }

    /// A grid's cells in rows and columns, with the alignments that apply to them.
    struct EagerGridShape {
        var cells: [EagerGridCell] = []
        var rowAlignments: [VerticalAlignmentValue] = []
        var columnAlignments: [HorizontalAlignmentValue?] = []
        var columns = 0
        var alignment = AlignmentValue.center
        var horizontalSpacing = Layout.defaultSpacing
        var verticalSpacing = Layout.defaultSpacing
    }

    /// The grid's rows and cells. A `GridRow` laid out on its own is a grid of that one row.
    func eagerGridShape(_ item: LayoutItem, _ node: GridNode) -> EagerGridShape {
        var shape = EagerGridShape()
        // (alignment, cells, spans every column)
        var rows: [(VerticalAlignmentValue?, [LayoutItem], Bool)] = []
        switch node {
        case .grid(let g):
            shape.alignment = g.alignment
            shape.horizontalSpacing = g.horizontalSpacing ?? Layout.defaultSpacing
            shape.verticalSpacing = g.verticalSpacing ?? Layout.defaultSpacing
            for child in item.children {
                if case .grid(.row(let r)) = child.node.content {
                    if !child.children.isEmpty { rows.append((r.alignment, child.children, false)) }
                } else {
                    rows.append((nil, [child], true))
                }
            }
        case .row(let r):
            rows = item.children.isEmpty ? [] : [(r.alignment, item.children, false)]
        case .cell:
            return shape
        }
        func span(_ cell: LayoutItem) -> Int { min(GridNode.span(of: cell.node), GridNode.maximumColumns) }
        shape.columns = max(1, rows.filter { !$0.2 }.map { min($0.1.reduce(0) { $0 + span($1) }, GridNode.maximumColumns) }.max() ?? 1)
        shape.columnAlignments = Array(repeating: nil, count: shape.columns)
        for (index, (alignment, cells, spansAll)) in rows.enumerated() {
            shape.rowAlignments.append(alignment ?? shape.alignment.vertical)
            var column = 0
            for cell in cells where column < shape.columns {
                let value = GridNode.cellValue(of: cell.node)
                let span = spansAll ? shape.columns : min(span(cell), shape.columns - column)
                let unsized = value.unsizedAxes ?? []
                shape.cells.append(
                    EagerGridCell(
                        item: cell, row: index, column: column, span: span, value: value,
                        sizesWidth: !unsized.contains(.horizontal), sizesHeight: !unsized.contains(.vertical)))
                // The first one-column cell of a column that names an alignment sets it.
                if span == 1, let a = value.columnAlignment, shape.columnAlignments[column] == nil { shape.columnAlignments[column] = a }
                column += span
            }
        }
        return shape
    }

    func arrangeEagerGrid(_ item: LayoutItem, _ node: GridNode, _ p: ProposedSize, placing: Bool) -> Arrangement {
        let shape = eagerGridShape(item, node)
        guard !shape.cells.isEmpty else { return Arrangement(.zero) }
        let hs = shape.horizontalSpacing, vs = shape.verticalSpacing
        let widths = eagerGridColumnWidths(shape, p.width)
        var columnOrigins: [Double] = []
        var x = 0.0
        for w in widths {
            columnOrigins.append(x)
            x += w + hs
        }
        func cellWidth(_ c: EagerGridCell) -> Double {
            widths[c.column..<(c.column + c.span)].reduce(0, +) + hs * Double(c.span - 1)
        }
        var heights = eagerGridRowHeights(shape, p.height, cellWidth)

        // Each cell measured for its whole rectangle; baseline rows grow to hold their cells.
        let rowCount = shape.rowAlignments.count
        var measured = [Measured](repeating: .zero, count: shape.cells.count)
        var baselineGuides = [Double?](repeating: nil, count: rowCount)
        for _ in 0..<2 {
            for (i, c) in shape.cells.enumerated() {
                measured[i] = measure(c.item, ProposedSize(width: cellWidth(c), height: heights[c.row]))
            }
            var grew = false
            for r in 0..<rowCount {
                let alignment = shape.rowAlignments[r]
                guard alignment == .firstTextBaseline || alignment == .lastTextBaseline else { continue }
                let members = shape.cells.indices.filter { shape.cells[$0].row == r && shape.cells[$0].value.anchor == nil }
                let guide = members.map { Layout.guide(alignment, of: measured[$0]) }.max() ?? 0
                baselineGuides[r] = guide
                let extent =
                    members.filter { shape.cells[$0].sizesHeight }
                    .map { guide - Layout.guide(alignment, of: measured[$0]) + measured[$0].size.height }.max() ?? 0
                if extent > heights[r] + 1e-9 {
                    heights[r] = extent
                    grew = true
                }
            }
            if !grew { break }
        }

        var rowOrigins: [Double] = []
        var y = 0.0
        for h in heights {
            rowOrigins.append(y)
            y += h + vs
        }
        let width = widths.reduce(0, +) + hs * Double(widths.count - 1)
        let height = heights.reduce(0, +) + vs * Double(heights.count - 1)
        var a = Arrangement(size: SizeValue(width: max(0, Layout.finite(width)), height: max(0, Layout.finite(height))))

        var first: Double?, last: Double?
        for (i, c) in shape.cells.enumerated() {
            let m = measured[i]
            let box = SizeValue(width: cellWidth(c), height: heights[c.row])
            var offset: PointValue
            if let anchor = c.value.anchor, anchor.x.isFinite, anchor.y.isFinite {
                offset = PointValue(x: anchor.x * (box.width - m.size.width), y: anchor.y * (box.height - m.size.height))
            } else {
                let horizontal = c.span == 1 ? shape.columnAlignments[c.column] ?? shape.alignment.horizontal : shape.alignment.horizontal
                let vertical = shape.rowAlignments[c.row]
                offset = Layout.align(m, in: box, AlignmentValue(horizontal: horizontal, vertical: vertical))
                if let guide = baselineGuides[c.row] { offset.y = guide - Layout.guide(vertical, of: m) }
            }
            offset = PointValue(x: Layout.finite(columnOrigins[c.column] + offset.x), y: Layout.finite(rowOrigins[c.row] + offset.y))
            let b = m.baselines(shiftedBy: offset.y)
            if c.row == 0, let f = b.first { first = min(first ?? f, f) }
            if c.row == rowCount - 1, let l = b.last { last = max(last ?? l, l) }
            if placing { a.children.append(ChildPlacement(item: c.item, proposal: ProposedSize(width: box.width, height: box.height), offset: offset)) }
        }
        a.measured.firstBaseline = first
        a.measured.lastBaseline = last
        a.checksOverflow = placing
        return a
    }

    /// Step 2–3: the columns' widths for a width offer (nil: ideal widths).
    func eagerGridColumnWidths(_ shape: EagerGridShape, _ offered: Double?) -> [Double] {
        let n = shape.columns, hs = shape.horizontalSpacing
        let sized = shape.cells.filter(\.sizesWidth)
        let single = (0..<n).map { c in sized.filter { $0.column == c && $0.span == 1 } }
        let spanning = sized.filter { $0.span > 1 }.enumerated().sorted { ($0.element.span, $0.offset) < ($1.element.span, $1.offset) }.map(\.element)
        func width(_ c: EagerGridCell, _ w: Double?) -> Double { measure(c.item, ProposedSize(width: w, height: nil)).size.width }

        guard let offered else {
            var ideal = single.map { cells in cells.map { width($0, nil) }.max() ?? 0 }
            for s in spanning {
                let range = s.column..<(s.column + s.span)
                let need = width(s, nil) - (ideal[range].reduce(0, +) + hs * Double(s.span - 1))
                if need > 0 { for c in range { ideal[c] += need / Double(s.span) } }
            }
            return ideal
        }

        // A floor and a growth limit per column from spanning cells.
        var floor = [Double](repeating: 0, count: n), reach = [Double](repeating: 0, count: n)
        func column(_ c: Int, _ offer: Double) -> Double {
            max(single[c].map { width($0, offer) }.max() ?? 0, floor[c], min(offer, reach[c]))
        }
        for s in spanning {
            let range = s.column..<(s.column + s.span)
            let gaps = hs * Double(s.span - 1)
            let needMin = width(s, 0) - (range.reduce(0) { $0 + column($1, 0) } + gaps)
            if needMin > 0 { for c in range { floor[c] = column(c, 0) + needMin / Double(s.span) } }
            let needMax = width(s, .infinity) - (range.reduce(0) { $0 + column($1, .infinity) } + gaps)
            if needMax > 0 { for c in range { reach[c] = needMax == .infinity ? .infinity : column(c, .infinity) + needMax / Double(s.span) } }
        }
        return Self.shareLength(offered - hs * Double(n - 1), count: n, column)
    }

    /// Step 4: the rows' heights for a height offer (nil: ideal heights).
    func eagerGridRowHeights(_ shape: EagerGridShape, _ offered: Double?, _ cellWidth: (EagerGridCell) -> Double) -> [Double] {
        let rows = shape.rowAlignments.count
        let sized = (0..<rows).map { r in shape.cells.filter { $0.row == r && $0.sizesHeight } }
        func row(_ r: Int, _ offer: Double?) -> Double {
            sized[r].map { measure($0.item, ProposedSize(width: cellWidth($0), height: offer)).size.height }.max() ?? 0
        }
        guard let offered else { return (0..<rows).map { row($0, nil) } }
        return Self.shareLength(offered - shape.verticalSpacing * Double(rows - 1), count: rows, row)
    }

    /// Shares a length among tracks as a stack shares it among its children: least flexible
    /// first, each offered what is left divided by the tracks left; `track(i, offer)` is what
    /// track i takes when offered that much.
    static func shareLength(_ length: Double, count: Int, _ track: (Int, Double) -> Double) -> [Double] {
        let minimums = (0..<count).map { track($0, 0) }
        let maximums = (0..<count).map { track($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maximums[a] == .infinity ? Double.infinity : maximums[a] - minimums[a]
            let fb = maximums[b] == .infinity ? Double.infinity : maximums[b] - minimums[b]
            if fa != fb { return fa < fb }
            if fa == .infinity && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
        var lengths = [Double](repeating: 0, count: count)
        var available = length, remaining = count
        for i in order {
            lengths[i] = Layout.finite(track(i, Layout.share(available, among: remaining)))
            if available.isFinite { available -= lengths[i] }
            remaining -= 1
        }
        return lengths
    }

    /// Spacing that is not a finite number is the default.
    func sanitizedEagerGrid(_ g: GridNode, clamped: inout Bool) -> GridNode {
        guard case .grid(var v) = g else { return g }
        for keyPath in [\GridValue.horizontalSpacing, \GridValue.verticalSpacing] {
            if let s = v[keyPath: keyPath], !s.isFinite {
                clamped = true
                v[keyPath: keyPath] = nil
            }
        }
        return .grid(v)
    }
}
