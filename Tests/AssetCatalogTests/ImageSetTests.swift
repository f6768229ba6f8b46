import Foundation
import Testing

@testable import AssetCatalog

@Suite("Image sets and scale selection")
struct ImageSetTests {
    @Test(
        "Scale selection in light",
        arguments: [
            (1.0, "star.png"), (2.0, "star@2x.png"), (3.0, "star@3x.png"),
            (1.5, "star@2x.png"), (0.5, "star.png"), (4.0, "star@3x.png"),
        ])
    func lightScales(scale: Double, file: String) throws {
        let star = try #require(try Fixture.catalog().imageSet(named: "Star"))
        #expect(star.bestVariant(scale: scale, appearance: .light)?.fileURL.lastPathComponent == file)
    }

    @Test(
        "Dark picks from the dark slots before falling back",
        arguments: [
            (1.0, "star-dark@2x.png"), (2.0, "star-dark@2x.png"), (3.0, "star-dark@3x.png"), (4.0, "star-dark@3x.png"),
        ])
    func darkScales(scale: Double, file: String) throws {
        let star = try #require(try Fixture.catalog().imageSet(named: "Star"))
        let variant = try #require(star.bestVariant(scale: scale, appearance: .dark))
        #expect(variant.fileURL.lastPathComponent == file)
        #expect(variant.appearance == .dark)
    }

    @Test func starVariantsSkipEmptySlots() throws {
        let star = try #require(try Fixture.catalog().imageSet(named: "Star"))
        #expect(star.variants.count == 5)
        #expect(star.variants.allSatisfy { $0.idiom == "universal" })
        #expect(star.variants.allSatisfy { FileManager.default.fileExists(atPath: $0.fileURL.path) })
        #expect(star.templateRenderingIntent == nil)
        #expect(!star.preservesVectorRepresentation)
        let oneX = try #require(star.variants.first)
        #expect(oneX.scale == 1 && oneX.appearance == nil)
    }

    @Test func singleScaleVectorMatchesAnyScale() throws {
        let glyph = try #require(try Fixture.catalog().imageSet(named: "Glyph"))
        #expect(glyph.templateRenderingIntent == .template)
        #expect(glyph.preservesVectorRepresentation)
        for scale in [1.0, 2.0, 3.0] {
            let variant = try #require(glyph.bestVariant(scale: scale, appearance: .dark))
            #expect(variant.fileURL.lastPathComponent == "glyph.pdf")
            #expect(variant.scale == nil)
        }
    }

    @Test func renderingIntentOriginalAndSingleBitmap() throws {
        let catalog = try Fixture.catalog()
        #expect(catalog.imageSet(named: "Logo")?.templateRenderingIntent == .original)
        let photo = try #require(catalog.imageSet(named: "Photo"))
        #expect(photo.bestVariant(scale: 3, appearance: .light)?.fileURL.lastPathComponent == "photo.jpg")
    }

    @Test func vectorBeatsUpscalingASmallerBitmap() {
        let set = ImageSet(
            name: "Mixed",
            variants: [
                ImageVariant(fileURL: URL(fileURLWithPath: "/a.png"), scale: 1),
                ImageVariant(fileURL: URL(fileURLWithPath: "/a.pdf")),
            ])
        #expect(set.bestVariant(scale: 1, appearance: .light)?.fileURL.lastPathComponent == "a.png")
        #expect(set.bestVariant(scale: 3, appearance: .light)?.fileURL.lastPathComponent == "a.pdf")
    }

    @Test func idiomIsSettledBeforeScale() {
        let set = ImageSet(
            name: "Devices",
            variants: [
                ImageVariant(fileURL: URL(fileURLWithPath: "/phone@3x.png"), scale: 3, idiom: "iphone"),
                ImageVariant(fileURL: URL(fileURLWithPath: "/pad@2x.png"), scale: 2, idiom: "ipad"),
                ImageVariant(fileURL: URL(fileURLWithPath: "/any.png"), scale: 1, idiom: "universal"),
            ])
        #expect(set.bestVariant(scale: 3, appearance: .light)?.fileURL.lastPathComponent == "any.png")
        let noUniversal = ImageSet(name: "Devices", variants: Array(set.variants.dropLast()))
        #expect(noUniversal.bestVariant(scale: 2, appearance: .light)?.fileURL.lastPathComponent == "phone@3x.png")
    }

    @Test func highContrastImageSlots() {
        let set = ImageSet(
            name: "Contrast",
            variants: [
                ImageVariant(fileURL: URL(fileURLWithPath: "/normal.png"), scale: 2),
                ImageVariant(fileURL: URL(fileURLWithPath: "/high.png"), scale: 2, highContrast: true),
            ])
        #expect(set.bestVariant(scale: 2, appearance: .dark)?.fileURL.lastPathComponent == "normal.png")
        #expect(set.bestVariant(scale: 2, appearance: .dark, highContrast: true)?.fileURL.lastPathComponent == "high.png")
    }

    @Test func emptySetHasNoBestVariant() {
        #expect(ImageSet(name: "Nothing", variants: []).bestVariant(scale: 2, appearance: .light) == nil)
    }

    @Test func imageSetRoundTripsThroughCodable() throws {
        let star = try #require(try Fixture.catalog().imageSet(named: "Star"))
        let decoded = try JSONDecoder().decode(ImageSet.self, from: JSONEncoder().encode(star))
        #expect(decoded == star)
    }
}
