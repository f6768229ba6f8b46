import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Text with `tracking` or `kerning`: laid out at its own ideal width it must fit on one line,
/// untruncated, and draw exactly as it does with room to spare. Pango removes the letter
/// spacing at a line's ends from the width it reports but counts it when deciding what fits,
/// which once turned "ALEX" into "AL…" (the corpus's tracking repro).
@Suite("Letter spacing")
struct LetterSpacingTests {
    let measurer = Fixtures.measurer

    /// SwiftUI's `.caption2.weight(.semibold)` with a spacing on the one run.
    func spaced(_ string: String, tracking: Double = 0, kerning: Double = 0, size: Double = 11) -> TextNode {
        var text = Fixtures.text(string, size: size, weight: .semibold)
        text.runs[0].tracking = tracking
        text.runs[0].kerning = kerning
        return text
    }

    static let cases: [(String, Double, Double)] = [
        ("ALEX", 1.5, 0), ("ALEX", 3, 0), ("ALEX", 0, 1.5), ("ALEX MORGAN", 1.5, 0), ("Tracking", 2, 0), ("ALEX", 20, 0),
    ]

    @Test(arguments: 0..<cases.count) func fitsOnOneLineAtItsIdealWidth(_ index: Int) {
        let (string, tracking, kerning) = Self.cases[index]
        let text = spaced(string, tracking: tracking, kerning: kerning)
        let ideal = measurer.measure(text, proposal: .unspecified)
        let atIdeal = measurer.measure(text, proposal: ProposedSize(width: ideal.size.width, height: nil))
        #expect(atIdeal.lineCount == 1, "\(string) tracking \(tracking) kerning \(kerning)")
        #expect(!atIdeal.isTruncated, "\(string) tracking \(tracking) kerning \(kerning)")
        #expect(atIdeal.size == ideal.size, "\(string): \(atIdeal.size) at its ideal \(ideal.size)")
        // One line, even when the height is limited to that line (the layout engine's case).
        let boxed = measurer.measure(text, proposal: ProposedSize(ideal.size))
        #expect(!boxed.isTruncated && boxed.lineCount == 1, "\(string) in its own box")
    }

    @Test func theSpacingIsMeasuredBetweenTheLetters() {
        // 8 letters, 2 pt tracking: 7 gaps of 2 pt between them (the trailing one hangs, as
        // Apple's tracking is treated as trailing whitespace).
        let plain = measurer.measure(spaced("Tracking"), proposal: .unspecified).size.width
        let tracked = measurer.measure(spaced("Tracking", tracking: 2), proposal: .unspecified).size.width
        #expect(abs(tracked - plain - 14) <= 0.5, "\(tracked) - \(plain)")
    }

    @Test func stillWrapsWhenAWordDoesNotFit() {
        let text = spaced("ALEX MORGAN", tracking: 1.5)
        let word = measurer.measure(spaced("MORGAN", tracking: 1.5), proposal: .unspecified)
        let narrow = measurer.measure(text, proposal: ProposedSize(width: word.size.width + 1, height: nil))
        #expect(narrow.lineCount == 2)
        #expect(!narrow.isTruncated)
    }

    @Test func drawsTheWholeWordInItsIdealFrame() throws {
        let text = spaced("ALEX", tracking: 1.5)
        let m = measurer.measure(text, proposal: .unspecified)
        func draw(width: Double) -> RasterImage {
            let frame = RectValue(x: 4, y: 4, width: width, height: m.size.height)
            return Fixtures.rasterizer.rasterize(Fixtures.list(80, 24, [.text(TextItem(text: text, frame: frame, measurement: m))]), scale: 2)
        }
        let tight = draw(width: m.size.width), roomy = draw(width: 70)
        if let dir = ProcessInfo.processInfo.environment["VITRINE_LETTER_SPACING_PNG"] {
            try tight.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("tracking-tight.png"))
            try roomy.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("tracking-roomy.png"))
        }
        var differing = 0
        for y in 0..<tight.pixelHeight {
            for x in 0..<tight.pixelWidth where tight.pixel(x: x, y: y) != roomy.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ between ALEX in its ideal frame and with room to spare")
        #expect(tight.countOpaque(x0: 8, y0: 8, x1: 8 + Int(m.size.width * 2), y1: 8 + Int(m.size.height * 2)) > 100)
    }
}
