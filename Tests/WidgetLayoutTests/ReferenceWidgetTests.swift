import Foundation
import Testing
import WidgetArchive
import WidgetLayout

/// Returns fixed line boxes per string, as docs/REFERENCE-WIDGET.md states them for the
/// reference widget (title 20, headline 26, tile labels 13, caption 14).
struct LineBoxMeasurer: TextMeasurer {
    let boxes: [String: SizeValue]
    func measure(_ text: TextNode, proposal: ProposedSize) -> TextMeasurement {
        let size = boxes[text.plainText()] ?? SizeValue(width: 0, height: 0)
        return TextMeasurement(size: size, firstBaseline: size.height * 0.8, lastBaseline: size.height * 0.8, lineCount: 1)
    }
}

@Suite struct ReferenceWidgetTests {
    static let boxes: [String: SizeValue] = [
        "Game Status": SizeValue(width: 104, height: 20),
        "Your turn — 3 moves left": SizeValue(width: 262, height: 26),
        "HP 75%": SizeValue(width: 40, height: 13),
        "XP 1200": SizeValue(width: 46, height: 13),
        "Gold 80": SizeValue(width: 42, height: 13),
        "Updated 10:42": SizeValue(width: 80, height: 14),
    ]

    func styled(_ s: String, _ id: String, size: Double, weight: FontSpec.Weight = .regular, _ paint: Paint) -> Node {
        Node(id: id, content: .text(TextNode(runs: [TextRun(content: .string(s), font: FontSpec(size: size, weight: weight), foreground: paint)])))
    }

    /// The medium reference widget: VStack(leading, spacing 0) { title; headline; Spacer;
    /// HStack(spacing 10) { 3 × VStack(spacing 2) { 44×44 tile; label }.frame(width: 56) };
    /// Spacer; caption }, framed to the top-leading corner of the content, padding 16.
    /// The spacers have minLength 0: the reference geometry (flexbox renderers) gives each
    /// the 2 pt left over; SwiftUI's default minimum (8) would overflow the 123 pt box.
    func referenceArchive() -> ViewArchive {
        let tiles: [(String, String, Paint)] = [
            ("hp", "HP 75%", .rgba(1, 0.23, 0.19)), ("xp", "XP 1200", .rgba(0.04, 0.52, 1)),
            ("gold", "Gold 80", .rgba(1, 0.62, 0.04)),
        ]
        let columns = tiles.map { id, label, paint in
            vstack(
                "\(id)/column", spacing: 2,
                [
                    roundedRect("\(id)/tile", radius: 10, paint).frame(width: 44, height: 44, id: "\(id)/tileFrame"),
                    styled(label, "\(id)/label", size: 11, .rgba(1, 1, 1)),
                ]
            ).frame(width: 56, id: "\(id)/slot")
        }
        let content = vstack(
            "content", spacing: 0, alignment: .leading,
            [
                styled("Game Status", "title", size: 17, weight: .semibold, .rgba(1, 1, 1)),
                styled("Your turn — 3 moves left", "headline", size: 22, weight: .bold, .rgba(1, 0.84, 0.04)),
                spacer("spacer1", minLength: 0),
                hstack("tiles", spacing: 10, columns),
                spacer("spacer2", minLength: 0),
                styled("Updated 10:42", "caption", size: 12, .rgba(0.56, 0.56, 0.58)),
            ]
        ).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: topLeading, id: "fill").padding(16, id: "padding")
        let background = roundedRect("background", radius: 22, .rgba(0.118, 0.145, 0.2))
        return ViewArchive(
            environment: ArchiveEnvironment(widgetFamily: "systemMedium", displaySize: SizeValue(width: 329, height: 155)),
            root: content, containerBackground: background)
    }

    @Test func mediumReferenceWidget() {
        let engine = LayoutEngine(text: LineBoxMeasurer(boxes: Self.boxes), images: FixedImageMeasurer())
        let tree = engine.layout(referenceArchive())
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let root = tree.root
        expectFrame(tree.containerBackground, 0, 0, 329, 155)
        expectFrame(root, 0, 0, 329, 155)
        expectFrame(root.node(id: "fill"), 16, 16, 297, 123)
        expectFrame(root.node(id: "content"), 16, 16, 262, 123)
        expectFrame(root.node(id: "title"), 16, 16, 104, 20)
        expectFrame(root.node(id: "headline"), 16, 36, 262, 26)
        // 20 + 26 + 59 + 14 = 119 in 123: each Spacer is 2 pt.
        expectFrame(root.node(id: "spacer1"), 16, 62, 0, 2)
        expectFrame(root.node(id: "tiles"), 16, 64, 188, 59)
        expectFrame(root.node(id: "spacer2"), 16, 123, 0, 2)
        expectFrame(root.node(id: "caption"), 16, 125, 80, 14)
        // Columns 56 wide, 10 apart; tiles centred in them, labels 2 pt under the tiles.
        for (i, id) in ["hp", "xp", "gold"].enumerated() {
            let x = 16 + Double(i) * 66
            expectFrame(root.node(id: "\(id)/slot"), x, 64, 56, 59)
            expectFrame(root.node(id: "\(id)/tile"), x + 6, 64, 44, 44)
        }
        // A column is as wide as its widest child: "XP 1200" (46) is wider than the tile.
        expectFrame(root.node(id: "hp/column"), 22, 64, 44, 59)
        expectFrame(root.node(id: "xp/column"), 87, 64, 46, 59)
        expectFrame(root.node(id: "hp/label"), 24, 110, 40, 13)
        expectFrame(root.node(id: "xp/label"), 87, 110, 46, 13)
        expectFrame(root.node(id: "gold/label"), 155, 110, 42, 13)
    }

    @Test func dumpShowsFramesLayersAndDiagnostics() {
        let engine = LayoutEngine(text: LineBoxMeasurer(boxes: Self.boxes), images: FixedImageMeasurer())
        let dump = LayoutDump.dump(engine.layout(referenceArchive()))
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.first == "layout 329×155 content (0, 0, 329×155)")
        #expect(lines.contains("containerBackground:"))
        #expect(lines.contains { $0.hasPrefix("  Shape roundedRect(22, continuous) fill(") && $0.hasSuffix("#background  (0, 0, 329×155)") })
        #expect(lines.contains { $0.hasPrefix("        Text \"Game Status\"") && $0.hasSuffix("#title  (16, 16, 104×20) lines=1") })
        #expect(lines.contains { $0.contains("Spacer(minLength: 0)  #spacer1  (16, 62, 0×2)") })

        let withLayer = LayoutDump.dump(
            layout(
                text("Hi").background(color("bg")).modifier(.padding(EdgeInsetsValue(top: 1, leading: 1, bottom: 1, trailing: 1)), "p", suffix: ""), 100, 100))
        #expect(
            withLayer == """
                .padding(1)  #p  (0, 0, 14×14)
                  .background(alignment: center)  #text^background  (1, 1, 12×12)
                    with:
                      background: Shape rect fill(#FF0000FF)  #bg  (1, 1, 12×12)
                    Text "Hi"{system 10 regular #FF0000FF}  #text  (1, 1, 12×12) lines=1

                """)
        let overflowing = engine.layout(archive(color().frame(width: 500, height: 10, id: "wide")))
        #expect(LayoutDump.dump(overflowing).contains("! warning: [overflow-widget]"))
    }
}
