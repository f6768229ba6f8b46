import AssetCatalog
import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Asset colors and images through a temporary `.xcassets` inside a `.resources` bundle.
@Suite("Asset catalog resources")
struct AssetTests {
    /// Builds `<tmp>/Widget_Ext.resources/Assets.xcassets` with `Accent` (light green / dark blue)
    /// and `Badge` (a 4×2 px red PNG at 2x, rendered as template).
    static func makeBundle() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Widget_Ext.resources/Assets.xcassets")
        let colorset = catalog.appendingPathComponent("Accent.colorset")
        let imageset = catalog.appendingPathComponent("Badge.imageset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        func color(_ r: String, _ g: String, _ b: String, _ appearance: String?) -> String {
            let appearances = appearance.map { #""appearances":[{"appearance":"luminosity","value":"\#($0)"}],"# } ?? ""
            return
                #"{\#(appearances)"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"\#(r)","green":"\#(g)","blue":"\#(b)"}},"idiom":"universal"}"#
        }
        let colors = [color("0.000", "1.000", "0.000", nil), color("0.000", "0.000", "1.000", "dark")].joined(separator: ",")
        try Data(#"{"colors":[\#(colors)],"info":{"author":"xcode","version":1}}"#.utf8).write(to: colorset.appendingPathComponent("Contents.json"))
        try Data(
            #"{"images":[{"filename":"badge@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}"#
                .utf8
        )
        .write(to: imageset.appendingPathComponent("Contents.json"))
        let png = Fixtures.rasterizer.rasterize(Fixtures.list(4, 2, [Fixtures.fill(RectValue(x: 0, y: 0, width: 4, height: 2))]), scale: 1).pngData()
        try png.write(to: imageset.appendingPathComponent("badge@2x.png"))
        return root
    }

    @Test func colorsResolvePerScheme() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let rasterizer = CairoRasterizer(options: .init(assetLocator: AssetLocator(searchDirectories: [root])), measurer: Fixtures.measurer)
        let item = Fixtures.fill(RectValue(x: 0, y: 0, width: 10, height: 10), .color(.asset(name: "Accent", bundle: "Widget_Ext", opacity: 1)))
        let light = rasterizer.rasterize(Fixtures.list(10, 10, [item], scheme: .light), scale: 1)
        let dark = rasterizer.rasterize(Fixtures.list(10, 10, [item], scheme: .dark), scale: 1)
        #expect(light.pixel(x: 5, y: 5) == (0, 255, 0, 255))
        #expect(dark.pixel(x: 5, y: 5) == (0, 0, 255, 255))
        #expect(light.diagnostics.isEmpty && dark.diagnostics.isEmpty)
    }

    @Test func imagesMeasureAndDrawAsTemplates() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator(searchDirectories: [root])
        let node = ImageNode(source: .asset(name: "Badge", bundle: nil), foreground: .rgba(0, 0, 1), symbolFont: FontSpec(size: 17))
        // 4×2 px at 2x → 2×1 pt.
        #expect(RenderImageMeasurer(assetLocator: locator, scale: 2).naturalSize(of: node) == SizeValue(width: 2, height: 1))
        let rasterizer = CairoRasterizer(options: .init(assetLocator: locator), measurer: Fixtures.measurer)
        let image = rasterizer.rasterize(Fixtures.list(20, 10, [.image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 20, height: 10)))]), scale: 1)
        #expect(image.pixel(x: 10, y: 5) == (0, 0, 255, 255))  // tinted: the set says template
        #expect(image.diagnostics.isEmpty)
        var original = node
        original.renderingMode = .original
        let plain = rasterizer.rasterize(
            Fixtures.list(20, 10, [.image(ImageItem(image: original, frame: RectValue(x: 0, y: 0, width: 20, height: 10)))]), scale: 1)
        #expect(plain.pixel(x: 10, y: 5) == (255, 0, 0, 255))
    }
}
