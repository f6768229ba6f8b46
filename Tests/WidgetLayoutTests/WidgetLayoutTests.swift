import Foundation
import Testing
import WidgetArchive
import WidgetLayout

func archive(
    _ root: Node, size: SizeValue? = SizeValue(width: 200, height: 100), margins: EdgeInsetsValue = .zero,
    background: Node? = nil
) -> ViewArchive {
    ViewArchive(
        environment: ArchiveEnvironment(widgetFamily: "systemMedium", displaySize: size, contentMargins: margins),
        root: root, containerBackground: background, widgetURL: "app://open")
}

@Suite struct WidgetContainerTests {
    @Test func marginsCentringAndContainerBackground() {
        let tree = engine.layout(
            archive(
                text("Hi"), margins: EdgeInsetsValue(top: 10, leading: 10, bottom: 10, trailing: 10),
                background: color("bg", blue)))
        expectSize(tree.size, 200, 100)
        #expect(tree.contentFrame == RectValue(x: 10, y: 10, width: 180, height: 80))
        expectFrame(tree.root, 94, 44, 12, 12)
        expectFrame(tree.containerBackground, 0, 0, 200, 100)
        #expect(tree.widgetURL == "app://open")
        #expect(tree.environment.widgetFamily == "systemMedium")
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func rootIsProposedTheContentSize() {
        let tree = engine.layout(archive(color("fill"), margins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)))
        expectFrame(tree.root, 16, 16, 168, 68)
        // Uneven margins.
        let uneven = engine.layout(archive(color("fill"), margins: EdgeInsetsValue(top: 0, leading: 20, bottom: 10, trailing: 0)))
        expectFrame(uneven.root, 20, 0, 180, 90)
    }

    @Test func defaultWidgetSize() {
        let tree = engine.layout(archive(color("fill"), size: nil))
        expectSize(tree.size, 158, 158)
        expectFrame(tree.root, 0, 0, 158, 158)
    }

    @Test func overflowingRootIsCentredAndReported() {
        let tree = engine.layout(archive(color("wide").frame(width: 300, height: 50, id: "wide")))
        expectFrame(tree.root, -50, 25, 300, 50)
        #expect(tree.diagnostics.contains { $0.code == "overflow-widget" && $0.severity == .warning && $0.nodeID == "wide" })
        // Clipped content does not count.
        let clipped = engine.layout(
            archive(
                color("wide").frame(width: 300, height: 50, id: "wide")
                    .frame(width: 100, height: 50, id: "box").modifier(.clip(.rectangle, antialiased: true), suffix: "clip")))
        #expect(!clipped.diagnostics.contains { $0.code == "overflow-widget" })
    }

    @Test func overflowingFramesAreReportedUnlessClipped() {
        let filled = image("photo", resizable: true).aspectRatio(nil, .fill).frame(width: 30, height: 20, id: "thumb")
        let (_, visible) = engine.layoutWithDiagnostics(filled, in: ProposedSize(width: 100, height: 100))
        #expect(visible.filter { $0.code == "overflow-frame" }.map(\.nodeID) == ["thumb"])
        #expect(visible.first { $0.code == "overflow-frame" }?.severity == .warning)
        let clipped = filled.modifier(.clip(.rectangle, antialiased: true), suffix: "clip").opacity(1)
        let (_, hidden) = engine.layoutWithDiagnostics(clipped, in: ProposedSize(width: 100, height: 100))
        #expect(!hidden.contains { $0.code == "overflow-frame" })
    }

    @Test func truncatedTextIsReported() {
        let tree = engine.layout(archive(text(words(40), "long", lineLimit: 2)))
        let diagnostic = tree.diagnostics.first { $0.code == "text-truncated" }
        #expect(diagnostic?.severity == .info)
        #expect(diagnostic?.nodeID == "long")
        #expect(tree.root.text?.isTruncated == true)
    }
}

@Suite struct HostileInputTests {
    @Test func nanAndNegativeValuesAreClamped() {
        let node = hstack(
            spacing: .nan,
            [
                color("a").frame(width: .nan, height: -5, id: "a"),
                color("b").frame(minWidth: .nan, idealWidth: .infinity, maxWidth: -3, minHeight: -1, maxHeight: .nan, id: "b"),
                text("x").padding(EdgeInsetsValue(top: .nan, leading: .infinity, bottom: -4, trailing: 0)),
                spacer(minLength: -.infinity),
                color("c").offset(x: .nan, y: .infinity).layoutPriority(.nan),
                color("d").aspectRatio(-2, .fit).aspectRatio(.nan, .fill),
            ])
        let (tree, diagnostics) = engine.layoutWithDiagnostics(node, in: ProposedSize(width: .nan, height: -10))
        #expect(allFinite(tree))
        #expect(diagnostics.contains { $0.code == "invalid-value" })
        let widget = engine.layout(
            archive(
                node, size: SizeValue(width: .nan, height: -1),
                margins: EdgeInsetsValue(top: .nan, leading: .infinity, bottom: -3, trailing: 1)))
        #expect(allFinite(widget.root))
        expectSize(widget.size, 158, 158)
    }

    @Test func enormousFramesDoNotHang() {
        let node = vstack([
            text(words(50), minimumScaleFactor: 0.1).frame(width: 1e12, height: 1e12),
            color().frame(minWidth: 1e12, maxWidth: .infinity, minHeight: 1e12),
            hstack([spacer(minLength: 1e12), image("photo", resizable: true).frame(width: 1e12, height: 1e12)]),
        ]).padding(1e12)
        let tree = engine.layout(archive(node))
        #expect(allFinite(tree.root))
        #expect(tree.diagnostics.contains { $0.code == "overflow-widget" })
        let inInfinity = engine.layout(node, in: .infinity)
        #expect(inInfinity.frame.width.isFinite || inInfinity.frame.width == .infinity)
    }

    @Test func deepNestingStopsAtTheLimit() {
        var node = text("deep", "leaf")
        for i in 0..<1000 {
            node = i % 3 == 0 ? node.padding(1, id: "p\(i)") : (i % 3 == 1 ? vstack("v\(i)", [node]) : hstack("h\(i)", [node, color("c\(i)")]))
        }
        let (tree, diagnostics) = engine.layoutWithDiagnostics(node, in: ProposedSize(width: 300, height: 300))
        let error = diagnostics.first { $0.code == "layout-too-deep" }
        #expect(error?.severity == .error)
        #expect(diagnostics.filter { $0.code == "layout-too-deep" }.count == 1)
        #expect(tree.node(id: "leaf") == nil)
        #expect(allFinite(tree))
        let widget = engine.layout(archive(node))
        #expect(widget.diagnostics.contains { $0.code == "layout-too-deep" })
    }

    @Test func malformedNodesDoNotCrash() {
        let empty = Node(id: "m", content: .modifier(.padding(EdgeInsetsValue(top: 5, leading: 5, bottom: 5, trailing: 5))))
        expectFrame(layout(empty, 100, 100), 0, 0, 10, 10)
        let twoChildren = Node(
            id: "m", content: .modifier(.frame(width: 30, height: 30, alignment: .center)),
            children: [color("a"), color("b")])
        let tree = layout(twoChildren, 100, 100)
        #expect(tree.children.map(\.id) == ["a"])
        let leafWithChildren = Node(id: "t", content: text("Hi").content, children: [color()])
        expectFrame(layout(leafWithChildren, 100, 100), 0, 0, 12, 12)
        let emptyStack = hstack([])
        expectFrame(layout(emptyStack, 100, 100), 0, 0, 0, 0)
        let emptyChoice = Node(id: "v", content: .viewThatFits(ViewThatFitsNode(axes: [])))
        expectFrame(layout(emptyChoice, 100, 100), 0, 0, 0, 0)
    }

    @Test func manyChildrenStayFast() {
        let rows = (0..<300).map { i in
            hstack("row\(i)", [text("Item \(i)", "t\(i)"), spacer("s\(i)"), text("\(i * 7)", "v\(i)").frame(minWidth: 30, id: "f\(i)")])
        }
        let tree = engine.layout(archive(vstack(spacing: 2, rows), size: SizeValue(width: 300, height: 4198)))  // 300 rows of 12 + 299 × 2
        expectFrame(tree.root, 0, 0, 300, 4198)
        expectFrame(tree.root.node(id: "t0"), 0, 0, 36, 12)
        expectFrame(tree.root.node(id: "f299"), 270, 4186, 30, 12)
        #expect(tree.root.children.count == 300)
    }
}
