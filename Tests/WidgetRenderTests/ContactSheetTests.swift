import Foundation
import Testing
import WidgetRender

/// `vitrine preview`'s contact sheet: a title over a row of entries. A narrow family's sheet
/// (one accessory tile) is narrower than its title, which wraps; the row once started at a
/// fixed 36 pt, so the title's second and later lines were covered by the first row.
@Suite struct ContactSheetTests {
    static let longTitle = "Character Details · accessoryCircular · policy atEnd · 4 entries · light"

    /// A solid tile of `width`×`height` pixels (opaque magenta unless told).
    static func tile(width: Int, height: Int, argb: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 0, 255)) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {  // BGRA in memory (cairo's ARGB32, little-endian)
            pixels[i] = argb.3; pixels[i + 1] = argb.2; pixels[i + 2] = argb.1; pixels[i + 3] = argb.0
        }
        return PNGEncoder.encode(argb32: pixels, width: width, height: height, stride: width * 4)
    }

    @Test func aWrappedTitlePushesTheFirstRowBelowItsMeasuredBottom() throws {
        let narrow = ContactSheet.layout(title: Self.longTitle, captions: ["now"], tileSizes: [(152, 152)], scale: 2)
        #expect(narrow.title.height > 2 * 15 * 2, "the title should wrap to several lines: \(narrow.title)")
        #expect(narrow.tiles[0].y >= narrow.title.maxY, "\(narrow)")
        #expect(narrow.captions[0].y >= narrow.tiles[0].maxY)
        #expect(narrow.height >= narrow.captions[0].maxY)

        // A title on one line keeps the sheet as it was: the row 36 pt down.
        let wide = ContactSheet.layout(title: "Leaderboard · systemLarge", captions: ["now"], tileSizes: [(676, 708)], scale: 2)
        #expect(wide.title.height < 2 * 15 * 2)
        #expect(wide.tiles[0].y == 72)
        #expect(wide.height == 72 + 708 + 68 + 32)
    }

    /// The drawn sheet: the tile is intact and the title's last line is visible above it.
    @Test func theDrawnTitleIsNotCoveredByTheFirstRow() throws {
        let png = try #require(ContactSheet.compose(title: Self.longTitle, tiles: [.init(caption: "now", png: Self.tile(width: 152, height: 152))], scale: 2))
        let sheet = try #require(RasterImage.decodePNG(png))
        let layout = ContactSheet.layout(title: Self.longTitle, captions: ["now"], tileSizes: [(152, 152)], scale: 2)
        #expect(sheet.pixelWidth == Int(layout.width.rounded(.up)) && sheet.pixelHeight == Int(layout.height.rounded(.up)))
        let tile = layout.tiles[0]
        for y in [Int(tile.y), Int(tile.y) + 76, Int(tile.maxY) - 1] {
            let p = sheet.pixel(x: Int(tile.x) + 2, y: y)
            #expect(p.r == 255 && p.g == 0 && p.b == 255, "tile pixel at y=\(y): \(p)")
        }
        // Dark ink (the title) in the lower half of the title's frame, above the tile.
        func ink(rows: Range<Int>) -> Int {
            rows.reduce(0) { count, y in
                count
                    + (0..<sheet.pixelWidth).filter { x in
                        let p = sheet.pixel(x: x, y: y); return p.r < 100 && p.g < 100 && p.b < 100
                    }.count
            }
        }
        let middle = Int(layout.title.y + layout.title.height / 2)
        #expect(ink(rows: middle..<Int(layout.title.maxY)) > 20, "the title's last lines are missing")
        #expect(Int(layout.title.maxY) <= Int(tile.y))
    }
}
