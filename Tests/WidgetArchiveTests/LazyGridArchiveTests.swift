import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 3: LazyVGrid / LazyHGrid nodes with their GridItems, written only when
/// used (other archives keep their lower version), round-tripped, validated and dumped.
@Suite struct LazyGridArchiveTests {
    static let cell = Node(id: "", content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(SampleArchives.red, evenOdd: false))))

    static let columns = [
        GridItemValue(size: .fixed(60), spacing: 4),
        GridItemValue(size: .flexible(minimum: 10, maximum: nil), alignment: AlignmentValue(horizontal: .leading, vertical: .top)),
        GridItemValue(size: .adaptive(minimum: 40, maximum: 80)),
    ]

    static var withGrid: ViewArchive {
        let vgrid = Node(
            id: "",
            content: .lazyGrid(LazyGridNode(axis: .vertical, items: columns, alignment: AlignmentValue(horizontal: .leading, vertical: .center), spacing: 12)),
            children: [cell, cell, cell])
        let hgrid = Node(id: "", content: .lazyGrid(LazyGridNode(axis: .horizontal, items: [GridItemValue(size: .fixed(30))])), children: [cell])
        var root = Node(id: "", content: .stack(StackNode(kind: .vertical)), children: [vgrid, hgrid])
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func gridsNeedVersionThreeAndOthersKeepTheirs() {
        #expect(ViewArchive.currentVersion >= 3)  // 4 added position (PositionArchiveTests)
        #expect(Self.withGrid.version == 3)
        #expect(SampleArchives.everything.version == 1)
        #expect(GeometryArchiveTests.withGeometry.version == 2)
        // A grid behind a background counts too.
        let background = Node.wrap(Self.cell, .background(Self.withGrid.root, alignment: .center))
        #expect(ViewArchive.requiredVersion(root: background, containerBackground: nil) == 3)
    }

    @Test func roundTripsAsJSONAndBinary() throws {
        let archive = Self.withGrid
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let json = String(decoding: try ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(json.contains("\"version\":3"))
        #expect(json.contains("\"lazyGrid\""))
    }

    @Test func aLowerVersionHoldingAGridIsRefused() throws {
        var mislabelled = Self.withGrid
        mislabelled.version = 2
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled)) }
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(mislabelled)) }
    }

    @Test func malformedGridItemsAreRefused() throws {
        for size in [GridItemValue.Size.fixed(-1), .flexible(minimum: .nan, maximum: nil), .adaptive(minimum: 10, maximum: -3)] {
            var bad = Self.withGrid
            bad.root.children[0].content = .lazyGrid(LazyGridNode(axis: .vertical, items: [GridItemValue(size: size)]))
            #expect(throws: ArchiveError.self, "\(size)") { try ArchiveCodec.decode(try ArchiveCodec.encode(bad)) }
        }
    }

    @Test func dumpSpellsTheGridAsWritten() {
        let dump = ArchiveDump.dump(Self.withGrid)
        #expect(dump.contains("archive v3"))
        #expect(
            dump.contains(
                "LazyVGrid(columns: [fixed(60, spacing: 4), flexible(10...inf, alignment: topLeading), adaptive(40...80)], alignment: leading, spacing: 12)"
            ), "\(dump)")
        #expect(dump.contains("LazyHGrid(rows: [fixed(30)], alignment: center, spacing: default)"), "\(dump)")
    }
}
