import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

@Suite("Pango text measurer")
struct TextMeasurementTests {
    let measurer = Fixtures.measurer

    @Test func widthGrowsWithLength() {
        let short = measurer.measure(Fixtures.text("Game"), proposal: .unspecified)
        let long = measurer.measure(Fixtures.text("Game Status Report"), proposal: .unspecified)
        #expect(short.size.width > 10)
        #expect(long.size.width > short.size.width * 2)
        #expect(short.lineCount == 1 && long.lineCount == 1)
        #expect(!short.isTruncated)
        // 17 pt Inter: a line is about 20.6 pt tall.
        #expect(short.size.height > 18 && short.size.height < 24)
    }

    @Test func sizesAreOnThePixelGrid() {
        let m = measurer.measure(Fixtures.text("Your turn — 3 moves left", size: 22, weight: .bold), proposal: .unspecified)
        #expect((m.size.width * 2).rounded() == m.size.width * 2)
        #expect((m.size.height * 2).rounded() == m.size.height * 2)
        let m3 = PangoTextMeasurer(scale: 3).measure(Fixtures.text("Your turn — 3 moves left", size: 22, weight: .bold), proposal: .unspecified)
        #expect(abs((m3.size.width * 3).rounded() - m3.size.width * 3) < 1e-9)
        // Unhinted, unrounded layout: the width in points barely depends on the scale.
        #expect(abs(m3.size.width - m.size.width) <= 0.5)
    }

    /// A word longer than its line breaks between characters with no hyphen, as SwiftUI's text
    /// does: "Moderate" in the width of "Moderat" is "Moderat" + "e" (with Pango's default
    /// hyphen it would be "Modera-" + "te", a different first line).
    @Test func longWordsBreakWithoutAHyphen() {
        let head = measurer.measure(Fixtures.text("Moderat"), proposal: .unspecified)
        let broken = measurer.measure(Fixtures.text("Moderate"), proposal: ProposedSize(width: head.size.width + 0.5, height: nil))
        #expect(broken.lineCount == 2)
        #expect(broken.size.width == head.size.width)
    }

    @Test func wrapsAtProposedWidth() {
        let text = Fixtures.text("The quick brown fox jumps over the lazy dog again and again")
        let ideal = measurer.measure(text, proposal: .unspecified)
        let wrapped = measurer.measure(text, proposal: ProposedSize(width: 120, height: nil))
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.size.width <= 120)
        #expect(wrapped.size.height > ideal.size.height * 2)
        #expect(!wrapped.isTruncated)
        let infinite = measurer.measure(text, proposal: ProposedSize(width: .infinity, height: nil))
        #expect(infinite.lineCount == 1)
        #expect(infinite.size == ideal.size)
    }

    @Test func lineLimitTruncates() {
        let text = Fixtures.text("The quick brown fox jumps over the lazy dog again and again", lineLimit: 2)
        let m = measurer.measure(text, proposal: ProposedSize(width: 120, height: nil))
        #expect(m.lineCount == 2)
        #expect(m.isTruncated)
        #expect(m.size.width <= 120)
        let one = measurer.measure(Fixtures.text("The quick brown fox jumps", lineLimit: 1), proposal: ProposedSize(width: 60, height: nil))
        #expect(one.lineCount == 1 && one.isTruncated)
    }

    @Test func heightLimitsLines() {
        let text = Fixtures.text("The quick brown fox jumps over the lazy dog again and again")
        let m = measurer.measure(text, proposal: ProposedSize(width: 120, height: 45))
        #expect(m.lineCount == 2)
        #expect(m.isTruncated)
        #expect(m.size.height <= 45)
    }

    @Test func baselinesInsideFrame() {
        let m = measurer.measure(Fixtures.text("Game Status"), proposal: .unspecified)
        #expect(m.firstBaseline > 0 && m.firstBaseline < m.size.height)
        #expect(m.lastBaseline == m.firstBaseline)
        let wrapped = measurer.measure(Fixtures.text("The quick brown fox jumps over the lazy dog"), proposal: ProposedSize(width: 100, height: nil))
        #expect(wrapped.lastBaseline > wrapped.firstBaseline)
        #expect(wrapped.lastBaseline < wrapped.size.height)
    }

    @Test(arguments: ["游戏状态 轮到你了", "Статус игры: ваш ход", "🎮🔥👍 ok", "日本語とかな", "한국어 텍스트", "مرحبا بالعالم", "שלום עולם"])
    func scriptsHaveGlyphs(_ string: String) {
        let (m, diagnostics) = measurer.measureWithDiagnostics(Fixtures.text(string), proposal: .unspecified)
        #expect(m.size.width > 20)
        #expect(measurer.measureWithDetails(Fixtures.text(string), proposal: .unspecified).unknownGlyphs == 0)
        #expect(diagnostics.isEmpty)
    }

    @Test func digitsStayInTheTextFont() {
        // Inter's digits are ≈ 0.6 em; the emoji font's keycap digits are > 1 em wide.
        let m = measurer.measure(Fixtures.text("10:42", size: 12), proposal: .unspecified)
        #expect(m.size.width < 35)
        let mixed = measurer.measure(Fixtures.text("3 🎮", size: 12), proposal: .unspecified)
        let emoji = measurer.measure(Fixtures.text("🎮", size: 12), proposal: .unspecified)
        #expect(mixed.size.width < emoji.size.width + 15)
    }

    @Test func missingGlyphsAreReported() {
        // U+0870 (Arabic extended-B, Unicode 14) is in no font Debian 12 installs here.
        let (_, diagnostics) = measurer.measureWithDiagnostics(Fixtures.text("a\u{0870}\u{0871}"), proposal: .unspecified, nodeID: "0/1")
        #expect(diagnostics.map(\.code) == ["missing-glyphs"])
        #expect(diagnostics.first?.nodeID == "0/1")
    }

    @Test func minimumScaleFactorShrinks() {
        let string = "Your turn — 3 moves left"
        let natural = measurer.measure(Fixtures.text(string, lineLimit: 1), proposal: .unspecified)
        let width = natural.size.width * 0.8
        let shrunk = measurer.measure(Fixtures.text(string, lineLimit: 1, minimumScaleFactor: 0.5), proposal: ProposedSize(width: width, height: nil))
        #expect(shrunk.scale < 1 && shrunk.scale >= 0.5)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.size.width <= width)
        // Not below the factor: too little room still truncates at the factor.
        let floor = measurer.measure(
            Fixtures.text(string, lineLimit: 1, minimumScaleFactor: 0.9), proposal: ProposedSize(width: natural.size.width * 0.5, height: nil))
        #expect(abs(floor.scale - 0.9) < 1e-9)
        #expect(floor.isTruncated)
    }

    @Test func attributesChangeMetrics() {
        let plain = measurer.measure(Fixtures.text("Tracking"), proposal: .unspecified)
        var tracked = Fixtures.text("Tracking")
        tracked.runs[0].tracking = 2
        #expect(measurer.measure(tracked, proposal: .unspecified).size.width >= plain.size.width + 14)
        let bold = measurer.measure(Fixtures.text("Tracking", weight: .black), proposal: .unspecified)
        #expect(bold.size.width > plain.size.width)
        let mono = measurer.measure(Fixtures.text("iiii", design: "monospaced"), proposal: .unspecified)
        let monoW = measurer.measure(Fixtures.text("WWWW", design: "monospaced"), proposal: .unspecified)
        #expect(abs(mono.size.width - monoW.size.width) < 0.01)
    }

    @Test func datesFormatAtNow() {
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let run = TextRun(
            content: .date(
                DateText(
                    kind: .timer(start: date, end: date.addingTimeInterval(3600), pauseTime: nil, countsDown: true, showsHours: true),
                    localeIdentifier: "en_US", timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")),
            font: FontSpec(size: 17), foreground: .rgba(0, 0, 0))
        let text = TextNode(runs: [run])
        let atStart = PangoTextMeasurer(scale: 2, now: date).measure(text, proposal: .unspecified)
        #expect(atStart.size.width > 20)
        #expect(text.plainText(at: date) != "")
    }

    @Test func inlineSymbolRun() {
        var text = Fixtures.text("Rain ")
        text.runs.append(TextRun(content: .image(Fixtures.symbol("cloud.rain.fill")), font: FontSpec(size: 17), foreground: .rgba(0, 0, 0)))
        let with = measurer.measureWithDetails(text, proposal: .unspecified)
        let without = measurer.measure(Fixtures.text("Rain "), proposal: .unspecified)
        #expect(with.measurement.size.width > without.size.width + 10)
        #expect(with.unknownGlyphs == 0)
    }

    @Test func fastWhenCached() {
        let text = Fixtures.text("Cached measurement")
        _ = measurer.measure(text, proposal: ProposedSize(width: 200, height: nil))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<1000 { _ = measurer.measure(text, proposal: ProposedSize(width: 200, height: nil)) }
        }
        #expect(elapsed < .seconds(1))
    }

    @Test func concurrentMeasuring() async {
        await withTaskGroup(of: Double.self) { group in
            for i in 0..<8 {
                group.addTask { Fixtures.measurer.measure(Fixtures.text("Concurrent \(i % 3) text"), proposal: .unspecified).size.width }
            }
            for await width in group { #expect(width > 0) }
        }
    }
}

@Suite("Font mapping")
struct FontMappingTests {
    @Test func familiesAreInstalled() {
        #expect(SystemFontMapping.family(forSystemDesign: "default", size: 17) == "Inter")
        #expect(SystemFontMapping.family(forSystemDesign: "default", size: 28) == "Inter Display")
        #expect(SystemFontMapping.family(forSystemDesign: "serif", size: 17) == "Liberation Serif")
        #expect(SystemFontMapping.family(forSystemDesign: "monospaced", size: 17) == "DejaVu Sans Mono")
        for family in ["Inter", "Inter Display", "Liberation Serif", "DejaVu Sans Mono", "Noto Sans CJK SC", "Noto Color Emoji", "Material Icons"] {
            #expect(FontRegistry.shared.resolveCustom(family)?.family == family, "\(family) is not installed")
        }
        #expect(SystemFontMapping.pangoWeight(.semibold).rawValue == 600)
    }

    @Test func customFontByPostScriptName() {
        let font = FontRegistry.shared.resolveCustom("LiberationSans-Bold")
        #expect(font?.family == "Liberation Sans")
        #expect(font?.weight == 700)
        let m = Fixtures.measurer
        let custom = TextNode(runs: [
            TextRun(content: .string("Custom"), font: FontSpec(family: .custom(name: "Liberation Serif"), size: 17), foreground: .rgba(0, 0, 0))
        ])
        let system = Fixtures.text("Custom")
        #expect(m.measure(custom, proposal: .unspecified).size.width != m.measure(system, proposal: .unspecified).size.width)
    }

    @Test func unknownCustomFontIsReported() {
        let node = TextNode(runs: [
            TextRun(content: .string("Hello"), font: FontSpec(family: .custom(name: "NoSuchFont-Bold"), size: 17), foreground: .rgba(0, 0, 0))
        ])
        let (m, diagnostics) = Fixtures.measurer.measureWithDiagnostics(node, proposal: .unspecified)
        #expect(m.size.width == Fixtures.measurer.measure(Fixtures.text("Hello"), proposal: .unspecified).size.width)
        #expect(diagnostics.map(\.code) == ["missing-font"])
    }

    @Test func registersBundledFonts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"),
            to: directory.appendingPathComponent("Bundled.ttf"))
        let added = FontRegistry.shared.registerFonts(in: [directory])
        #expect(added.count == 1)
        #expect(FontRegistry.shared.registerFonts(in: [directory]).isEmpty)
    }

    /// Candidate widths for the default design (recorded in SystemFontMapping's comment).
    @Test func candidateMetrics() {
        let m = Fixtures.measurer
        let pangram = "The quick brown fox jumps over the lazy dog"
        var report: [String] = []
        for family in ["Inter", "Liberation Sans", "DejaVu Sans"] {
            let node = TextNode(runs: [TextRun(content: .string(pangram), font: FontSpec(family: .custom(name: family), size: 17), foreground: .rgba(0, 0, 0))])
            let r = m.measure(node, proposal: .unspecified)
            report.append("\(family): width \(r.size.width) height \(r.size.height) baseline \(r.firstBaseline)")
            #expect(r.size.width > 250)
        }
        print(report.joined(separator: "\n"))
    }
}
