import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// LazyVGrid / LazyHGrid as authors write them resolve to one lazyGrid node holding their
/// GridItems as written and the cells in source order (ForEach expanded).
@MainActor @Suite struct LazyGridResolveTests {
    @Test func lazyVGridKeepsItsColumnsAndCells() throws {
        let columns = [
            GridItem(.fixed(60), spacing: 4), GridItem(.flexible(minimum: 20, maximum: 90), alignment: .topLeading),
            GridItem(.adaptive(minimum: 40)), GridItem(),
        ]
        let view = LazyVGrid(columns: columns, alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
            ForEach(0..<5, id: \.self) { Text("\($0)") }
        }
        let result = archive(view)
        #expect(result.version == 3)
        guard case .lazyGrid(let grid) = result.root.content else {
            Issue.record("root is \(result.root.content)")
            return
        }
        #expect(grid.axis == .vertical)
        #expect(grid.spacing == 12)
        #expect(grid.alignment.horizontal == .leading)
        #expect(
            grid.items == [
                GridItemValue(size: .fixed(60), spacing: 4),
                GridItemValue(size: .flexible(minimum: 20, maximum: 90), alignment: AlignmentValue(horizontal: .leading, vertical: .top)),
                // An unbounded maximum is written as none; GridItem() is flexible(10...∞).
                GridItemValue(size: .adaptive(minimum: 40, maximum: nil)),
                GridItemValue(size: .flexible(minimum: 10, maximum: nil)),
            ])
        #expect(result.root.plainTexts == ["0", "1", "2", "3", "4"])
        #expect(result.root.children.count == 5)
    }

    @Test func lazyHGridKeepsItsRows() {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], alignment: .bottom) {
            Color.red
            Color.blue
        }
        let result = archive(view)
        guard case .lazyGrid(let grid) = result.root.content else {
            Issue.record("root is \(result.root.content)")
            return
        }
        #expect(grid.axis == .horizontal)
        #expect(grid.alignment.vertical == .bottom)
        #expect(grid.spacing == nil)
        #expect(grid.items.map(\.size) == [.fixed(30), .flexible(minimum: 10, maximum: nil)])
        #expect(result.root.children.count == 2)
        #expect(ArchiveDump.dump(result).contains("LazyHGrid(rows: [fixed(30), flexible(10...inf)], alignment: bottom, spacing: default)"))
    }
}
