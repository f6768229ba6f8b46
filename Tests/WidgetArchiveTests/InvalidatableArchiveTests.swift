import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 7: `invalidatable` (invalidatableContent()) and `toggleLook` (a toggle's two
/// pre-rendered looks) are written only when used, round-trip in JSON and binary, are dumped,
/// and an archive labelled older than its content is refused.
@Suite struct InvalidatableArchiveTests {
    static func archive() -> ViewArchive {
        let looks = [true, false].map { on in
            Node.wrap(Node.wrap(LazyGridArchiveTests.cell, .opacity(on ? 1 : 0)), .toggleLook(isOn: on))
        }
        var root = Node(
            id: "", content: .stack(StackNode(kind: .vertical)),
            children: [
                Node.wrap(LazyGridArchiveTests.cell, .invalidatable),
                Node.wrap(Node(id: "", content: .stack(StackNode(kind: .horizontal)), children: looks), .intentAction(IntentActionArchiveTests.alarm)),
            ])
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func invalidatableContentAndToggleLooksNeedVersionSevenAndRoundTrip() throws {
        let archive = Self.archive()
        #expect(ViewArchive.currentVersion == 7)
        #expect(archive.version == 7)
        #expect(IntentActionArchiveTests.archive().version == 6)
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let dump = ArchiveDump.dump(archive)
        #expect(dump.contains(".invalidatableContent()") && dump.contains(".toggleLook(isOn: true)") && dump.contains(".toggleLook(isOn: false)"), "\(dump)")
    }

    @Test func aVersionSixArchiveHoldingThemIsRefused() throws {
        var mislabelled = Self.archive()
        mislabelled.version = 6
        #expect {
            try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled))
        } throws: { error in
            "\(error)".contains("invalidatable content and pre-rendered toggle looks, which need version 7")
        }
    }
}
