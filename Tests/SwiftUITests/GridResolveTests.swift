import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// Grid and GridRow as authors write them resolve to a grid node whose children are the rows
/// (ForEach expanded, a plain view kept as a spanning row), and the grid cell modifiers to one
/// cell node per view, the later modifier winning.
@MainActor @Suite struct GridResolveTests {
    @Test func gridKeepsItsRowsCellsAndCellValues() throws {
        let view = Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Team").gridColumnAlignment(.leading)
                Text("Pts").gridCellColumns(2).gridCellAnchor(.topTrailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(["Ada", "Bo"], id: \.self) { name in
                GridRow {
                    Text(name)
                    Text("1").padding(2).gridCellColumns(3).gridCellColumns(2)
                }
            }
        }
        let result = archive(view)
        #expect(result.version == 5)
        guard case .grid(.grid(let grid)) = result.root.content else {
            Issue.record("root is \(result.root.content)")
            return
        }
        #expect(grid == GridValue(alignment: AlignmentValue(horizontal: .leading, vertical: .center), horizontalSpacing: 12, verticalSpacing: nil))
        let rows = result.root.children
        #expect(rows.count == 4)
        #expect(rows[0].content == .grid(.row(GridRowValue(alignment: .firstTextBaseline))))
        #expect(rows[2].content == .grid(.row(GridRowValue(alignment: nil))))
        // Two modifiers on one view make one cell node.
        #expect(rows[0].children[1].content == .grid(.cell(GridCellValue(columns: 2, anchor: PointValue(x: 1, y: 0)))))
        #expect(GridNode.cellValue(of: rows[0].children[0]).columnAlignment == .leading)
        #expect(rows[1].content == .grid(.cell(GridCellValue(unsizedAxes: [.horizontal]))))
        if case .divider = rows[1].children[0].content {} else { Issue.record("the spanning row is \(rows[1].children[0].content)") }
        // ForEach's ids are on the rows; the outer gridCellColumns wins through the padding.
        #expect(rows[2].id == "0/#Ada" && rows[3].id == "0/#Bo")
        #expect(GridNode.span(of: rows[3].children[1]) == 2)
        #expect(result.root.plainTexts == ["Team", "Pts", "Ada", "1", "Bo", "1"])
        let dump = ArchiveDump.dump(result)
        #expect(dump.contains("Grid(alignment: leading, horizontalSpacing: 12, verticalSpacing: default)"), "\(dump)")
    }

    @Test func outOfRangeValuesAreBoundedWithADiagnostic() {
        let result = archive(
            Grid {
                GridRow {
                    Text("a").gridCellColumns(0)
                    Text("b").gridCellColumns(5000)
                }
            })
        let cells = result.root.children[0].children
        #expect(GridNode.span(of: cells[0]) == 1)
        #expect(GridNode.span(of: cells[1]) == GridNode.maximumColumns)
        #expect(result.diagnostics.filter { $0.code == "invalid-grid-cell-columns" }.count == 2)
    }
}
