import Foundation
import Testing

@testable import AssetCatalog

@Suite("Catalog walking, namespaces and problems")
struct CatalogStructureTests {
    @Test func namesIncludeNamespacesAndSkipOtherAssetTypes() throws {
        let catalog = try Fixture.catalog()
        #expect(
            catalog.colorNames == [
                "AccentColor", "DeviceTint", "Divider", "Glow", "Headline", "Mode", "Shade", "VividRed",
                "Widgets/Background",
            ])
        #expect(
            catalog.imageNames == [
                "Glyph", "Logo", "Patchy", "Photo", "Star", "Widgets/Badge", "Widgets/Icons/Bolt",
            ])
    }

    @Test func namespacedLookups() throws {
        let catalog = try Fixture.catalog()
        let background = try #require(catalog.colorSet(named: "Widgets/Background"))
        #expect(background.name == "Widgets/Background")
        expectColor(background.resolve(appearance: .dark), 0.11, 0.11, 0.12, space: .sRGB)
        #expect(catalog.colorSet(named: "Background") == nil)
        #expect(catalog.imageSet(named: "Widgets/Badge")?.variants.first?.scale == 1)
        let bolt = try #require(catalog.imageSet(named: "Widgets/Icons/Bolt"))
        #expect(bolt.templateRenderingIntent == .template)
        #expect(catalog.imageSet(named: "Icons/Bolt") == nil)
        // "Shared" has a Contents.json but no namespace.
        #expect(catalog.colorSet(named: "Shared/Divider") == nil)
        #expect(catalog.colorSet(named: "Divider") != nil)
    }

    @Test func malformedSetsAreCollectedAndSkipped() throws {
        let catalog = try Fixture.catalog()
        #expect(catalog.problems.count == 3)
        let contents = { (set: String) in
            catalog.url.appendingPathComponent(set, isDirectory: true).appendingPathComponent("Contents.json").path
        }

        guard case .badColorComponent(let brokenURL, let component, let value) = catalog.problems[0] else {
            Issue.record("expected a bad component first, got \(catalog.problems[0])")
            return
        }
        #expect(brokenURL.path == contents("Broken.colorset"))
        #expect(component == "red")
        #expect(value == "\"banana\"")
        #expect(catalog.colorSet(named: "Broken") == nil)

        guard case .invalidJSON(let garbledURL, let reason) = catalog.problems[1] else {
            Issue.record("expected invalid JSON second, got \(catalog.problems[1])")
            return
        }
        #expect(garbledURL.path == contents("Garbled.colorset"))
        #expect(!reason.isEmpty)
        #expect(catalog.colorSet(named: "Garbled") == nil)

        // A missing file costs only its slot.
        guard case .missingImageFile(let patchyURL, let filename) = catalog.problems[2] else {
            Issue.record("expected a missing file third, got \(catalog.problems[2])")
            return
        }
        #expect(patchyURL.path == contents("Patchy.imageset"))
        #expect(filename == "patchy@2x.png")
        let patchy = try #require(catalog.imageSet(named: "Patchy"))
        #expect(patchy.variants.map(\.fileURL.lastPathComponent) == ["patchy.png"])
        #expect(patchy.bestVariant(scale: 2, appearance: .light)?.fileURL.lastPathComponent == "patchy.png")

        // Everything else is still usable.
        #expect(catalog.colorSet(named: "Headline") != nil)
        #expect(catalog.imageSet(named: "Star") != nil)
    }

    @Test func errorMessagesNameTheFileAndTheProblem() throws {
        let catalog = try Fixture.catalog()
        let messages = catalog.problems.map(\.description)
        #expect(messages[0].contains("Broken.colorset/Contents.json"))
        #expect(messages[0].contains("\"red\"") && messages[0].contains("banana"))
        #expect(messages[1].contains("Garbled.colorset/Contents.json") && messages[1].contains("not valid JSON"))
        #expect(messages[2].contains("Patchy.imageset") && messages[2].contains("patchy@2x.png"))
        #expect(messages[2].contains("does not exist"))
    }

    @Test func missingCatalogThrows() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Assets.xcassets")
        #expect(throws: AssetCatalogError.catalogNotFound(missing)) {
            try AssetCatalog(contentsOf: missing)
        }
        #expect(AssetCatalogError.catalogNotFound(missing).description.contains("/nonexistent/Assets.xcassets"))
    }

    @Test func duplicateNamesKeepTheFirstAndReportTheSecond() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("Assets.xcassets", isDirectory: true)
        let color = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"%@","green":"0","blue":"0","alpha":"1"}}}]}"#
        try writeContents(color.replacingOccurrences(of: "%@", with: "0.1"), in: catalogURL.appendingPathComponent("A/Tint.colorset"))
        try writeContents(color.replacingOccurrences(of: "%@", with: "0.9"), in: catalogURL.appendingPathComponent("B/Tint.colorset"))

        let catalog = try AssetCatalog(contentsOf: catalogURL)
        #expect(catalog.colorSet(named: "Tint")?.resolve(appearance: .light)?.red == 0.1)
        #expect(catalog.problems.count == 1)
        guard case .duplicateName(let name, let kept, let ignored) = catalog.problems.first else {
            Issue.record("expected a duplicate name problem")
            return
        }
        #expect(name == "Tint")
        #expect(kept.path.hasSuffix("A/Tint.colorset") && ignored.path.hasSuffix("B/Tint.colorset"))
    }

    @Test func unknownKeysAndStructureProblems() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("Assets.xcassets", isDirectory: true)
        try writeContents(#"{"info":{"author":"xcode","version":2},"new-top-level":[1,2,3]}"#, in: catalogURL)
        try writeContents(#"{"images":"not an array"}"#, in: catalogURL.appendingPathComponent("Odd.imageset"))
        try writeContents(#"[1,2]"#, in: catalogURL.appendingPathComponent("Listy.colorset"))
        try writeContents(
            #"{"images":[{"idiom":"universal","filename":"a.png","scale":"big"}]}"#,
            in: catalogURL.appendingPathComponent("Scaled.imageset"))
        try Data().write(to: catalogURL.appendingPathComponent("Scaled.imageset/a.png"))
        try FileManager.default.createDirectory(
            at: catalogURL.appendingPathComponent("NoContents.imageset"), withIntermediateDirectories: true)
        // A plain file where a folder group would be is just ignored.
        try Data("x".utf8).write(to: catalogURL.appendingPathComponent("README.md"))

        let catalog = try AssetCatalog(contentsOf: catalogURL)
        #expect(catalog.colorNames.isEmpty)
        #expect(catalog.imageNames == ["Scaled"])
        #expect(catalog.imageSet(named: "Scaled")?.variants.isEmpty == true)
        let kinds = catalog.problems.map { problem -> String in
            switch problem {
            case .malformedContents(let url, _): return "malformed \(url.deletingLastPathComponent().lastPathComponent)"
            case .unreadableContents(let url, _): return "unreadable \(url.deletingLastPathComponent().lastPathComponent)"
            case .invalidScale(_, let value): return "scale \(value)"
            default: return "other \(problem)"
            }
        }
        #expect(
            kinds == [
                "malformed Listy.colorset", "unreadable NoContents.imageset", "malformed Odd.imageset", "scale \"big\"",
            ])
    }
}
