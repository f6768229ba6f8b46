import Foundation
import Testing
import WidgetArchive
import WidgetLayout

/// Grid / GridRow (EagerGridLayout.swift): columns as wide as their widest cell, rows as tall
/// as their tallest, spans, unsized cells, rows that are not GridRows, alignments, and
/// flexible cells sharing what is left. Numbers are worked out by hand with the fake
/// measurer (6 points per character, 12-point lines, baseline at 9.6), in the content area
/// of a systemMedium widget, 306×126.
@Suite struct EagerGridLayoutTests {
    static let width = 306.0, height = 126.0

    func grid(alignment: AlignmentValue = .center, h: Double? = nil, v: Double? = nil, _ rows: [Node]) -> Node {
        Node(id: "grid", content: .grid(.grid(GridValue(alignment: alignment, horizontalSpacing: h, verticalSpacing: v))), children: rows)
    }
    func row(_ id: String, alignment: VerticalAlignmentValue? = nil, _ cells: [Node]) -> Node {
        Node(id: id, content: .grid(.row(GridRowValue(alignment: alignment))), children: cells)
    }
    func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? { node.all.first { $0.id == id } }

    /// Three rows of texts of different widths; column 0 leading (set on its first cell),
    /// column 2 trailing (set on a later row's cell), column 1 the grid's centre.
    func table(horizontalSpacing: Double? = nil) -> Node {
        grid(
            h: horizontalSpacing,
            [
                row("r0", [text("Name", "name").cell(GridCellValue(columnAlignment: .leading)), text("Pts", "pts"), text("W", "w")]),
                row("r1", [text("Ada", "ada"), text("42", "42"), text("10", "10").cell(GridCellValue(columnAlignment: .trailing))]),
                row("r2", [text("Barbara", "barbara"), text("7", "7"), text("3", "3")]),
            ])
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndAlignByColumn() {
        // Widths: column 0 = "Barbara" 42, column 1 = "Pts" 18, column 2 = "10" 12. The grid
        // is 42 + 8 + 18 + 8 + 12 = 88 wide (not the 306 offered: texts do not grow), rows
        // 12 high and 8 apart: 3 × 12 + 2 × 8 = 52. Columns start at x = 0, 50, 76.
        let tree = layout(table(), Self.width, Self.height)
        expectFrame(tree, 0, 0, 88, 52)
        // Column 0 leading: every cell at x = 0.
        expectFrame(find("name", in: tree), 0, 0, 24, 12)
        expectFrame(find("ada", in: tree), 0, 20, 18, 12)
        expectFrame(find("barbara", in: tree), 0, 40, 42, 12)
        // Column 1 centred in 18: "42" at 50 + 3, "7" at 50 + 6.
        expectFrame(find("pts", in: tree), 50, 0, 18, 12)
        expectFrame(find("42", in: tree), 53, 20, 12, 12)
        expectFrame(find("7", in: tree), 56, 40, 6, 12)
        // Column 2 trailing, though the alignment is on the second row's cell: "W" and "3" end at 88.
        expectFrame(find("w", in: tree), 82, 0, 6, 12)
        expectFrame(find("10", in: tree), 76, 20, 12, 12)
        expectFrame(find("3", in: tree), 82, 40, 6, 12)
    }

    @Test func aColumnOnePointOffFailsTheFrameOracle() {
        // Spacing 9 instead of 8 moves column 1 one point right: the check above must notice.
        let shifted = layout(table(horizontalSpacing: 9), Self.width, Self.height)
        withKnownIssue("column 1 starts at 51, so \"42\" is at 54, not 53") {
            expectFrame(find("42", in: shifted), 53, 20, 12, 12)
        }
    }

    @Test func aSpanningCellTakesItsColumnsAndTheSpacingBetween() {
        // Row 0: three 40×20 boxes; row 1: "Total" over two columns, then "9". Columns 40 wide,
        // 10 apart: the span is 40 + 10 + 40 = 90 wide, "Total" (30) centred in it at x = 30.
        let boxes = (0..<3).map { color("c\($0)").frame(width: 40, height: 20, id: "box\($0)") }
        let tree = layout(
            grid(h: 10, v: 4, [row("r0", boxes), row("r1", [text("Total", "total").cell(GridCellValue(columns: 2)), text("9", "nine")])]),
            Self.width, Self.height)
        expectFrame(tree, 0, 0, 140, 36)
        expectFrame(find("box2", in: tree), 100, 0, 40, 20)
        expectFrame(find("total", in: tree), 30, 24, 30, 12)
        expectFrame(find("nine", in: tree), 117, 24, 6, 12)
        // A spanning cell wider than its columns widens them equally: 110 needs 20 more than
        // 40 + 10 + 40, so columns 0 and 1 are 50 wide; the boxes centre in them.
        let wide = layout(
            grid(h: 10, v: 4, [row("r0", boxes), row("r1", [color("bar").frame(width: 110, height: 10, id: "wide").cell(GridCellValue(columns: 2))])]),
            Self.width, Self.height)
        expectFrame(wide, 0, 0, 160, 34)
        expectFrame(find("box0", in: wide), 5, 0, 40, 20)
        expectFrame(find("box1", in: wide), 65, 0, 40, 20)
        expectFrame(find("box2", in: wide), 120, 0, 40, 20)
        expectFrame(find("wide", in: wide), 0, 24, 110, 10)
    }

    func rowsAroundADivider(unsized: Bool) -> Node {
        let line = divider("line")
        return grid([
            row("r0", [text("Ada", "ada"), text("42", "42")]),
            unsized ? line.cell(GridCellValue(unsizedAxes: [.horizontal])) : line,
            row("r2", [text("Barbara", "barbara"), text("7", "7")]),
        ])
    }

    @Test func anUnsizedDividerTakesTheGridsWidthWithoutWideningIt() {
        // Columns 42 ("Barbara") and 12 ("42"): 62 wide. The divider's row is 1 high (its
        // thickness): rows at y = 0, 20, 29; the divider is offered and takes all 62.
        let tree = layout(rowsAroundADivider(unsized: true), Self.width, Self.height)
        expectFrame(tree, 0, 0, 62, 41)
        expectFrame(find("line", in: tree), 0, 20, 62, 1)
        expectFrame(find("barbara", in: tree), 0, 29, 42, 12)
        expectFrame(find("42", in: tree), 50, 0, 12, 12)
        // Sized, the divider takes whatever it is offered, so the grid fills the 306 points:
        // both columns become flexible and share 306 − 8 equally, 149 each.
        let sized = layout(rowsAroundADivider(unsized: false), Self.width, Self.height)
        expectFrame(sized, 0, 0, 306, 41)
        expectFrame(find("line", in: sized), 0, 20, 306, 1)
        expectFrame(find("42", in: sized), 157 + (149 - 12) / 2, 0, 12, 12)
    }

    @Test func aViewThatIsNotARowSpansEveryColumn() {
        // "Standings" (54) over rows of two columns (18 and 12, 38 with the spacing) widens
        // them by 16, 8 each: 26 and 20. The title starts at 0, the cells centre in their
        // columns: "Ada" at (26 − 18) / 2 = 4, "42" at 34 + 4 = 38.
        let tree = layout(
            grid([
                text("Standings", "title"),
                row("r1", [text("Ada", "ada"), text("42", "42")]),
                row("r2", [text("Bo", "bo"), text("7", "7")]),
            ]), Self.width, Self.height)
        expectFrame(tree, 0, 0, 54, 52)
        expectFrame(find("title", in: tree), 0, 0, 54, 12)
        expectFrame(find("ada", in: tree), 4, 20, 18, 12)
        expectFrame(find("42", in: tree), 38, 20, 12, 12)
        expectFrame(find("7", in: tree), 41, 40, 6, 12)
    }

    @Test func flexibleCellsShareWhatTheTextsLeave() {
        // Column 0 holds texts (6...30 wide), column 1 colours (0...∞): the least flexible
        // first, so column 0 takes 30 of 298 and column 1 the 268 left. Rows: each has a colour,
        // both flexible, so they share 126 − 8 = 118: 59 each; the texts centre in them.
        let tree = layout(
            grid([row("r0", [text("Label", "label"), color("top")]), row("r1", [text("X", "x"), color("bottom")])]),
            Self.width, Self.height)
        expectFrame(tree, 0, 0, 306, 126)
        expectFrame(find("top", in: tree), 38, 0, 268, 59)
        expectFrame(find("bottom", in: tree), 38, 67, 268, 59)
        expectFrame(find("label", in: tree), 0, 23.5, 30, 12)
        expectFrame(find("x", in: tree), 12, 67 + 23.5, 6, 12)
    }

    @Test func rowAlignmentAnchorsAndBaselines() {
        // Column 0: a 40×40 box; column 1: texts. Grid alignment topLeading; row 1 aligned to
        // the bottom; the anchored cell at its cell's bottom-trailing corner.
        let tree = layout(
            grid(
                alignment: topLeading,
                [
                    row("r0", [color("a").frame(width: 40, height: 40, id: "boxA"), text("top", "t0")]),
                    row("r1", alignment: .bottom, [color("b").frame(width: 40, height: 40, id: "boxB"), text("low", "t1")]),
                    row("r2", [color("c").frame(width: 30, height: 30, id: "boxC").cell(GridCellValue(anchor: PointValue(x: 1, y: 1))), text("x", "t2")]),
                ]), Self.width, Self.height)
        // Rows 40, 40, 30 at y = 0, 48, 96; column 1 at x = 48.
        expectFrame(find("t0", in: tree), 48, 0, 18, 12)
        expectFrame(find("t1", in: tree), 48, 48 + 28, 18, 12)
        expectFrame(find("boxC", in: tree), 10, 96, 30, 30)
        // A first-text-baseline row: a 14-point text (16.8 high, baseline 13.44) beside a
        // 10-point one (baseline 9.6) puts the smaller one 3.84 lower; the row is 16.8 high.
        let baseline = layout(
            grid([row("r0", alignment: .firstTextBaseline, [text("Big", "big", size: 14), text("small", "small")])]), Self.width, Self.height)
        expectFrame(find("big", in: baseline), 0, 0, 3 * 8.4, 16.8)
        expectFrame(find("small", in: baseline), 25.2 + 8, 3.84, 30, 12)
        expectFrame(baseline, 0, 0, 25.2 + 8 + 30, 16.8)
    }

    @Test func anUnsizedColourTakesItsCellWithoutSizingIt() {
        // Apple's corner cell: Color.clear unsized both ways sizes neither column 0 ("R1", 12)
        // nor row 0 ("C1", 12), and fills the 12×12 cell it is given. Sized, the colour would
        // take all it is offered: column 0 and row 0 would fill what the texts leave.
        let corner = color("corner").cell(GridCellValue(unsizedAxes: [.horizontal, .vertical]))
        let tree = layout(grid([row("r0", [corner, text("C1", "c1")]), row("r1", [text("R1", "r1"), text("x", "x")])]), Self.width, Self.height)
        expectFrame(tree, 0, 0, 32, 32)
        expectFrame(find("corner", in: tree), 0, 0, 12, 12)
        expectFrame(find("x", in: tree), 23, 20, 6, 12)
        let sized = layout(grid([row("r0", [color("corner"), text("C1", "c1")]), row("r1", [text("R1", "r1"), text("x", "x")])]), Self.width, Self.height)
        // Column 1 (12) first, column 0 the 306 − 8 − 12 = 286 left; row 1 (12) first, row 0 the 106 left.
        expectFrame(find("corner", in: sized), 0, 0, 286, 106)
    }

    @Test func idealSizeAndShortRows() {
        // Offered nothing, columns take their cells' ideal widths; a short row leaves its last
        // column empty, and a GridRow on its own is a grid of one row.
        let g = grid([row("r0", [text("ab", "ab"), text("cdef", "cdef")]), row("r1", [text("g", "g")])])
        #expect(engine.sizeThatFits(g, in: ProposedSize(width: nil, height: nil)) == SizeValue(width: 12 + 8 + 24, height: 32))
        let alone = layout(row("alone", [text("ab", "ab"), text("cd", "cd")]), Self.width, Self.height)
        expectFrame(alone, 0, 0, 32, 12)
        expectFrame(find("cd", in: alone), 20, 0, 12, 12)
    }
}

extension Node {
    /// This node as a grid cell with grid modifier values.
    func cell(_ value: GridCellValue) -> Node { Node(id: id + "^cell", content: .grid(.cell(value)), children: [self]) }
}
