import Foundation
import Testing

@testable import AssetCatalog

@Suite("Image headers")
struct ImageHeaderTests {
    @Test(
        "Fixture files",
        arguments: [
            ("Star.imageset/star.png", ImageHeader.Format.png, 12, 12),
            ("Star.imageset/star@2x.png", .png, 24, 24),
            ("Star.imageset/star-dark@3x.png", .png, 36, 36),
            ("Photo.imageset/photo.jpg", .jpeg, 20, 12),
            ("Widgets/Badge.imageset/badge.gif", .gif, 16, 16),
            ("Logo.imageset/logo.svg", .svg, 64, 32),
            ("Widgets/Icons/Bolt.imageset/bolt.svg", .svg, 24, 24),
        ])
    func fixtureHeaders(path: String, format: ImageHeader.Format, width: Int, height: Int) throws {
        let header = try #require(ImageHeader.read(try Fixture.data(path)))
        #expect(header == ImageHeader(format: format, pixelWidth: width, pixelHeight: height))
    }

    @Test func pdfHasNoPixelSize() throws {
        let header = try #require(ImageHeader.read(try Fixture.data("Glyph.imageset/glyph.pdf")))
        #expect(header.format == .pdf && header.format.isVector)
        #expect(header.pixelWidth == nil && header.pixelHeight == nil)
        let url = Fixture.catalogURL.appendingPathComponent("Glyph.imageset/glyph.pdf")
        #expect(ImageHeader.read(contentsOf: url) == header)
    }

    @Test func jpegSkipsSegmentsFillBytesAndFakeMarkers() throws {
        // The fixture's APP1 payload contains FF C0 announcing 768x1024; only the real SOF counts.
        let data = try Fixture.data("Photo.imageset/photo.jpg")
        #expect(ImageHeader.read(data)?.pixelWidth == 20)

        // Progressive (SOF2) frame after restart markers and several fill bytes.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xD0, 0xFF, 0xFF, 0xFF, 0xFE, 0x00, 0x04, 0x41, 0x42]
        bytes += [0xFF, 0xC4, 0x00, 0x03, 0x00]  // DHT is C4 but not a frame header
        bytes += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x02, 0x58, 0x03]
        #expect(ImageHeader.read(Data(bytes)) == ImageHeader(format: .jpeg, pixelWidth: 600, pixelHeight: 300))

        // Height 0: defined later by a DNL marker.
        let dnl: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x40, 0x01]
        #expect(ImageHeader.read(Data(dnl)) == ImageHeader(format: .jpeg, pixelWidth: 64, pixelHeight: nil))

        // Scan data before any frame header is not a valid image.
        #expect(ImageHeader.read(Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02])) == nil)
    }

    @Test func appleCgBIPNG() throws {
        let png = try Fixture.data("Star.imageset/star.png")
        var data = png.prefix(8)
        data.append(contentsOf: [0, 0, 0, 4] + Array("CgBI".utf8) + [0x50, 0x00, 0x20, 0x02] + [1, 2, 3, 4])
        data.append(png.dropFirst(8))
        #expect(ImageHeader.read(data) == ImageHeader(format: .png, pixelWidth: 12, pixelHeight: 12))
    }

    @Test func webpVariants() {
        func riff(_ fourCC: String, _ payload: [UInt8]) -> Data {
            var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(fourCC.utf8)
            bytes += [UInt8(payload.count), 0, 0, 0] + payload
            return Data(bytes)
        }
        // Lossy: frame tag, start code, 14-bit width/height with scale bits set that must be masked.
        let lossy = riff("VP8 ", [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x90, 0x41, 0xC8, 0x00])
        #expect(ImageHeader.read(lossy) == ImageHeader(format: .webp, pixelWidth: 400, pixelHeight: 200))
        // Lossless: (width-1) and (height-1) packed as 14-bit fields.
        let bits = UInt32(99) | UInt32(49) << 14
        let lossless = riff("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)])
        #expect(ImageHeader.read(lossless) == ImageHeader(format: .webp, pixelWidth: 100, pixelHeight: 50))
        // Extended: 24-bit canvas (width-1, height-1).
        let extended = riff("VP8X", [0x10, 0, 0, 0, 0xFF, 0x03, 0x00, 0x1F, 0x00, 0x00])
        #expect(ImageHeader.read(extended) == ImageHeader(format: .webp, pixelWidth: 1024, pixelHeight: 32))
        #expect(ImageHeader.read(riff("ALPH", [0, 0, 0, 0])) == nil)
    }

    @Test(
        "SVG sizes",
        arguments: [
            (#"<svg width="10" height="20"/>"#, 10, 20),
            (#"<svg width="10.6px" height=' 20px '/>"#, 11, 20),
            (#"<svg width="2em" height="100%" viewBox="0 0 5 5"/>"#, nil, nil),
            (#"<svg width="12pt" height="30"/>"#, nil, 30),
            (#"<svg viewBox="0,0,48,16"></svg>"#, 48, 16),
            (#"<svg width="100" viewBox="0 0 50 25"/>"#, 100, 50),
            (#"<svg height="10" viewBox="0 0 50 25"/>"#, 20, 10),
            (#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#, nil, nil),
            ("\u{FEFF}<?xml version=\"1.0\"?>\n<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" width=\"7\" height=\"8\"/>", 7, 8),
            (#"<!DOCTYPE svg [ <!ENTITY a "<svg width='1'>"> ]><svg width="3" height="4"/>"#, 3, 4),
        ] as [(String, Int?, Int?)])
    func svgSizes(text: String, width: Int?, height: Int?) throws {
        let header = try #require(ImageHeader.read(Data(text.utf8)))
        #expect(header.format == .svg)
        #expect(header.pixelWidth == width)
        #expect(header.pixelHeight == height)
    }

    @Test(
        "Not images",
        arguments: [
            "", "hello", "<html><body/></html>", "<?xml version=\"1.0\"?><root/>", "<svg width=\"10\"",
            "<!-- unterminated", "GIF89a", "RIFF\u{0}\u{0}\u{0}\u{0}WEBP", "\u{FF}",
        ])
    func garbageText(text: String) {
        #expect(ImageHeader.read(Data(text.utf8)) == nil)
    }

    @Test func truncatedFixturesNeverTrap() throws {
        let files = [
            "Star.imageset/star.png", "Photo.imageset/photo.jpg", "Widgets/Badge.imageset/badge.gif",
            "Logo.imageset/logo.svg",
        ]
        for file in files {
            let data = try Fixture.data(file)
            for length in 0..<min(data.count, 400) {
                _ = ImageHeader.read(data.prefix(length))
                _ = ImageHeader.read(data.dropFirst(length))  // non-zero start index slices
            }
        }
        // Headers cut before the size fields give nil, not a wrong size.
        #expect(ImageHeader.read(try Fixture.data("Star.imageset/star.png").prefix(20)) == nil)
        #expect(ImageHeader.read(try Fixture.data("Widgets/Badge.imageset/badge.gif").prefix(9)) == nil)
        let jpeg = try Fixture.data("Photo.imageset/photo.jpg")
        #expect(ImageHeader.read(jpeg.prefix(100)) == nil)
    }

    @Test func randomAndMutatedBytesNeverTrap() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let seeds = try [
            Fixture.data("Star.imageset/star.png"), Fixture.data("Photo.imageset/photo.jpg"),
            Fixture.data("Widgets/Badge.imageset/badge.gif"), Fixture.data("Logo.imageset/logo.svg"),
            Data([0xFF, 0xD8, 0xFF]), Data(Array("RIFF\0\0\0\0WEBPVP8X".utf8)),
        ]
        for _ in 0..<2000 {
            var bytes = [UInt8](seeds[Int(generator.next() % UInt64(seeds.count))])
            for _ in 0..<4 where !bytes.isEmpty {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = ImageHeader.read(Data(bytes.prefix(Int(generator.next() % 300))))
        }
        for _ in 0..<500 {
            let bytes = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = ImageHeader.read(Data(bytes))
        }
        // Markers whose lengths point far past the end.
        #expect(ImageHeader.read(Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF])) == nil)
        #expect(ImageHeader.read(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01])) == nil)
    }
}

/// A tiny deterministic generator so fuzzing is reproducible.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
