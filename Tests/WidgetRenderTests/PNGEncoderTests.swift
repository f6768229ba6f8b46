import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A busy image: gradients, translucency, anti-aliased text and curves.
    func sample() -> RasterImage {
        let gradient = GradientValue(stops: [
            .init(color: .rgba(RGBAValue(red: 1, green: 0.8, blue: 0, alpha: 0.2)), location: 0),
            .init(color: .rgba(RGBAValue(red: 0, green: 0.3, blue: 1, alpha: 1)), location: 1),
        ])
        let text = Fixtures.text("Gold 80 · 游戏 🎮", color: .rgba(1, 1, 1, 0.7))
        let m = Fixtures.measurer.measure(text, proposal: .unspecified)
        return Fixtures.rasterizer.rasterize(
            Fixtures.list(
                160, 60,
                [
                    Fixtures.fill(
                        .roundedRectangle(cornerWidth: 16, cornerHeight: 16, style: .continuous), RectValue(x: 0, y: 0, width: 160, height: 60),
                        .linearGradient(gradient, start: PointValue(x: 0, y: 0), end: PointValue(x: 1, y: 1))),
                    .pushOpacity(0.6), Fixtures.fill(.circle, RectValue(x: 100, y: 5, width: 50, height: 50)), .pop,
                    .text(TextItem(text: text, frame: RectValue(x: 8, y: 8, width: m.size.width, height: m.size.height), measurement: m)),
                ]), scale: 2)
    }

    @Test func roundTripsPixelExact() throws {
        let image = sample()
        let png = image.pngData()
        let decoded = try #require(RasterImage.decodePNG(png))
        #expect(decoded.pixelWidth == image.pixelWidth && decoded.pixelHeight == image.pixelHeight)
        var mismatches = 0
        image.withPixels { a, strideA in
            decoded.withPixels { b, strideB in
                for y in 0..<image.pixelHeight where memcmp(a + y * strideA, b + y * strideB, image.pixelWidth * 4) != 0 { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func headerAndChunks() throws {
        let image = sample()
        let png = [UInt8](image.pngData())
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func u32(_ i: Int) -> Int { Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3]) }
        #expect(u32(8) == 13)
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(u32(16) == 320 && u32(20) == 120)
        #expect(Array(png[24..<29]) == [8, 6, 0, 0, 0])
        // Walk the chunks: IHDR, IDAT, IEND, each CRC over type + data.
        var offset = 8
        var types: [String] = []
        while offset < png.count {
            let length = u32(offset)
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            types.append(type)
            let crc = UInt32(u32(offset + 8 + length))
            let computed = png[(offset + 4)..<(offset + 8 + length)].withUnsafeBytes { crc32Reference($0) }
            #expect(crc == computed, "CRC of \(type)")
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(offset == png.count)
    }

    @Test func sizeIsSane() {
        let image = sample()
        let png = image.pngData()
        let raw = image.pixelWidth * image.pixelHeight * 4
        #expect(png.count > 200)
        #expect(png.count < raw / 3)
        // Flat color compresses to almost nothing.
        let flat = Fixtures.rasterizer.rasterize(Fixtures.list(329, 155, [Fixtures.fill(RectValue(x: 0, y: 0, width: 329, height: 155))]), scale: 2)
        #expect(flat.pngData().count < 4000)
    }

    @Test func encodingIsFast() {
        let image = Fixtures.rasterizer.rasterize(
            Fixtures.list(
                329, 155,
                [Fixtures.fill(.roundedRectangle(cornerWidth: 22, cornerHeight: 22, style: .continuous), RectValue(x: 0, y: 0, width: 329, height: 155))]),
            scale: 2)
        _ = image.pngData()
        let elapsed = ContinuousClock().measure { _ = image.pngData() }
        // Generous for debug builds on a shared 2-core machine; release is ~2 ms.
        #expect(elapsed < .milliseconds(500))
    }

    /// Bitwise CRC-32 (ISO 3309), independent of the encoder's libdeflate one.
    func crc32Reference(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

@Suite("Symbol mapping")
struct SymbolMappingTests {
    @Test func coversCommonNames() {
        #expect(SymbolMapping.table.count >= 300)
        for name in [
            "sun.max", "cloud.rain", "cloud.sun", "snowflake", "wind", "thermometer", "battery.100", "battery.25", "calendar", "clock",
            "alarm", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "chevron.right", "chevron.down",
            "play.fill", "pause.fill", "forward.fill", "backward.fill", "music.note", "speaker.wave.2.fill", "wifi",
            "antenna.radiowaves.left.and.right", "bolt.fill", "lock.fill", "bell.fill", "person.fill", "heart.fill", "star.fill",
            "flame.fill", "leaf.fill", "house.fill", "gear", "trash", "checkmark", "xmark", "plus", "minus", "info.circle",
            "exclamationmark.triangle",
        ] {
            #expect(SymbolMapping.glyph(for: name) != nil, "\(name)")
        }
        #expect(SymbolMapping.glyph(for: "heart")?.materialName == "favorite_border")
        #expect(SymbolMapping.glyph(for: "heart.fill")?.materialName == "favorite")
        // Variants fall back to their base name.
        #expect(SymbolMapping.glyph(for: "cloud.sun.circle.fill") != nil)
        #expect(SymbolMapping.glyph(for: "definitely.not.a.symbol") == nil)
    }

    @Test func everyGlyphExistsInTheFont() {
        let measurer = Fixtures.measurer
        let all = SymbolMapping.table.values.map { String($0.character) }.joined()
        let node = TextNode(runs: [
            TextRun(content: .string(all), font: FontSpec(family: .custom(name: "Material Icons"), size: 12), foreground: .rgba(0, 0, 0))
        ])
        #expect(measurer.measureWithDetails(node, proposal: .unspecified).unknownGlyphs == 0)
    }

    @Test func symbolSizes() {
        let measurer = RenderImageMeasurer()
        let medium = measurer.naturalSize(of: Fixtures.symbol("sun.max", size: 17))
        #expect(medium == SizeValue(width: 17 * 1.2, height: 17 * 1.2))
        var large = Fixtures.symbol("sun.max", size: 17)
        large.symbolScale = "large"
        #expect(measurer.naturalSize(of: large)!.width > medium!.width)
        #expect(measurer.naturalSize(of: ImageNode(source: .asset(name: "x", bundle: nil), foreground: .rgba(0, 0, 0), symbolFont: FontSpec(size: 17))) == nil)
    }
}
