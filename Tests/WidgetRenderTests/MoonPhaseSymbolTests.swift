import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// SF Symbols' moon phases (the corpus's Trio draws them), drawn as shapes: a waxing moon lit
/// on the right, a waning one on the left, the new moon an outline, the full moon filled.
@Suite("Moon phase symbols")
struct MoonPhaseSymbolTests {
    static let names = [
        "moonphase.new.moon", "moonphase.waxing.crescent", "moonphase.first.quarter", "moonphase.waxing.gibbous", "moonphase.full.moon",
        "moonphase.waning.gibbous", "moonphase.last.quarter", "moonphase.waning.crescent",
    ]

    /// One 40 pt symbol at 2× (80 px square, disk centred at 40, 40, radius about 32 px).
    static func draw(_ name: String) -> RasterImage {
        Fixtures.rasterizer.rasterize(
            Fixtures.list(40, 40, [.image(ImageItem(image: Fixtures.symbol(name, size: 40), frame: RectValue(x: 0, y: 0, width: 40, height: 40)))]),
            scale: 2)
    }

    /// Opaque pixels inside the disk (well within the outline) left and right of the middle.
    static func litHalves(_ image: RasterImage) -> (left: Int, right: Int) {
        var left = 0, right = 0
        for y in 16..<64 {
            for x in 12..<68 where abs(x - 40) > 3 && image.pixel(x: x, y: y).a > 128 {
                let dx = Double(x) + 0.5 - 40, dy = Double(y) + 0.5 - 40
                guard (dx * dx + dy * dy).squareRoot() < 26 else { continue }
                if x < 40 { left += 1 } else { right += 1 }
            }
        }
        return (left, right)
    }

    @Test func everyPhaseIsDrawnNotThePlaceholder() {
        for name in Self.names + Self.names.map({ $0 + ".inverse" }) {
            #expect(MoonPhaseSymbol(name: name) != nil, "\(name)")
            let image = Self.draw(name)
            #expect(!image.diagnostics.contains { $0.code == "unmapped-symbol" }, "\(name)")
            // The outline: the disk's rim is drawn at the top, bottom, left and right.
            for (x, y) in [(40, 9), (40, 70), (9, 40), (70, 40)] {
                #expect(image.pixel(x: x, y: y).a > 128, "\(name): no outline at \(x),\(y)")
            }
        }
        #expect(MoonPhaseSymbol(name: "moonphase.half.moon") == nil)
        #expect(MoonPhaseSymbol(name: "moon.fill") == nil)
    }

    @Test func waxingIsLitOnTheRightAndWaningOnTheLeft() {
        let new = Self.litHalves(Self.draw("moonphase.new.moon"))
        #expect(new.left == 0 && new.right == 0, "new moon: \(new)")
        let full = Self.litHalves(Self.draw("moonphase.full.moon"))
        #expect(full.left > 700 && full.right > 700, "full moon: \(full)")
        var lit: [String: (left: Int, right: Int)] = [:]
        for name in Self.names { lit[name] = Self.litHalves(Self.draw(name)) }
        for phase in ["crescent", "gibbous"] {
            let waxing = lit["moonphase.waxing.\(phase)"]!, waning = lit["moonphase.waning.\(phase)"]!
            #expect(waxing.right > waxing.left, "waxing \(phase): \(waxing)")
            #expect(waning.left > waning.right, "waning \(phase): \(waning)")
        }
        let first = lit["moonphase.first.quarter"]!, last = lit["moonphase.last.quarter"]!
        #expect(first.left == 0 && first.right > 700, "first quarter: \(first)")
        #expect(last.right == 0 && last.left > 700, "last quarter: \(last)")
        // More is lit as the phase grows: crescent < quarter < gibbous < full.
        let waxing = ["crescent", "first.quarter", "gibbous"].map { name -> Int in
            let value = lit[name == "first.quarter" ? "moonphase.first.quarter" : "moonphase.waxing.\(name)"]!
            return value.left + value.right
        }
        #expect(waxing[0] < waxing[1] && waxing[1] < waxing[2] && waxing[2] < full.left + full.right, "\(waxing)")
        // A gibbous moon is lit past the middle, on the far side too; a crescent is not.
        #expect(lit["moonphase.waxing.gibbous"]!.left > 200 && lit["moonphase.waxing.crescent"]!.left == 0)
    }

    @Test func inverseFillsTheUnlitPart() {
        let crescent = Self.litHalves(Self.draw("moonphase.waxing.crescent.inverse"))
        #expect(crescent.left > 700 && crescent.right > 0, "inverse waxing crescent: \(crescent)")
        let new = Self.litHalves(Self.draw("moonphase.new.moon.inverse"))
        #expect(new.left > 700 && new.right > 700, "inverse new moon: \(new)")
    }

    /// The eight phases side by side, for a person to look at.
    @Test func contactStrip() throws {
        let items = Self.names.enumerated().map { index, name in
            DisplayItem.image(ImageItem(image: Fixtures.symbol(name, size: 40), frame: RectValue(x: Double(index) * 44 + 2, y: 2, width: 40, height: 40)))
        }
        let image = Fixtures.rasterizer.rasterize(Fixtures.list(356, 44, items), scale: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-moonphases.png")
        try image.pngData().write(to: url)
        #expect(image.countOpaque(x0: 0, y0: 0, x1: 712, y1: 88) > 5000)
    }
}
