import Foundation
import Testing

@testable import WidgetArchive

/// Archive version 2: GeometryReader and Canvas nodes, written only when used, so archives
/// without them stay version 1 (readable by version-1 readers) and version 1 still decodes.
@Suite struct GeometryArchiveTests {
    static let shape = Node(id: "", content: .shape(ShapeNode(geometry: .circle, drawing: .fill(SampleArchives.red, evenOdd: false))))

    static var withGeometry: ViewArchive {
        let canvas = Node(id: "", content: .geometry(GeometryNode(kind: .canvas, resolvedSize: SizeValue(width: 80, height: 40))), children: [shape])
        let reader = Node(
            id: "", content: .geometry(GeometryNode(kind: .geometryReader, resolvedSize: SizeValue(width: 126, height: 86))), children: [shape])
        // One in the tree, one behind an overlay: both count for the version.
        var root = Node(
            id: "", content: .stack(StackNode(kind: .vertical)),
            children: [reader, Node.wrap(shape, .overlay(canvas, alignment: .center))])
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(environment: ArchiveEnvironment(), root: root)
    }

    @Test func geometryNodesNeedVersionTwoAndOthersStayOne() {
        #expect(ViewArchive.currentVersion >= 2)  // 3 added grids (LazyGridArchiveTests)
        #expect(Self.withGeometry.version == 2)
        #expect(SampleArchives.everything.version == 1)
        // Behind an overlay only.
        var overlayOnly = Self.withGeometry
        overlayOnly.root.children.removeFirst()
        #expect(ViewArchive.requiredVersion(root: overlayOnly.root, containerBackground: nil) == 2)
    }

    @Test func roundTripsAsJSONAndBinary() throws {
        let archive = Self.withGeometry
        #expect(try ArchiveCodec.decode(try ArchiveCodec.encode(archive)) == archive)
        #expect(try BinaryArchive.decode(BinaryArchive.encode(archive)) == archive)
        let json = String(decoding: try ArchiveCodec.encode(archive), as: UTF8.self)
        #expect(json.contains("\"version\":2"))
        #expect(json.contains("\"geometry\""))
    }

    @Test func versionOneArchivesStillDecode() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: ArchiveCodec.encode(SampleArchives.everything)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        object["version"] = 1
        let decoded = try ArchiveCodec.decode(try JSONSerialization.data(withJSONObject: object))
        #expect(decoded == SampleArchives.everything)
        #expect(decoded.version == 1)
    }

    @Test func aVersionOneArchiveHoldingGeometryIsRefused() throws {
        var mislabelled = Self.withGeometry
        mislabelled.version = 1
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(try ArchiveCodec.encode(mislabelled)) }
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(mislabelled)) }
    }

    @Test func malformedGeometryIsRefused() throws {
        var twoChildren = Self.withGeometry
        twoChildren.root.children[0].children.append(Node(id: "0/0/extra", content: Self.shape.content))
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(try ArchiveCodec.encode(twoChildren)) }
        var negative = Self.withGeometry
        negative.root.children[0].content = .geometry(GeometryNode(kind: .geometryReader, resolvedSize: SizeValue(width: -1, height: 4)))
        #expect(throws: ArchiveError.self) { try ArchiveCodec.decode(try ArchiveCodec.encode(negative)) }
    }

    @Test func dumpNamesTheViewAndItsSize() {
        let dump = ArchiveDump.dump(Self.withGeometry)
        #expect(dump.contains("archive v2"))
        #expect(dump.contains("GeometryReader(resolved for 126×86)"))
        #expect(dump.contains("Canvas(resolved for 80×40)"))
    }
}
