import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Device symbols the corpus's battery widget (PowerMeter) uses: drawn with the Material
/// glyph that depicts the same thing, not the unmapped-symbol placeholder.
@Suite("Device symbols")
struct DeviceSymbolTests {
    @Test func earbudsAndPencilHaveGlyphs() {
        #expect(SymbolMapping.glyph(for: "airpodspro")?.materialName == "earbuds")
        #expect(SymbolMapping.glyph(for: "airpods")?.materialName == "earbuds")
        #expect(SymbolMapping.glyph(for: "applepencil")?.materialName == "edit")
        // The corpus's Pantry and ShelfLife label their lists with a refrigerator.
        #expect(SymbolMapping.glyph(for: "refrigerator")?.materialName == "kitchen")
        #expect(SymbolMapping.glyph(for: "refrigerator.fill")?.materialName == "kitchen")
    }

    @Test func theyDrawWithoutAPlaceholder() {
        for name in ["airpodspro", "applepencil", "refrigerator"] {
            let image = Fixtures.rasterizer.rasterize(
                Fixtures.list(40, 40, [.image(ImageItem(image: Fixtures.symbol(name, size: 24), frame: RectValue(x: 4, y: 4, width: 32, height: 32)))]),
                scale: 2)
            #expect(!image.diagnostics.contains { $0.code == "unmapped-symbol" }, "\(name)")
            #expect(image.countOpaque(x0: 8, y0: 8, x1: 72, y1: 72) > 50, "\(name) drew nothing")
        }
    }
}
