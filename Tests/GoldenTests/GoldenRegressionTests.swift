import Foundation
import Testing
import WidgetArchive
import WidgetLayout
import WidgetRender

@testable import GameWidgets
@testable import WidgetKit

/// The golden comparison must report what a person notices at once. Each test makes one
/// such change to a real golden — by rendering a slightly different entry, or by editing the
/// golden's pixels — and requires the comparison to fail, under the exact comparison and
/// under the named `antialiasing` tolerance alike. All of these passed the comparison this
/// one replaced (0.5 % strong pixels, mean ≤ 1.5), except the whole-image shift.
@MainActor @Suite(.serialized) struct GoldenRegressionTests {
    func golden(_ name: String) throws -> RasterImage {
        let url = GoldenImageTests.directory.appendingPathComponent(name)
        return try #require(RasterImage.decodePNG(try Data(contentsOf: url)), "cannot read \(name)")
    }

    /// Both comparisons report the edit as a regression; returns the exact comparison.
    @discardableResult
    func expectRegression(
        _ actual: RasterImage, against golden: RasterImage, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ImageComparison {
        let exact = ImageComparison.compare(actual: actual, golden: golden, tolerance: .exact).0
        let tolerant = ImageComparison.compare(actual: actual, golden: golden, tolerance: .antialiasing).0
        #expect(!exact.passes, "exact comparison passed \(what)", sourceLocation: sourceLocation)
        #expect(!tolerant.passes, "antialiasing comparison passed \(what): \(tolerant.summary)", sourceLocation: sourceLocation)
        return exact
    }

    func rendered(kind: String, entry: some TimelineEntry, family: WidgetFamily) throws -> RasterImage {
        let png = GoldenImageTests.render(kind: kind, entry: AnyTimelineEntry(entry), family: family).png
        return try #require(RasterImage.decodePNG(png))
    }

    // MARK: Renders of a slightly different entry

    @Test func oneDigitOfTheHealthLevel() throws {
        // "Health 25%" → "Health 22%".
        let actual = try rendered(
            kind: "com.mygame.character-detail", entry: CharacterDetailEntry(date: GoldenFixtures.now, healthLevel: 0.22),
            family: .systemSmall)
        let result = expectRegression(actual, against: try golden("health-systemSmall-light.png"), "Health 22% for 25%")
        // One glyph and a bar shorter by 3 %: a small part of the image, all of it reported.
        #expect(result.differingPixels < result.totalPixels / 10)
    }

    @Test func oneDigitOfTheTurn() throws {
        var status = GameStatus.current
        status.turn = 11
        let actual = try rendered(
            kind: "com.mygame.game-status", entry: GameStatusEntry(date: GoldenFixtures.now, gameStatus: status),
            family: .systemMedium)
        expectRegression(actual, against: try golden("status-systemMedium-light.png"), "Turn 11 for Turn 12")
    }

    @Test func aProgressValueTenPercentOff() throws {
        let entry = APITourEntry(
            date: GoldenFixtures.now, playerName: "Ada", score: 1200, ratio: 0.44,
            roundEnd: GoldenFixtures.now.addingTimeInterval(600), badgePNG: BadgeImage.download())
        let actual = try rendered(kind: "com.vitrine.api-tour", entry: entry, family: .systemSmall)
        expectRegression(actual, against: try golden("tour-systemSmall-light.png"), "progress 0.44 for 0.4")
    }

    // MARK: Edits of the golden's pixels

    @Test func everythingMovedByOnePoint() throws {
        let original = try golden("leaderboard-systemMedium-light.png")
        // 2 px at the goldens' 2x scale.
        expectRegression(PixelEdit(original).shifted(dx: 2, dy: 0).image, against: original, "a 1 pt shift right")
        expectRegression(PixelEdit(original).shifted(dx: 0, dy: 2).image, against: original, "a 1 pt shift down")
        // Half a point: still a different picture on a 2x screen.
        expectRegression(PixelEdit(original).shifted(dx: 1, dy: 0).image, against: original, "a 1 px shift")
    }

    @Test func oneElementMovedByOnePoint() throws {
        let (_, _, tree) = GoldenImageTests.render(kind: "com.mygame.character-detail", entry: GoldenFixtures.cases[2].entry, family: .systemSmall)
        let text = try #require(tree.root.all.first { if case .text = $0.content { true } else { false } }, "no text in the health widget")
        let original = try golden("health-systemSmall-light.png")
        var edit = PixelEdit(original)
        edit.move(text.frame, scale: 2, dx: 2, dy: 0)
        expectRegression(edit.image, against: original, "the first text moved 1 pt right")
    }

    @Test func oneColourFortyPerChannelDarker() throws {
        let original = try golden("word-systemMedium-light.png")
        var edit = PixelEdit(original)
        let changed = edit.darkenMostCommonColour(by: 40)
        #expect(changed > 0)
        expectRegression(edit.image, against: original, "the background 40 per channel darker")
    }

    @Test func anIconErased() throws {
        let (_, _, tree) = GoldenImageTests.render(kind: "com.mygame.leaderboard", entry: GoldenFixtures.cases[4].entry, family: .systemMedium)
        let icon = try #require(tree.root.all.first { if case .image = $0.content { true } else { false } }, "no image in the leaderboard")
        let original = try golden("leaderboard-systemMedium-light.png")
        var edit = PixelEdit(original)
        edit.erase(icon.frame, scale: 2)
        expectRegression(edit.image, against: original, "the trophy erased")
    }

    @Test func theSameRenderPasses() throws {
        // The oracle is not merely always failing: an unchanged render matches.
        let actual = try rendered(
            kind: "com.mygame.character-detail", entry: CharacterDetailEntry(date: GoldenFixtures.now, healthLevel: 0.25),
            family: .systemSmall)
        let result = ImageComparison.compare(actual: actual, golden: try golden("health-systemSmall-light.png")).0
        #expect(result.passes, "\(result.summary)")
        #expect(result.changedPixels == 0)
    }
}

/// A golden's pixels, edited the way a regression would change them.
struct PixelEdit {
    var width: Int, height: Int
    /// Unpremultiplied RGBA.
    var pixels: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)]

    init(_ image: RasterImage) {
        width = image.pixelWidth; height = image.pixelHeight
        pixels = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { pixels.append(image.pixel(x: x, y: y)) } }
    }

    subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The whole picture moved; the uncovered edge repeats the edge pixels.
    func shifted(dx: Int, dy: Int) -> PixelEdit {
        var copy = self
        for y in 0..<height {
            for x in 0..<width {
                copy[x, y] = self[min(max(x - dx, 0), width - 1), min(max(y - dy, 0), height - 1)]
            }
        }
        return copy
    }

    /// Moves what is inside `frame` (points) by (dx, dy) pixels; where it was shows the
    /// pixel just left of the frame (its background).
    mutating func move(_ frame: RectValue, scale: Double, dx: Int, dy: Int) {
        let box = pixelBox(frame, scale: scale)
        let original = self
        for y in box.y0..<box.y1 {
            let fill = original[max(box.x0 - 1, 0), y]
            for x in box.x0..<box.x1 { self[x, y] = fill }
        }
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let tx = x + dx, ty = y + dy
                guard tx >= 0, ty >= 0, tx < width, ty < height else { continue }
                self[tx, ty] = original[x, y]
            }
        }
    }

    /// Paints `frame` (points) with the pixel just above its top-left corner.
    mutating func erase(_ frame: RectValue, scale: Double) {
        let box = pixelBox(frame, scale: scale)
        let fill = self[max(box.x0 - 1, 0), max(box.y0 - 1, 0)]
        for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { self[x, y] = fill } }
    }

    /// Darkens every pixel of the most common colour; returns how many changed.
    mutating func darkenMostCommonColour(by amount: UInt8) -> Int {
        var counts: [UInt32: Int] = [:]
        for p in pixels { counts[Self.key(p), default: 0] += 1 }
        guard let common = counts.max(by: { $0.value < $1.value })?.key else { return 0 }
        var changed = 0
        for i in pixels.indices where Self.key(pixels[i]) == common {
            let p = pixels[i]
            pixels[i] = (p.r &- min(p.r, amount), p.g &- min(p.g, amount), p.b &- min(p.b, amount), p.a)
            changed += 1
        }
        return changed
    }

    static func key(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt32 {
        UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a)
    }

    private func pixelBox(_ frame: RectValue, scale: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let x0 = max(0, Int((frame.x * scale).rounded(.down))), y0 = max(0, Int((frame.y * scale).rounded(.down)))
        let x1 = min(width, Int(((frame.x + frame.width) * scale).rounded(.up)))
        let y1 = min(height, Int(((frame.y + frame.height) * scale).rounded(.up)))
        return (x0, y0, max(x0, x1), max(y0, y1))
    }

    /// The edited picture as an image the comparison reads (premultiplied ARGB32).
    var image: RasterImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (i, p) in pixels.enumerated() {
            let a = UInt32(p.a)
            func pre(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
            bytes[i * 4] = pre(p.b); bytes[i * 4 + 1] = pre(p.g); bytes[i * 4 + 2] = pre(p.r); bytes[i * 4 + 3] = p.a
        }
        let png = bytes.withUnsafeBufferPointer { PNGEncoder.encode(argb32: $0.baseAddress!, width: width, height: height, stride: width * 4) }
        return RasterImage.decodePNG(png)!
    }
}
