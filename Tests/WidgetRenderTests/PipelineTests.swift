import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// The whole engine path on archives, including hostile ones: they must yield diagnostics
/// or clear errors, never a crash or an unbounded allocation.
@Suite struct PipelineTests {
    static let pipeline = WidgetPipeline(configuration: RenderConfiguration(scale: 2))

    func archive(_ root: Node, size: SizeValue = SizeValue(width: 158, height: 158), family: String = "systemSmall") -> ViewArchive {
        var root = root
        assign(&root, "0")
        return ViewArchive(
            environment: ArchiveEnvironment(
                widgetFamily: family, displaySize: size,
                contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)),
            root: root, containerBackground: Node(id: "bg", content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(.rgba(0, 0, 1), evenOdd: false)))))
    }

    func assign(_ node: inout Node, _ path: String) {
        node.id = path
        for i in node.children.indices { assign(&node.children[i], "\(path)/\(i)") }
    }

    /// A PNG signature and IHDR claiming the given size, with no pixel data behind it.
    func pngHeader(width: UInt32, height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [width, height] { d += Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        d += Data([8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    func image(_ width: Int, _ height: Int) -> Node {
        Node(
            id: "",
            content: .image(
                ImageNode(
                    source: .bitmap(
                        BitmapImage(
                            data: pngHeader(width: UInt32(width), height: UInt32(height)), format: "png", pixelWidth: width, pixelHeight: height, scale: 1)),
                    resizing: .init(), foreground: .rgba(0, 0, 0), symbolFont: FontSpec(size: 17))))
    }

    @Test func rendersAPlainWidget() throws {
        let result = Self.pipeline.render(
            archive(
                Node(
                    id: "",
                    content: .text(
                        TextNode(runs: [
                            TextRun(content: .string("Hello"), font: FontSpec(size: 17), foreground: .rgba(1, 1, 1))
                        ])))))
        #expect(result.pixelWidth == 316 && result.pixelHeight == 316)
        let image = try #require(RasterImage.decodePNG(result.data))
        // Blue container background in the middle of an edge, transparent beyond the corner.
        #expect(image.pixel(x: 158, y: 4).b == 255)
        #expect(image.pixel(x: 0, y: 0).a == 0)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func svgOutput() {
        let result = Self.pipeline.render(
            archive(Node(id: "", content: .shape(ShapeNode(geometry: .circle, drawing: .fill(.rgba(1, 0, 0), evenOdd: false))))), as: .svg)
        let svg = String(decoding: result.data, as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("158pt") || svg.contains("158"))
    }

    @Test func imagesOverWidgetKitsAreaLimitAreReported() {
        let result = Self.pipeline.render(archive(image(1024, 1024), size: SizeValue(width: 338, height: 158), family: "systemMedium"))
        let diagnostic = result.diagnostics.first { $0.code == "image-too-large" }
        #expect(diagnostic != nil)
        #expect(diagnostic?.message.contains("totalArea 1048576") == true)
        let fine = Self.pipeline.render(archive(image(300, 300)))
        #expect(!fine.diagnostics.contains { $0.code == "image-too-large" })
    }

    @Test func enormousDeclaredImagesAreNotDecoded() {
        let result = Self.pipeline.render(archive(image(100_000, 100_000)))
        #expect(result.diagnostics.contains { $0.code == "undecodable-image" })
        #expect(result.diagnostics.contains { $0.code == "image-too-large" })
    }

    @Test func absurdWidgetSizesAreClamped() {
        let result = Self.pipeline.render(archive(Node(id: "", content: .spacer(SpacerNode())), size: SizeValue(width: 1e9, height: 1e9)))
        #expect(result.pixelWidth == CairoRasterizer.maximumDimension)
        #expect(result.diagnostics.contains { $0.code == "canvas-too-large" })
    }

    @Test func deepNestingAndHugeFramesDoNotCrash() {
        var node = Node(id: "", content: .text(TextNode(runs: [TextRun(content: .string("deep"), font: FontSpec(size: 12), foreground: .rgba(0, 0, 0))])))
        for i in 0..<1000 {
            node = Node(id: "", content: .modifier(i % 2 == 0 ? .padding(.zero) : .frame(width: 1e12, height: nil, alignment: .center)), children: [node])
        }
        let result = Self.pipeline.render(archive(node))
        #expect(result.diagnostics.contains { $0.code == "layout-too-deep" })
        #expect(result.pixelWidth == 316)
    }
}
