import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@Suite struct TextMeasurerTests {
    func measure(_ t: TextNode, _ w: Double?, _ h: Double? = nil) -> TextMeasurement {
        measurer.measure(t, proposal: ProposedSize(width: w, height: h))
    }

    @Test func idealIsOneLine() {
        let m = measure(textNode("Hello world"), nil)
        expectSize(m.size, 66, 12)
        #expect(m.lineCount == 1 && !m.isTruncated && m.scale == 1)
        #expect(abs(m.firstBaseline - 9.6) < 1e-9 && abs(m.lastBaseline - 9.6) < 1e-9)
        // Infinity is the same as unspecified; hard breaks still wrap.
        expectSize(measure(textNode("Hello world"), .infinity).size, 66, 12)
        let two = measure(textNode("Hello\nworld!"), nil)
        expectSize(two.size, 36, 24)
        #expect(two.lineCount == 2 && abs(two.lastBaseline - 21.6) < 1e-9)
    }

    @Test func greedyWordWrapping() {
        // "aaaa aaaa aaaa": 24 + 6 + 24 = 54 fits in 60, the third word goes below.
        let m = measure(textNode(words(3)), 60)
        expectSize(m.size, 54, 24)
        #expect(m.lineCount == 2)
        // Exactly fitting lines do not wrap.
        expectSize(measure(textNode(words(3)), 84).size, 84, 12)
        // The reported width is the widest line, not the proposal.
        expectSize(measure(textNode("a bb"), 100).size, 24, 12)
    }

    @Test func overlongWordsBreakBetweenCharacters() {
        let m = measure(textNode("abcdefghij"), 25)  // 4 characters (24 pt) a line
        expectSize(m.size, 24, 36)
        #expect(m.lineCount == 3)
        // Never less than one character a line.
        let narrow = measure(textNode("abc"), 0)
        expectSize(narrow.size, 6, 36)
    }

    @Test func lineLimitTruncates() {
        let m = measure(textNode(words(6), lineLimit: 2), 60)
        #expect(m.lineCount == 2 && m.isTruncated)
        expectSize(m.size, 60, 24)  // the last line ends in an ellipsis, up to the width
        let single = measure(textNode("one\ntwo", lineLimit: 1), nil)
        expectSize(single.size, 24, 12)  // "one…"
        #expect(single.isTruncated)
        #expect(!measure(textNode("short", lineLimit: 1), 100).isTruncated)
    }

    @Test func heightLimitsLinesButKeepsOne() {
        let m = measure(textNode(words(6)), 60, 30)  // two lines of 12 fit in 30
        #expect(m.lineCount == 2 && m.isTruncated)
        expectSize(m.size, 60, 24)
        let zero = measure(textNode(words(6)), 60, 0)
        #expect(zero.lineCount == 1 && zero.isTruncated)
        expectSize(zero.size, 60, 12)
    }

    @Test func lineSpacingAndMixedFonts() {
        let spaced = measure(textNode("a\nb\nc", lineSpacing: 3), nil)
        expectSize(spaced.size, 6, 42)
        #expect(abs(spaced.lastBaseline - (30 + 9.6)) < 1e-9)
        let mixed = TextNode(runs: [
            TextRun(content: .string("ab"), font: font(10), foreground: red),
            TextRun(content: .string("CD"), font: font(20), foreground: red, tracking: 1),
        ])
        let m = measure(mixed, nil)
        expectSize(m.size, 12 + 26, 24)  // 2×6 + 2×(12+1); the largest font sets the line
    }

    @Test func minimumScaleFactorShrinksUntilItFits() {
        // 66 pt in one line, 50 available: scale 50/66.
        let m = measure(textNode("Hello World", lineLimit: 1, minimumScaleFactor: 0.5), 50)
        #expect(!m.isTruncated)
        #expect(abs(m.scale - 50.0 / 66.0) < 0.001)
        #expect(m.size.width <= 50 + 1e-6)
        #expect(abs(m.size.height - 12 * m.scale) < 0.01)
        // The factor is a floor: too long even at 0.5 → truncated at 0.5.
        let floor = measure(textNode("Hello World", lineLimit: 1, minimumScaleFactor: 0.5), 20)
        #expect(floor.isTruncated && floor.scale == 0.5)
        // Text that fits is not shrunk.
        #expect(measure(textNode("Hi", lineLimit: 1, minimumScaleFactor: 0.5), 50).scale == 1)
    }

    @Test func configurableMetrics() {
        let wide = FixedMetricsTextMeasurer(advanceFactor: 1, lineHeightFactor: 2, baselineFactor: 0.5)
        let m = wide.measure(textNode("abc"), proposal: .unspecified)
        expectSize(m.size, 30, 20)
        #expect(m.firstBaseline == 10)
    }

    @Test func hostileTextDoesNotHang() {
        let huge = String(repeating: "word ", count: 20_000)
        let m = measure(textNode(huge, minimumScaleFactor: 0.1), 1e12, 1e12)
        #expect(m.lineCount == 1)
        let nanFont = TextNode(
            runs: [TextRun(content: .string("abc"), font: FontSpec(size: .nan), foreground: red)],
            lineLimit: -3, minimumScaleFactor: .nan, lineSpacing: .infinity)
        let n = measure(nanFont, .nan, -5)
        #expect(n.size.width.isFinite && n.size.height.isFinite)
    }
}
