import Foundation
import Testing
import WidgetArchive
import WidgetLayout

/// Taps resolved against real layout frames (the fixed 6 pt-per-character measurer).
@Suite struct HitTestTests {
    func link(_ id: String, _ url: String, _ label: Node) -> Node {
        Node(id: id, content: .link(LinkNode(url: url)), children: [label])
    }

    func widget(_ root: Node, widgetURL: String? = "app://widget") -> LayoutTree {
        engine.layout(
            ViewArchive(
                environment: ArchiveEnvironment(widgetFamily: "systemMedium", displaySize: SizeValue(width: 200, height: 100)),
                root: root, widgetURL: widgetURL))
    }

    func center(_ node: LaidOutNode?) -> PointValue {
        PointValue(x: node?.frame.midX ?? -1, y: node?.frame.midY ?? -1)
    }

    /// A card (outer link) holding a title and an inner "Replay" link, above a plain footer.
    var nested: Node {
        vstack(
            "column", spacing: 0, alignment: .leading,
            [
                link(
                    "card", "app://card",
                    vstack(
                        "card-body", spacing: 0, alignment: .leading,
                        [
                            text("Title", "title"),
                            link("replay", "app://replay", text("Replay", "replay-label")),
                        ])),
                text("Footer text", "footer"),
            ])
    }

    @Test func theInnermostLinkUnderThePointWins() throws {
        let tree = widget(nested)
        // Real frames: the column (66 × 36) is centred in 200 × 100; rows are 12 pt high.
        expectFrame(tree.root, 67, 32, 66, 36)
        expectFrame(tree.root.node(id: "card"), 67, 32, 36, 24)
        expectFrame(tree.root.node(id: "replay"), 67, 44, 36, 12)

        #expect(HitTest.url(at: center(tree.root.node(id: "replay-label")), in: tree) == "app://replay")
        #expect(HitTest.url(at: center(tree.root.node(id: "title")), in: tree) == "app://card")
        // The card's frame, right of the shorter title: still the card.
        #expect(HitTest.url(at: PointValue(x: 100, y: 35), in: tree) == "app://card")
        // Edges: the top-left corner is in, the bottom edge belongs to what is below.
        #expect(HitTest.url(at: PointValue(x: 67, y: 44), in: tree) == "app://replay")
        #expect(HitTest.url(at: PointValue(x: 67, y: 56), in: tree) == nil)

        let regions = HitTest.linkRegions(in: tree)
        #expect(regions.map(\.url) == ["app://card", "app://replay"])
        #expect(regions.map(\.depth) == [0, 1])
        #expect(regions.map(\.nodeID) == ["card", "replay"])
        #expect(regions[1].frame == RectValue(x: 67, y: 44, width: 36, height: 12))
    }

    @Test func outsideEveryLinkTheWidgetURLIsTheTarget() {
        let tree = widget(nested)
        let footer = center(tree.root.node(id: "footer"))
        #expect(HitTest.url(at: footer, in: tree) == nil)
        #expect(HitTest.target(at: footer, in: tree) == .widgetURL("app://widget"))
        #expect(HitTest.target(at: PointValue(x: 5, y: 5), in: tree) == .widgetURL("app://widget"))
        guard case .link(let region) = HitTest.target(at: center(tree.root.node(id: "title")), in: tree) else {
            Issue.record("a link was expected")
            return
        }
        #expect(region.url == "app://card")
    }

    @Test func aWidgetWithoutURLsHasNoTarget() {
        let tree = widget(vstack([text("Nothing to open", "a"), text("here", "b")]), widgetURL: nil)
        #expect(HitTest.linkRegions(in: tree).isEmpty)
        #expect(HitTest.target(at: center(tree.root.node(id: "a")), in: tree) == HitTarget.none)
        #expect(HitTest.target(at: PointValue(x: 0, y: 0), in: tree) == HitTarget.none)
    }

    @Test func theTopmostOfOverlappingLinksWinsAndHiddenLinksAreNotTappable() {
        // Two full-size links in a ZStack: the later one is drawn above; zIndex reorders.
        let back = link("back", "app://back", color("back-fill").frame(width: 100, height: 50))
        let front = link("front", "app://front", color("front-fill").frame(width: 40, height: 20))
        let stacked = widget(zstack([back, front]))
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: stacked) == "app://front")
        #expect(HitTest.url(at: PointValue(x: 60, y: 30), in: stacked) == "app://back")
        let raised = widget(zstack([back.modifier(.zIndex(1), suffix: "z"), front]))
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: raised) == "app://back")

        let hidden = widget(zstack([back, front.modifier(.hidden, suffix: "hidden")]))
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: hidden) == "app://back")
        let transparent = widget(zstack([back, front.opacity(0)]))
        #expect(HitTest.linkRegions(in: transparent).map(\.url) == ["app://back"])
    }

    @Test func offsetsMoveTheTappableArea() {
        let tree = widget(link("moved", "app://moved", color("fill").frame(width: 20, height: 20)).offset(x: 50, y: 0))
        // Laid out at (90, 40), drawn and tapped 50 pt to the right.
        expectFrame(tree.root.node(id: "moved"), 140, 40, 20, 20)
        #expect(HitTest.url(at: PointValue(x: 150, y: 50), in: tree) == "app://moved")
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: tree) == nil)
    }

    @Test func linksInBackgroundsAndOverlaysFollowPaintOrder() {
        let base = color("base").frame(width: 60, height: 30)
        let overlaid = widget(link("under", "app://under", base).overlay(link("over", "app://over", color("dot").frame(width: 10, height: 10))))
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: overlaid) == "app://over")
        #expect(HitTest.url(at: PointValue(x: 75, y: 40), in: overlaid) == "app://under")
        let behind = widget(link("front", "app://front", base).background(link("behind", "app://behind", color("wide").frame(width: 120, height: 30))))
        #expect(HitTest.url(at: PointValue(x: 100, y: 50), in: behind) == "app://front")
        #expect(HitTest.url(at: PointValue(x: 45, y: 50), in: behind) == "app://behind")
    }
}
