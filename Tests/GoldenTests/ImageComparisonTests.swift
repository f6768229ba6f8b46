import Foundation
import Testing
import WidgetRender

/// The comparison itself must tell a regression from identity.
@Suite struct ImageComparisonTests {
    func load(_ name: String) throws -> RasterImage {
        let url = GoldenImageTests.directory.appendingPathComponent(name)
        return try #require(RasterImage.decodePNG(try Data(contentsOf: url)))
    }

    @Test func identicalImagesPass() throws {
        let image = try load("health-systemSmall-light.png")
        let (result, diff) = ImageComparison.compare(actual: image, golden: image)
        #expect(result.passes)
        #expect(result.changedPixels == 0)
        #expect(diff == nil)
    }

    @Test func aDifferentEntryFailsWithADiffImage() throws {
        // Health 25% vs 75%: only the text and the bar differ.
        let (result, diff) = ImageComparison.compare(actual: try load("health-systemSmall-light.png"), golden: try load("health-ru-systemSmall-light.png"))
        #expect(!result.passes, "\(result.summary)")
        let diffImage = try #require(diff.flatMap(RasterImage.decodePNG))
        #expect(diffImage.pixelWidth == 316)
    }

    @Test func sizeMismatchFails() throws {
        let (result, _) = ImageComparison.compare(actual: try load("health-systemSmall-light.png"), golden: try load("health-systemMedium-light.png"))
        #expect(result.sizeMismatch && !result.passes)
    }
}
