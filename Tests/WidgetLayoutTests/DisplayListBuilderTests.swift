import Foundation
import Testing
import WidgetArchive

@testable import WidgetLayout

/// The builder on hand-made layout trees: paint order, groups, placeholders, progress.
@Suite struct DisplayListBuilderTests {
    let white = Paint.rgba(1, 1, 1)
    let red = Paint.rgba(1, 0, 0)

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> RectValue { RectValue(x: x, y: y, width: w, height: h) }

    func fill(_ id: String, _ frame: RectValue, _ paint: Paint) -> LaidOutNode {
        LaidOutNode(id: id, frame: frame, content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(paint, evenOdd: false))))
    }

    func tree(_ root: LaidOutNode, family: String = "systemSmall", background: LaidOutNode? = nil) -> LayoutTree {
        LayoutTree(
            size: SizeValue(width: 158, height: 158), contentFrame: rect(16, 16, 126, 126), root: root,
            containerBackground: background, diagnostics: [],
            environment: ArchiveEnvironment(widgetFamily: family, displaySize: SizeValue(width: 158, height: 158)), widgetURL: nil)
    }

    @Test func backgroundIsClippedToTheWidgetShapeAndDrawnFirst() {
        let list = DisplayListBuilder.build(tree(fill("0", rect(16, 16, 10, 10), red), background: fill("bg", rect(0, 0, 158, 158), white)))
        guard case .pushClip(.roundedRectangle(22, _, .continuous), let bounds, _) = list.items.first else {
            Issue.record("expected the widget clip first: \(list.items)"); return
        }
        #expect(bounds == rect(0, 0, 158, 158))
        guard case .shape(let bg) = list.items[1], case .shape(let content) = list.items[3] else { Issue.record("shapes"); return }
        #expect(bg.frame.width == 158)
        #expect(list.items[2] == .pop)
        // Content inside the margins cannot reach the corners: no clip (a clip masks every draw).
        #expect(content.drawing == .fill(red, evenOdd: false))
        #expect(list.items.count == 4)
    }

    @Test func contentReachingTheCornersIsClipped() {
        let list = DisplayListBuilder.build(tree(fill("0", rect(0, 0, 158, 40), red), background: fill("bg", rect(0, 0, 158, 158), white)))
        #expect(list.items.count == 6)
        guard case .pushClip = list.items[3] else { Issue.record("content clip: \(list.items)"); return }
        #expect(list.items.last == .pop)
    }

    @Test func widgetsWithoutContainerBackgroundGetTheSystemOne() {
        let list = DisplayListBuilder.build(tree(fill("0", rect(16, 16, 10, 10), red)))
        guard case .shape(let background) = list.items[0] else { Issue.record("background"); return }
        #expect(background.geometry == .roundedRectangle(cornerWidth: 22, cornerHeight: 22, style: .continuous))
        #expect(background.drawing == .fill(.rgba(1, 1, 1), evenOdd: false))
        #expect(background.frame == rect(0, 0, 158, 158))
    }

    @Test func accessoryWidgetsAreNotClipped() {
        let list = DisplayListBuilder.build(tree(fill("0", rect(0, 0, 10, 10), red), family: "accessoryCircular"))
        #expect(list.items.count == 1)
    }

    @Test func backgroundBeforeOverlayAfterAndGroupsBalance() {
        let child = fill("0/0", rect(20, 20, 40, 40), red)
        let background = LaidOutNode(
            id: "0/background", frame: rect(20, 20, 40, 40), content: .shape(ShapeNode(geometry: .circle, drawing: .fill(white, evenOdd: false))))
        let decorated = LaidOutNode(
            id: "0", frame: rect(20, 20, 40, 40), content: .modifier(.background(Node(id: "x", content: .spacer(SpacerNode())), alignment: .center)),
            children: [child], layers: [.init(role: .background, node: background)])
        let faded = LaidOutNode(id: "r", frame: rect(20, 20, 40, 40), content: .modifier(.opacity(0.5)), children: [decorated])
        let list = DisplayListBuilder(widgetCornerRadius: nil).build(tree(faded))
        #expect(list.items.count == 4)
        #expect(list.items[0] == .pushOpacity(0.5))
        guard case .shape(let first) = list.items[1], case .shape(let second) = list.items[2] else { Issue.record("shapes"); return }
        #expect(first.geometry == .circle)
        #expect(second.geometry == .rectangle)
        #expect(list.items[3] == .pop)
    }

    @Test func redactedTextBecomesBarsPerLine() {
        let text = TextNode(runs: [TextRun(content: .string("Two lines here"), font: FontSpec(size: 17), foreground: white)])
        let node = LaidOutNode(
            id: "0", frame: rect(10, 10, 100, 40), content: .text(text),
            text: TextMeasurement(size: SizeValue(width: 100, height: 40), firstBaseline: 16, lastBaseline: 36, lineCount: 2),
            redaction: [.placeholder])
        let list = DisplayListBuilder(widgetCornerRadius: nil).build(tree(node))
        #expect(list.items.count == 2)
        guard case .shape(let a) = list.items[0], case .shape(let b) = list.items[1] else { Issue.record("bars"); return }
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 60)
        #expect(b.frame.minY >= 30)
        #expect(a.drawing == .fill(.rgba(1, 1, 1, 0.2), evenOdd: false))
    }

    @Test func hiddenAndZeroOpacityDrawNothing() {
        let hidden = LaidOutNode(id: "0", frame: rect(0, 0, 10, 10), content: .modifier(.hidden), children: [fill("0/0", rect(0, 0, 10, 10), red)])
        #expect(DisplayListBuilder(widgetCornerRadius: nil).build(tree(hidden)).items.isEmpty)
    }

    @Test func zIndexReordersDepthStacks() {
        let top = LaidOutNode(id: "0/0", frame: rect(0, 0, 10, 10), content: .modifier(.zIndex(1)), children: [fill("0/0/0", rect(0, 0, 10, 10), red)])
        let bottom = fill("0/1", rect(0, 0, 10, 10), white)
        let stack = LaidOutNode(id: "0", frame: rect(0, 0, 10, 10), content: .stack(StackNode(kind: .depth)), children: [top, bottom])
        let paints = DisplayListBuilder(widgetCornerRadius: nil).build(tree(stack)).items.compactMap { item -> Paint? in
            if case .shape(let s) = item, case .fill(let p, _) = s.drawing { p } else { nil }
        }
        #expect(paints == [white, red])
    }

    @Test func timerProgressFollowsTheClock() {
        let start = Date(timeIntervalSince1970: 1000)
        let progress = ProgressNode(style: .linear, value: .timer(start: start, end: start + 100, countsDown: true))
        let node = LaidOutNode(id: "0", frame: rect(0, 0, 200, 4), content: .progress(progress))
        let list = DisplayListBuilder(now: start + 25, widgetCornerRadius: nil).build(tree(node))
        guard case .shape(let fill) = list.items.last else { Issue.record("fill"); return }
        #expect(abs(fill.frame.width - 150) < 0.001)
    }

    @Test func dumpShowsNesting() {
        let faded = LaidOutNode(id: "0", frame: rect(0, 0, 10, 10), content: .modifier(.opacity(0.5)), children: [fill("0/0", rect(0, 0, 10, 10), red)])
        let dump = DisplayListDump.dump(DisplayListBuilder.build(tree(faded, background: fill("bg", rect(0, 0, 158, 158), white))))
        #expect(
            dump == """
                display list 158x158 scheme=light
                  clip roundedRect(22, continuous) (0, 0, 158×158)
                    shape rect (0, 0, 158×158) fill #FFFFFFFF
                  pop
                  clip roundedRect(22, continuous) (0, 0, 158×158)
                    opacity 0.5
                      shape rect (0, 0, 10×10) fill #FF0000FF
                    pop
                  pop

                """)
    }
}
