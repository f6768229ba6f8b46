import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 5: Grid, GridRow and grid cell nodes, written only when used (other
/// archives keep their lower version), round-tripped, validated with bounds, and dumped.
@Suite struct GridArchiveTests {
    static let cell = LazyGridArchiveTests.cell

    static func cellNode(_ value: GridCellValue, _ child: Node = cell) -> Node {
        Node(id: "", content: .grid(.cell(value)), children: [child])
    }

    static var withGrid: ViewArchive {
        let header = Node(id: "", content: .grid(.row(GridRowValue(alignment: .firstTextBaseline))), children: [cell, cellNode(GridCellValue(columns: 2))])
        let rule = cellNode(GridCellValue(unsizedAxes: [.horizontal]), Node(id: "", content: .divider(DividerNode(color: SampleArchives.red))))
        let body = Node(
            id: "", content: .grid(.row(GridRowValue())),
            children: [
                cellNode(GridCellValue(columnAlignment: .trailing, anchor: PointValue(x: 0, y: 0.5))),
                Node.wrap(cellNode(GridCellValue(columns: 1)), .padding(EdgeInsetsValue(top: 1, leading: 1, bottom: 1, trailing: 1))), cell,
            ])
        var root = Node(
            id: "", content: .grid(.grid(GridValue(alignment: AlignmentValue(horizontal: .leading, vertical: .center), horizontalSpacing: 12))),
            children: [header, rule, body])
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func gridsNeedVersionFiveAndOthersKeepTheirs() {
        #expect(ViewArchive.currentVersion >= 5)
        #expect(Self.withGrid.version == 5)
        #expect(SampleArchives.everything.version == 1)
        #expect(LazyGridArchiveTests.withGrid.version == 3)
        #expect(PositionArchiveTests.withPosition.version == 4)
        // Inside a container background counts too.
        #expect(ViewArchive.requiredVersion(root: Self.cell, containerBackground: Self.withGrid.root) == 5)
    }

    @Test func roundTripsAsJSONAndBinary() throws {
        let archive = Self.withGrid
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let json = String(decoding: try ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(json.contains("\"version\":5"))
        #expect(json.contains("\"grid\""))
    }

    @Test func cellValuesAreFoundThroughModifiersOutermostFirst() {
        let body = Self.withGrid.root.children[2]
        #expect(GridNode.cellValue(of: body.children[0]) == GridCellValue(columnAlignment: .trailing, anchor: PointValue(x: 0, y: 0.5)))
        // Behind a padding modifier.
        #expect(GridNode.span(of: body.children[1]) == 1)
        #expect(GridNode.span(of: Self.withGrid.root.children[0].children[1]) == 2)
        let nested = Self.cellNode(GridCellValue(columns: 3), Node.wrap(Self.cellNode(GridCellValue(columns: 2, columnAlignment: .leading)), .opacity(0.5)))
        #expect(GridNode.cellValue(of: nested) == GridCellValue(columns: 3, columnAlignment: .leading))
        // A container stops the search: a span inside a stack is not the stack's.
        let stack = Node(id: "", content: .stack(StackNode(kind: .vertical)), children: [Self.cellNode(GridCellValue(columns: 2))])
        #expect(GridNode.span(of: stack) == 1)
    }

    @Test func aLowerVersionHoldingAGridIsRefused() throws {
        var mislabelled = Self.withGrid
        mislabelled.version = 4
        #expect {
            try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled))
        } throws: { error in
            "\(error)".contains("Grid/GridRow nodes, which need version 5")
        }
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(mislabelled)) }
    }

    @Test func theValidatorRefusesOutOfBoundsSpansColumnsAndCells() throws {
        func refused(_ change: (inout ViewArchive) -> Void, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            var bad = Self.withGrid
            change(&bad)
            #expect(sourceLocation: sourceLocation) {
                try ArchiveCodec.decode(try ArchiveCodec.encode(bad))
            } throws: { error in
                "\(error)".contains(message)
            }
            #expect(throws: ArchiveError.self, sourceLocation: sourceLocation) { try BinaryArchive.decode(BinaryArchive.encode(bad)) }
        }
        refused({ $0.root.children[0].children[1].content = .grid(.cell(GridCellValue(columns: 0))) }, "gridCellColumns 0 outside 1...1000")
        refused({ $0.root.children[0].children[1].content = .grid(.cell(GridCellValue(columns: 5000))) }, "gridCellColumns 5000 outside 1...1000")
        // 600 + 600 columns in one row.
        refused(
            {
                $0.root.children[0].children = [
                    Node(id: "0/0/a", content: .grid(.cell(GridCellValue(columns: 600))), children: [Node(id: "0/0/a/0", content: Self.cell.content)]),
                    Node(id: "0/0/b", content: .grid(.cell(GridCellValue(columns: 600))), children: [Node(id: "0/0/b/0", content: Self.cell.content)]),
                ]
            }, "needs 1200 columns; at most 1000 are allowed")
        refused({ $0.root.children[1].children.append(Node(id: "extra", content: Self.cell.content)) }, "must wrap exactly one child, has 2")
        refused({ $0.root.content = .grid(.grid(GridValue(horizontalSpacing: .nan))) }, "grid spacing must be finite")
        refused(
            { $0.root.children[2].children[0].content = .grid(.cell(GridCellValue(anchor: PointValue(x: .infinity, y: 0)))) }, "gridCellAnchor must be finite")
        refused(
            { $0.root.children = (0...GridNode.maximumRows).map { Node(id: "0/\($0)", content: Self.cell.content) } },
            "grid has 10001 rows; at most 10000 are allowed")
        // The unchanged archive reads.
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(Self.withGrid)) == Self.withGrid)
    }

    @Test func dumpSpellsTheGridAsWritten() {
        let dump = ArchiveDump.dump(Self.withGrid)
        #expect(dump.contains("archive v5"), "\(dump)")
        #expect(dump.contains("Grid(alignment: leading, horizontalSpacing: 12, verticalSpacing: default)"), "\(dump)")
        #expect(dump.contains("GridRow(alignment: firstTextBaseline)"), "\(dump)")
        #expect(dump.contains("GridRow(alignment: grid's)"), "\(dump)")
        #expect(dump.contains("gridCell(columns: 2)"), "\(dump)")
        #expect(dump.contains("gridCell(unsizedAxes: horizontal)"), "\(dump)")
        #expect(dump.contains("gridCell(columnAlignment: trailing, anchor: (0, 0.5))"), "\(dump)")
    }
}
