import Foundation
import Testing
import WidgetArchive
import WidgetLayout

/// LazyVGrid / LazyHGrid track sizing, cell placement, spacing and alignment, with numbers
/// worked out by hand from SwiftUI's algorithm (GridLayout.swift). The proposal is the
/// content area of a systemMedium widget on a 6.1" iPhone: 338×158 less 16-point margins,
/// 306×126.
@Suite struct LazyGridLayoutTests {
    static let width = 306.0, height = 126.0

    func grid(
        _ items: [GridItemValue], axis: AxisValue = .vertical, alignment: AlignmentValue = .center, spacing: Double? = nil,
        _ cells: [Node]
    ) -> Node {
        Node(id: "grid", content: .lazyGrid(LazyGridNode(axis: axis, items: items, alignment: alignment, spacing: spacing)), children: cells)
    }

    /// `Color.frame(height:)` cells: as wide as their column, `height` high.
    func bars(_ count: Int, height: Double = 20) -> [Node] {
        (0..<count).map { color("c\($0)").frame(height: height, id: "cell\($0)") }
    }

    func find(_ id: String, in node: LaidOutNode) -> LaidOutNode? { node.all.first { $0.id == id } }

    func fixed(_ v: Double, spacing: Double? = nil, alignment: AlignmentValue? = nil) -> GridItemValue {
        GridItemValue(size: .fixed(v), spacing: spacing, alignment: alignment)
    }
    func flexible(_ mn: Double = 10, _ mx: Double? = nil, spacing: Double? = nil, alignment: AlignmentValue? = nil) -> GridItemValue {
        GridItemValue(size: .flexible(minimum: mn, maximum: mx), spacing: spacing, alignment: alignment)
    }
    func adaptive(_ mn: Double, _ mx: Double? = nil, spacing: Double? = nil) -> GridItemValue {
        GridItemValue(size: .adaptive(minimum: mn, maximum: mx), spacing: spacing)
    }

    @Test func fixedFlexibleAndAdaptiveColumns() {
        // 306 − 2 × 8 spacing = 290; the fixed column takes 60, 230 remain for two columns.
        // Flexible: 230 / 2 = 115 (within 10...∞). Adaptive: the remaining 115; it fits
        // floor((115 + 8) / (40 + 8)) = 2 columns of (115 − 8) / 2 = 53.5.
        // Columns at x = 0, 68, 191, 252.5; 60 + 8 + 115 + 8 + 53.5 + 8 + 53.5 = 306.
        let tree = layout(grid([fixed(60), flexible(), adaptive(40)], bars(6)), Self.width, Self.height)
        expectFrame(tree, 0, 0, 306, 48)  // two rows of 20 and 8 between them
        expectFrame(find("cell0", in: tree), 0, 0, 60, 20)
        expectFrame(find("cell1", in: tree), 68, 0, 115, 20)
        expectFrame(find("cell2", in: tree), 191, 0, 53.5, 20)
        expectFrame(find("cell3", in: tree), 252.5, 0, 53.5, 20)
        // The second row starts again at the first column.
        expectFrame(find("cell4", in: tree), 0, 28, 60, 20)
        expectFrame(find("cell5", in: tree), 68, 28, 115, 20)
    }

    @Test func aOnePointShiftInAColumnFailsTheOracle() {
        // fixed(61) moves every later column one point right: the check above must notice.
        let shifted = layout(grid([fixed(61), flexible(), adaptive(40)], bars(6)), Self.width, Self.height)
        withKnownIssue("the flexible column starts at 69, not 68") {
            expectFrame(find("cell1", in: shifted), 68, 0, 115, 20)
        }
    }

    @Test func flexibleColumnsClampTheirShare() {
        // 306 − 8 = 298; first: 298 / 2 = 149, clamped to its maximum 100; the second gets
        // the 198 left (above its minimum 120).
        let tree = layout(grid([flexible(50, 100), flexible(120)], bars(2)), Self.width, Self.height)
        expectFrame(tree, 0, 0, 306, 20)
        expectFrame(find("cell0", in: tree), 0, 0, 100, 20)
        expectFrame(find("cell1", in: tree), 108, 0, 198, 20)
        // Three flexible columns share equally: (306 − 16) / 3 = 96.667.
        let three = layout(grid([flexible(), flexible(), flexible()], bars(3)), Self.width, Self.height)
        expectFrame(find("cell2", in: three), 2 * (290.0 / 3 + 8), 0, 290.0 / 3, 20)
    }

    @Test func aMinimumWiderThanTheShareRunsTheColumnsTwice() {
        // SwiftUI's own example (objc.io, "Thinking in SwiftUI"): minimums 60 and 120, spacing
        // 10, in a 200-point frame. First pass: 190 / 2 = 95, then 95 → 120: the grid is
        // 95 + 10 + 120 = 225 wide, centred in the frame at x = −12.5. Placement runs the
        // columns again for 225: 215 / 2 = 107.5, then 107.5 → 120; the cells stick out
        // of the grid's frame, as on iOS.
        let tree = layout(
            grid([flexible(60, spacing: 10), flexible(120)], bars(2)).frame(width: 200, id: "frame"), Self.width, Self.height)
        expectFrame(find("grid", in: tree), -12.5, 0, 225, 20)
        expectFrame(find("cell0", in: tree), -12.5, 0, 107.5, 20)
        expectFrame(find("cell1", in: tree), 105, 0, 120, 20)
        // A maximum does it too: [flexible(), flexible(40...80)] offered 306. First pass:
        // 298 / 2 = 149, then 149 → 80: 237 wide, centred at (306 − 237) / 2 = 34.5. Second
        // pass for 237: 229 / 2 = 114.5, then 114.5 → 80, so the first column narrows.
        let capped = layout(grid([flexible(), flexible(40, 80)], bars(2)).frame(width: 306, id: "frame"), Self.width, Self.height)
        expectFrame(find("grid", in: capped), 34.5, 0, 237, 20)
        expectFrame(find("cell0", in: capped), 34.5, 0, 114.5, 20)
        expectFrame(find("cell1", in: capped), 157, 0, 80, 20)
    }

    @Test func adaptiveColumnsFitTheirMinimumAndStopAtTheirMaximum() {
        // One adaptive column takes all 306: floor((306 + 8) / (40 + 8)) = 6 columns of
        // (306 − 5 × 8) / 6 = 44.333.
        let tree = layout(grid([adaptive(40)], bars(7)), Self.width, Self.height)
        expectFrame(find("cell5", in: tree), 5 * (266.0 / 6 + 8), 0, 266.0 / 6, 20)
        expectFrame(find("cell6", in: tree), 0, 28, 266.0 / 6, 20)
        // A maximum of 44 caps them: 6 × 44 + 5 × 8 = 304 wide.
        let capped = layout(grid([adaptive(40, 44)], bars(6)), Self.width, Self.height)
        expectFrame(capped, 0, 0, 304, 20)
        expectFrame(find("cell5", in: capped), 5 * 52, 0, 44, 20)
        // Its own spacing between the columns it makes: floor((306 + 2) / (40 + 2)) = 7
        // columns of (306 − 6 × 2) / 7 = 42.
        let tight = layout(grid([adaptive(40, spacing: 2)], bars(7)), Self.width, Self.height)
        expectFrame(find("cell6", in: tight), 6 * 44, 0, 42, 20)
    }

    @Test func itemAndGridSpacing() {
        // Item spacing after the first column (4) and the grid's 12 between rows.
        let tree = layout(grid([fixed(50, spacing: 4), fixed(50)], spacing: 12, bars(4)), Self.width, Self.height)
        expectFrame(tree, 0, 0, 104, 52)
        expectFrame(find("cell1", in: tree), 54, 0, 50, 20)
        expectFrame(find("cell2", in: tree), 0, 32, 50, 20)
        // Fixed columns ignore the offer: the grid is 104 wide, not 306.
        #expect(engine.sizeThatFits(grid([fixed(50, spacing: 4), fixed(50)], bars(1)), in: ProposedSize(width: 306, height: nil)).width == 104)
    }

    @Test func cellsAlignInTheirColumnAndRow() {
        // 20×20 squares in two flexible columns of (306 − 8) / 2 = 149, at x = 0 and 157.
        func squares(_ n: Int) -> [Node] { (0..<n).map { color("s\($0)").frame(width: 20, height: 20, id: "sq\($0)") } }
        let centered = layout(grid([flexible(), flexible()], squares(2)), Self.width, Self.height)
        expectFrame(find("sq0", in: centered), (149 - 20) / 2, 0, 20, 20)
        // The grid's alignment places cells horizontally in their column.
        let trailing = layout(
            grid([flexible(), flexible()], alignment: AlignmentValue(horizontal: .trailing, vertical: .center), squares(2)), Self.width, Self.height)
        expectFrame(find("sq0", in: trailing), 129, 0, 20, 20)
        expectFrame(find("sq1", in: trailing), 157 + 129, 0, 20, 20)
        // An item's alignment wins over the grid's, on both axes: a 40-high neighbour makes
        // the row 40 high; the square sits at its column's leading edge and the row's bottom.
        let cells = [color("s0").frame(width: 20, height: 20, id: "sq0"), color("tall").frame(width: 20, height: 40, id: "tall")]
        let mixed = layout(
            grid(
                [flexible(alignment: AlignmentValue(horizontal: .leading, vertical: .bottom)), flexible()],
                alignment: AlignmentValue(horizontal: .trailing, vertical: .center), cells),
            Self.width, Self.height)
        expectFrame(find("sq0", in: mixed), 0, 20, 20, 20)
        // Without an item alignment cells are centred vertically in the row.
        let plain = layout(grid([flexible(), flexible()], [cells[0], cells[1]]), Self.width, Self.height)
        expectFrame(find("sq0", in: plain), 64.5, 10, 20, 20)
    }

    @Test func lazyHGridSizesRowsFromTheHeight() {
        // Rows: 126 − 8 = 118; fixed 30 leaves 88 for the flexible row. Cells are offered
        // nil × row height; columns are as wide as their widest cell (25) and 8 apart.
        let cells = (0..<4).map { color("c\($0)").frame(width: 25, id: "cell\($0)") }
        let tree = layout(grid([fixed(30), flexible()], axis: .horizontal, cells), Self.width, Self.height)
        expectFrame(tree, 0, 0, 58, 126)
        expectFrame(find("cell0", in: tree), 0, 0, 25, 30)
        expectFrame(find("cell1", in: tree), 0, 38, 25, 88)
        expectFrame(find("cell2", in: tree), 33, 0, 25, 30)
        expectFrame(find("cell3", in: tree), 33, 38, 25, 88)
    }

    @Test func hostileNumbersAreClampedAndReported() {
        let bad = grid([GridItemValue(size: .fixed(-5)), GridItemValue(size: .adaptive(minimum: 0, maximum: .nan), spacing: 0)], bars(2))
        let result = engine.layoutWithDiagnostics(bad, in: ProposedSize(width: Self.width, height: Self.height))
        #expect(allFinite(result.node))
        #expect(result.diagnostics.contains { $0.code == "invalid-value" })
        // An empty grid is empty.
        expectSize(engine.sizeThatFits(grid([fixed(10)], []), in: ProposedSize(width: 100, height: 100)), 0, 0)
    }
}
