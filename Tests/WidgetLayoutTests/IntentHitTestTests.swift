import Foundation
import Testing
import WidgetArchive
import WidgetLayout

/// Taps on App Intent controls resolved against real layout frames (6 pt per character, 12 pt
/// lines), next to and inside links.
@Suite struct IntentHitTestTests {
    static let add = IntentAction(control: .button, typeName: "7Counter9AddIntentV", displayName: "AddIntent", parameters: "{\"step\":{\"integer\":2}}")
    static let alarm = IntentAction(
        control: .toggle, typeName: "7Counter11AlarmIntentV", displayName: "AlarmIntent", parameters: "{}", isOn: false)

    func control(_ id: String, _ action: IntentAction, _ label: Node) -> Node {
        Node(id: id, content: .modifier(.intentAction(action)), children: [label])
    }

    func widget(_ root: Node) -> LayoutTree {
        engine.layout(
            ViewArchive(
                environment: ArchiveEnvironment(widgetFamily: "systemMedium", displaySize: SizeValue(width: 200, height: 100)),
                root: root, widgetURL: "app://widget"))
    }

    /// A card link holding a title and an "Add" button, then an "Alarm" toggle outside the link.
    var card: Node {
        vstack(
            "column", spacing: 0, alignment: .leading,
            [
                Node(
                    id: "card", content: .link(LinkNode(url: "app://card")),
                    children: [
                        vstack("card-body", spacing: 0, alignment: .leading, [text("Title", "title"), control("add", Self.add, text("Add", "add-label"))])
                    ]),
                control("alarm", Self.alarm, text("Alarm", "alarm-label")),
            ])
    }

    @Test func theInnermostControlOrLinkUnderThePointWins() throws {
        let tree = widget(card)
        // The column (30 × 36) is centred in 200 × 100; rows are 12 pt high.
        let add = try #require(tree.root.node(id: "add")).frame
        #expect(add == RectValue(x: 85, y: 32 + 12, width: 18, height: 12))
        let regions = HitTest.intentRegions(in: tree)
        #expect(regions.map(\.action.displayName) == ["AddIntent", "AlarmIntent"])
        #expect(regions.map(\.depth) == [1, 0])  // the button is inside the card link
        #expect(regions[0].frame == add)

        // On the button inside the link: the button (the innermost control) wins.
        guard case .intent(let hit) = HitTest.target(at: PointValue(x: add.midX, y: add.midY), in: tree) else {
            Issue.record("no intent hit")
            return
        }
        #expect(hit.action == Self.add && hit.nodeID == "add")
        // On the title, in the same link: the link.
        let title = try #require(tree.root.node(id: "title")).frame
        #expect(HitTest.target(at: PointValue(x: title.midX, y: title.midY), in: tree) == .link(HitTest.linkRegions(in: tree)[0]))
        // On the toggle.
        let alarm = try #require(tree.root.node(id: "alarm")).frame
        guard case .intent(let toggle) = HitTest.target(at: PointValue(x: alarm.midX, y: alarm.midY), in: tree) else {
            Issue.record("no toggle hit")
            return
        }
        #expect(toggle.action.isOn == false && toggle.action.control == .toggle)
        // Beside everything: the widget's URL, as before.
        #expect(HitTest.target(at: PointValue(x: 5, y: 5), in: tree) == .widgetURL("app://widget"))
        // A hidden control is not tappable.
        let hidden = widget(Node(id: "h", content: .modifier(.hidden), children: [control("add", Self.add, text("Add", "l"))]))
        #expect(HitTest.intentRegions(in: hidden).isEmpty)
    }
}
