import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 4: the `position` modifier, written only when used (other archives keep
/// their lower version), round-tripped, validated and dumped.
@Suite struct PositionArchiveTests {
    static var withPosition: ViewArchive {
        let pin = Node.wrap(LazyGridArchiveTests.cell, .position(x: 50, y: 30.5))
        var root = Node(id: "", content: .stack(StackNode(kind: .depth)), children: [LazyGridArchiveTests.cell, pin])
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func positionNeedsVersionFourAndOthersKeepTheirs() {
        #expect(ViewArchive.currentVersion >= 4)
        #expect(Self.withPosition.version == 4)
        #expect(SampleArchives.everything.version == 1)
        #expect(GeometryArchiveTests.withGeometry.version == 2)
        #expect(LazyGridArchiveTests.withGrid.version == 3)
        // Inside a container background counts too.
        #expect(ViewArchive.requiredVersion(root: LazyGridArchiveTests.cell, containerBackground: Self.withPosition.root) == 4)
    }

    @Test func roundTripsAsJSONAndBinary() throws {
        let archive = Self.withPosition
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let json = String(decoding: try ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(json.contains("\"version\":4"))
        #expect(json.contains("\"position\""))
    }

    @Test func aLowerVersionHoldingAPositionIsRefused() throws {
        var mislabelled = Self.withPosition
        mislabelled.version = 3
        #expect {
            try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled))
        } throws: { error in
            "\(error)".contains("position modifiers, which need version 4")
        }
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(mislabelled)) }
    }

    @Test func nonFinitePointsAreRefused() throws {
        var bad = Self.withPosition
        bad.root.children[1].content = .modifier(.position(x: .infinity, y: 0))
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(bad)) }
    }

    @Test func dumpSpellsThePoint() {
        let dump = ArchiveDump.dump(Self.withPosition)
        #expect(dump.contains("archive v4"), "\(dump)")
        #expect(dump.contains(".position(x: 50, y: 30.5)"), "\(dump)")
    }
}
