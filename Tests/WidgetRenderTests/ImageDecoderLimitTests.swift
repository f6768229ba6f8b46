import AssetCatalog
import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// The pixel limit holds where the decoders allocate (libjpeg and libpng read the header in C),
/// not only where the Swift header reader can see a size: crafted files whose real size the
/// Swift reader misses are refused with an error that says so, before any pixel buffer exists.
@Suite("Image decoder pixel limit")
struct ImageDecoderLimitTests {
    /// A 16×8 baseline JPEG (blue left half, red right half), written by libjpeg through Pillow
    /// at quality 75, 653 bytes.
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDxyuvoor6XxE/5hv8At/8A9tPr+A/+Yj/tz/24/9k="
    )!

    /// The JPEG above with its frame header (SOF0) saying `width` × `height`, optionally with
    /// bytes that belong to no segment just before that header. libjpeg skips such bytes (a
    /// warning); the Swift header reader gives up on them, so it sees no size at all.
    static func jpeg(width: Int, height: Int, strayBytes: Bool = false) -> Data {
        var bytes = [UInt8](jpeg)
        let sof = (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        if strayBytes { bytes.insert(contentsOf: [0x00, 0x5A, 0xA5, 0x13], at: sof) }
        return Data(bytes)
    }

    /// A real 3×2 PNG from the encoder, with its IHDR then set to `width` × `height` (CRC fixed).
    static func png(width: UInt32, height: UInt32) -> Data {
        let image = Fixtures.rasterizer.rasterize(Fixtures.list(3, 2, [Fixtures.fill(RectValue(x: 0, y: 0, width: 3, height: 2))]), scale: 1)
        var bytes = [UInt8](image.pngData())
        func put(_ value: UInt32, at offset: Int) {
            for i in 0..<4 { bytes[offset + i] = UInt8((value >> (24 - 8 * UInt32(i))) & 0xFF) }
        }
        // Signature (8), length (4), "IHDR" (4), then width and height; the CRC covers type and data.
        put(width, at: 16)
        put(height, at: 20)
        put(crc32(bytes[12..<29]), at: 29)
        return Data(bytes)
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    static func size(_ result: Result<OpaquePointer, ImageDecodingError>) -> (Int, Int)? {
        guard case .success(let surface) = result else { return nil }
        let image = RasterImage(surface: surface, scale: 1, diagnostics: [])  // destroys the surface
        return (image.pixelWidth, image.pixelHeight)
    }

    @Test func theCraftedFilesAreValidOnesWithinTheLimit() throws {
        // The untouched files and the stray bytes alone decode: what is refused below is the size.
        #expect(Self.size(ImageDecoder.decoding(Self.jpeg)).map { [$0.0, $0.1] } == [16, 8])
        #expect(Self.size(ImageDecoder.decoding(Self.jpeg(width: 16, height: 8, strayBytes: true))).map { [$0.0, $0.1] } == [16, 8])
        #expect(Self.size(ImageDecoder.decoding(Self.png(width: 3, height: 2))).map { [$0.0, $0.1] } == [3, 2])
    }

    @Test func strayBytesBeforeTheFrameHeaderDoNotHideAHugeJPEG() {
        let data = Self.jpeg(width: 60000, height: 60000, strayBytes: true)
        // The fast path cannot see this size: before the fix, nothing stopped the decoder.
        #expect(ImageHeader.read(data) == nil)
        #expect(ImageDecoder.decoding(data) == .failure(.tooLarge(width: 60000, height: 60000, limit: ImageDecoder.maximumPixels)))
    }

    @Test func theLimitIsEnforcedByTheCDecoderItself() {
        // A size the Swift reader cannot see, just above and just at a small limit: only the
        // check after jpeg_read_header can tell them apart.
        let data = Self.jpeg(width: 16, height: 8, strayBytes: true)
        #expect(ImageDecoder.decoding(data, maximumPixels: 127) == .failure(.tooLarge(width: 16, height: 8, limit: 127)))
        #expect(Self.size(ImageDecoder.decoding(data, maximumPixels: 128)) != nil)
        // Same for PNG when the Swift reader is not consulted at all.
        let png = [UInt8](Self.png(width: 3, height: 2))
        #expect(ImageDecoder.decodePNG(png, maximumPixels: 5) == .failure(.tooLarge(width: 3, height: 2, limit: 5)))
        #expect(Self.size(ImageDecoder.decodePNG(png, maximumPixels: 6)) != nil)
    }

    @Test func aDNLHeightIsRefused() {
        // Height 0 in the frame header: the height would come later, in a DNL segment.
        let data = Self.jpeg(width: 65000, height: 0)
        #expect(ImageHeader.read(data)?.pixelHeight == nil)
        guard case .failure(.broken(let format, let reason)) = ImageDecoder.decoding(data) else {
            Issue.record("a DNL height was decoded: \(ImageDecoder.decoding(data))")
            return
        }
        #expect(format == "JPEG" && reason.contains("DNL"))
    }

    @Test func hugeDimensionsInAValidHeaderAreRefusedByBothChecks() {
        let jpeg = Self.jpeg(width: 65000, height: 65000)
        #expect(ImageDecoder.decoding(jpeg) == .failure(.tooLarge(width: 65000, height: 65000, limit: ImageDecoder.maximumPixels)))
        // The C path alone, without the Swift fast path in front.
        #expect(ImageDecoder.decodeJPEG([UInt8](jpeg)) == .failure(.tooLarge(width: 65000, height: 65000, limit: ImageDecoder.maximumPixels)))
        let png = Self.png(width: 30000, height: 30000)
        #expect(ImageDecoder.decoding(png) == .failure(.tooLarge(width: 30000, height: 30000, limit: ImageDecoder.maximumPixels)))
        #expect(ImageDecoder.decodePNG([UInt8](png)) == .failure(.tooLarge(width: 30000, height: 30000, limit: ImageDecoder.maximumPixels)))
        // Sides whose product overflows 32 bits, and beyond libpng's own limit.
        let wide = [UInt8](Self.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))
        #expect(ImageDecoder.decodePNG(wide).isFailure)
    }

    @Test func aFileEndingInsideAChunkHeaderIsRefusedBeforeLibpngAllocates() throws {
        // Fuzz finding (png target, CI): after IHDR and gAMA the file ends 8 bytes into the next
        // chunk, whose length bytes say 1,230,241,812; libpng allocated that for the tEXt chunk.
        let bytes = [UInt8](try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAADCAIAAADZSiLoAAAABGdBTUEAALGPC/xzQklUABR0RVh0")))
        #expect(bytes.count == 57)
        guard case .failure(.broken(let format, let reason)) = ImageDecoder.decodePNG(bytes) else {
            Issue.record("a chunk cut off in its header was read: \(ImageDecoder.decodePNG(bytes))")
            return
        }
        #expect(format == "PNG" && reason.contains("declares 1230241812 bytes"), "reason: \(reason)")
    }

    @Test func aChunkLongerThanTheFileIsRefusedBeforeLibpngAllocatesIt() {
        // Fuzz finding (png target): a tEXt chunk declaring 64 MB in a 150-byte file made
        // libpng allocate 64 MB for it, whatever the pixel size. Inserted after IHDR here.
        var bytes = [UInt8](Self.png(width: 3, height: 2))
        let text: [UInt8] = [0x04, 0x00, 0x00, 0x22] + Array("tEXtSoftware".utf8)
        bytes.insert(contentsOf: text, at: 33)
        guard case .failure(.broken(let format, let reason)) = ImageDecoder.decodePNG(bytes) else {
            Issue.record("a chunk longer than the file was read: \(ImageDecoder.decodePNG(bytes))")
            return
        }
        #expect(format == "PNG" && reason.contains("declares 67108898 bytes"), "\(reason)")
        // The same chunk with its true length is read as usual.
        var honest = [UInt8](Self.png(width: 3, height: 2))
        let body = Array("Software\0Vitrine".utf8)
        let chunk: [UInt8] = [0, 0, 0, UInt8(body.count)] + Array("tEXt".utf8) + body
        let crc = Self.crc32(ArraySlice(chunk[4...]))
        honest.insert(contentsOf: chunk + (0..<4).map { UInt8((crc >> (24 - 8 * UInt32($0))) & 0xFF) }, at: 33)
        #expect(Self.size(ImageDecoder.decodePNG(honest)).map { [$0.0, $0.1] } == [3, 2])
    }

    @Test func theRendererReportsTheRefusalAndDrawsTheRest() {
        let data = Self.jpeg(width: 60000, height: 60000, strayBytes: true)
        let node = ImageNode(
            source: .bitmap(BitmapImage(data: data, format: "jpeg", pixelWidth: 16, pixelHeight: 8, scale: 1)),
            foreground: .rgba(0, 0, 0), symbolFont: FontSpec(size: 17))
        let list = Fixtures.list(
            40, 20,
            [
                Fixtures.fill(RectValue(x: 0, y: 0, width: 40, height: 20), Fixtures.blue),
                .image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 20, height: 20))),
            ])
        let image = Fixtures.rasterizer.rasterize(list, scale: 1)
        #expect(image.diagnostics.map(\.code) == ["undecodable-image"])
        #expect(image.diagnostics.first?.message.contains("60000 × 60000 pixels, more than the 40-megapixel limit") == true)
        #expect(image.pixel(x: 35, y: 10) == (0, 0, 255, 255))
    }

    @Test func anAssetFileOverTheLimitIsNamedInTheDiagnostic() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Widget_Ext.resources/Assets.xcassets/Huge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"huge.jpg","idiom":"universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Self.jpeg(width: 60000, height: 60000, strayBytes: true).write(to: set.appendingPathComponent("huge.jpg"))
        let rasterizer = CairoRasterizer(options: .init(assetLocator: AssetLocator(searchDirectories: [root])), measurer: Fixtures.measurer)
        let node = ImageNode(source: .asset(name: "Huge", bundle: nil), foreground: .rgba(0, 0, 0), symbolFont: FontSpec(size: 17))
        let image = rasterizer.rasterize(Fixtures.list(20, 20, [.image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 20, height: 20)))]), scale: 1)
        let message = try #require(image.diagnostics.first { $0.code == "undecodable-image" }?.message)
        #expect(message.contains("Huge.imageset/huge.jpg") && message.contains("40-megapixel limit"))
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
