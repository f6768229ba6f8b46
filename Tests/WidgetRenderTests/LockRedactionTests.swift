import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// A locked device's redaction, drawn: pixels change only where redacted content is.
@Suite struct LockRedactionTests {
    /// "Balance" above a privacy-sensitive amount, on a blue container background.
    var archive: ViewArchive {
        let black = Paint.rgba(0, 0, 0)
        func text(_ id: String, _ string: String, privacySensitive: Bool? = nil) -> Node {
            Node(
                id: id, content: .text(TextNode(runs: [TextRun(content: .string(string), font: FontSpec(size: 17), foreground: black)])),
                privacySensitive: privacySensitive)
        }
        let root = Node(
            id: "0", content: .stack(StackNode(kind: .vertical, spacing: 8)),
            children: [text("0/0", "Balance"), text("0/1", "$1,234.56", privacySensitive: true)])
        return ViewArchive(
            environment: ArchiveEnvironment(
                widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158),
                contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)),
            root: root,
            containerBackground: Node(id: "bg", content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(.rgba(0.6, 0.8, 1), evenOdd: false)))))
    }

    func render(_ redaction: RedactionOverride) throws -> (RasterImage, LayoutTree) {
        let result = WidgetPipeline(configuration: RenderConfiguration(scale: 2, redaction: redaction)).render(archive)
        return (try #require(RasterImage.decodePNG(result.data)), result.tree)
    }

    /// Device pixels that differ between two images, split by whether they lie in `regions`
    /// (points, grown by 2 pt for antialiasing).
    func differences(_ a: RasterImage, _ b: RasterImage, in regions: [RectValue]) -> (inside: Int, outside: Int) {
        let grown = regions.map { RectValue(x: ($0.x - 2) * 2, y: ($0.y - 2) * 2, width: ($0.width + 4) * 2, height: ($0.height + 4) * 2) }
        var inside = 0, outside = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                if grown.contains(where: { $0.contains(PointValue(x: Double(x), y: Double(y))) }) { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }

    @Test func lockedRedactsOnlyPrivacySensitiveContent() throws {
        let (plain, tree) = try render(.none)
        let (locked, _) = try render(.privacySensitive)
        let amount = try #require(tree.root.node(id: "0/1")).frame
        let label = try #require(tree.root.node(id: "0/0")).frame
        #expect(tree.root.node(id: "0/1")?.privacySensitive == true)

        // The label (8 pt above the amount, outside its grown region) and the background are untouched.
        #expect(label.maxY + 4 < amount.minY)
        let changed = differences(plain, locked, in: [amount])
        #expect(changed.outside == 0, "pixels changed outside the private amount")
        // A good part of the amount's area is repainted (glyphs become one placeholder bar).
        #expect(Double(changed.inside) > amount.width * amount.height * 4 * 0.2, "\(changed.inside) pixels changed")
    }

    @Test func placeholderLookRedactsAllContentButKeepsTheBackground() throws {
        let (plain, tree) = try render(.none)
        let (placeholder, _) = try render(.all)
        let frames = try ["0/0", "0/1"].map { try #require(tree.root.node(id: $0)).frame }
        let changed = differences(plain, placeholder, in: frames)
        #expect(changed.outside == 0, "the container background changed")
        let labelOnly = differences(plain, placeholder, in: [frames[1]])
        #expect(labelOnly.outside > 0, "the label was not redacted")
        // The background's colour is still there beside the content.
        #expect(placeholder.pixel(x: 20, y: 158) == plain.pixel(x: 20, y: 158))
    }

    @Test func theDisplayListDrawsBarsInsteadOfRedactedText() {
        let tree = WidgetPipeline(configuration: RenderConfiguration(scale: 2)).layout(archive)
        func texts(_ redaction: RedactionOverride) -> Int {
            DisplayListBuilder(redaction: redaction).build(tree).items.filter { if case .text = $0 { true } else { false } }.count
        }
        #expect(texts(.none) == 2)
        #expect(texts(.privacySensitive) == 1)
        #expect(texts(.all) == 0)
    }
}
