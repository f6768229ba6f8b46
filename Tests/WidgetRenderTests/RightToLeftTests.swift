import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Right-to-left scripts shape through fontconfig fallback (DejaVu Sans covers Hebrew and
/// Arabic) with Pango's bidi, with no missing glyphs.
@Suite struct RightToLeftTests {
    let measurer = Fixtures.measurer

    @Test(arguments: ["שלום עולם", "مرحبا بالعالم", "Score: 42 — مرحبا"])
    func shapesWithoutMissingGlyphs(_ string: String) {
        let result = measurer.measureWithDetails(Fixtures.text(string), proposal: .unspecified)
        #expect(result.unknownGlyphs == 0)
        #expect(result.measurement.size.width > 20)
        #expect(result.measurement.lineCount == 1)
    }

    @Test func rightToLeftTextWrapsLikeLatin() {
        let result = measurer.measure(Fixtures.text("مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم"), proposal: ProposedSize(width: 80, height: nil))
        #expect(result.lineCount > 1)
        #expect(result.size.width <= 80)
    }
}
