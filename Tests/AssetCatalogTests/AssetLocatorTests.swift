import Foundation
import Testing

@testable import AssetCatalog

@Suite("Finding catalogs in resource bundles")
struct AssetLocatorTests {
    /// Lays out a directory the way `swift build` does for an executable with resources.
    private func makeBuildDirectory() throws -> URL {
        let root = try makeTemporaryDirectory()
        let fileManager = FileManager.default
        let executable = root.appendingPathComponent("GameWidgets")
        try Data("#!/bin/sh\n".utf8).write(to: executable)

        // `.copy("Assets.xcassets")` in target GameWidgets of package Vitrine.
        let bundle = root.appendingPathComponent("Vitrine_GameWidgets.resources", isDirectory: true)
        try fileManager.createDirectory(at: bundle, withIntermediateDirectories: true)
        try fileManager.copyItem(at: Fixture.catalogURL, to: bundle.appendingPathComponent("Assets.xcassets"))

        // A second bundle whose catalog sits in a subfolder and shadows one name.
        let other = root.appendingPathComponent("Vitrine_Other.resources/Nested/Extra.xcassets", isDirectory: true)
        try writeContents(#"{"info":{"author":"xcode","version":1}}"#, in: other)
        try writeContents(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x11","green":"0x22","blue":"0x33","alpha":"1.000"}}}]}"#,
            in: other.appendingPathComponent("Headline.colorset"))

        // A loose catalog next to the executable, and one in a folder that is not a bundle.
        try writeContents(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.300","alpha":"1.000"}}}]}"#,
            in: root.appendingPathComponent("Loose.xcassets/Ink.colorset"))
        try writeContents(#"{}"#, in: root.appendingPathComponent("NotABundle/Hidden.xcassets"))
        return root
    }

    @Test func findsCatalogsInResourceBundles() throws {
        let root = try makeBuildDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator.forExecutable(at: root.appendingPathComponent("GameWidgets"))

        let catalogs = locator.catalogs
        #expect(catalogs.map(\.url.lastPathComponent) == ["Loose.xcassets", "Assets.xcassets", "Extra.xcassets"])
        #expect(catalogs.map { locator.bundleName(of: $0) } == [nil, "Vitrine_GameWidgets.resources", "Vitrine_Other.resources"])
        #expect(locator.problems.isEmpty)

        let star = try #require(locator.imageSet(named: "Star"))
        #expect(locator.bundleName(of: star.catalog) == "Vitrine_GameWidgets.resources")
        #expect(star.set.bestVariant(scale: 2, appearance: .light)?.fileURL.lastPathComponent == "star@2x.png")
        #expect(locator.colorSet(named: "Ink")?.set.resolve(appearance: .dark)?.white == 0.3)
        #expect(locator.colorSet(named: "Widgets/Background") != nil)
        #expect(locator.colorSet(named: "Hidden") == nil)
    }

    @Test func bundleFilterPicksTheRightCatalog() throws {
        let root = try makeBuildDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = AssetLocator.forExecutable(at: root.appendingPathComponent("GameWidgets"))

        // Unfiltered, the first catalog in order wins.
        expectColor(locator.colorSet(named: "Headline")?.set.resolve(appearance: .light), 0.2, 0.4, 0.6, space: .sRGB)
        let other = locator.colorSet(named: "Headline", inBundleNamed: "Vitrine_Other.resources")
        expectColor(other?.set.resolve(appearance: .light), 17.0 / 255, 34.0 / 255, 51.0 / 255, space: .sRGB)
        #expect(other?.catalog.url.lastPathComponent == "Extra.xcassets")
        // The extension may be left off.
        #expect(locator.colorSet(named: "Headline", inBundleNamed: "Vitrine_Other")?.catalog == other?.catalog)
        #expect(locator.imageSet(named: "Star", inBundleNamed: "Vitrine_Other.resources") == nil)
        #expect(locator.colorSet(named: "Ink", inBundleNamed: "Vitrine_GameWidgets.resources") == nil)
    }

    @Test func symlinkedExecutableFindsBundlesBesideItsTarget() throws {
        let root = try makeBuildDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let link = bin.appendingPathComponent("game-widgets")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent("GameWidgets"))

        let locator = AssetLocator.forExecutable(at: link)
        #expect(locator.imageSet(named: "Star")?.catalog.url.lastPathComponent == "Assets.xcassets")
    }

    @Test func searchDirectoryMayBeABundleItself() throws {
        let root = try makeBuildDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("Vitrine_GameWidgets.resources", isDirectory: true)
        let locator = AssetLocator(searchDirectories: [bundle])
        #expect(locator.catalogs.count == 1)
        #expect(locator.catalogs.first.map { locator.bundleName(of: $0) } == "Vitrine_GameWidgets.resources")
    }

    @Test func emptyOrMissingDirectoriesFindNothing() throws {
        let locator = AssetLocator(searchDirectories: [URL(fileURLWithPath: "/nonexistent/dir")])
        #expect(locator.catalogs.isEmpty)
        #expect(locator.imageSet(named: "Star") == nil)
        let unrelated = try Fixture.catalog()
        #expect(locator.bundleName(of: unrelated) == nil)
    }

    @Test func currentProcessFindsThisTestTargetsBundle() throws {
        // swift test runs an executable that sits next to this target's `<Package>_AssetCatalogTests.resources`.
        let bundleName = Bundle.module.bundleURL.lastPathComponent
        #expect(bundleName.hasSuffix("_AssetCatalogTests.resources"))
        let found = try #require(AssetLocator.currentProcess.imageSet(named: "Star", inBundleNamed: bundleName))
        #expect(found.catalog.url.lastPathComponent == "Sample.xcassets")
        #expect(AssetLocator.currentProcess.bundleName(of: found.catalog) == bundleName)
    }
}
