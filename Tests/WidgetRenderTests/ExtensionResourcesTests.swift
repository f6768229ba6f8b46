import AssetCatalog
import Foundation
import Testing
import WidgetRender

/// An extension build's fonts and catalogs are found once and kept while the build is
/// unchanged; a changed executable or resource bundle is found again.
@Suite struct ExtensionResourcesTests {
    /// A fake build folder: an executable, a SwiftPM resource bundle with a font and a
    /// catalog, and an unrelated deep folder that must not be walked for fonts.
    struct Build {
        let directory: URL
        var executable: URL { directory.appendingPathComponent("MyWidgets") }
        var bundle: URL { directory.appendingPathComponent("App_MyWidgets.resources") }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("extension-resources-\(UUID().uuidString)")
            let fm = FileManager.default
            try fm.createDirectory(at: bundle.appendingPathComponent("Assets.xcassets/Tint.colorset"), withIntermediateDirectories: true)
            try Data("{\"info\":{\"version\":1,\"author\":\"xcode\"}}".utf8).write(to: bundle.appendingPathComponent("Assets.xcassets/Contents.json"))
            try Data(Self.colorSet.utf8).write(to: bundle.appendingPathComponent("Assets.xcassets/Tint.colorset/Contents.json"))
            try Data("binary".utf8).write(to: executable)
            // Not a font any renderer could load, but found by name: fontconfig refuses it,
            // which is fine for counting what is walked.
            try Data().write(to: bundle.appendingPathComponent("Brand.ttf"))
            try fm.createDirectory(at: directory.appendingPathComponent("MyWidgets.build/deep"), withIntermediateDirectories: true)
            try Data().write(to: directory.appendingPathComponent("MyWidgets.build/deep/NotBundled.ttf"))
        }

        static let colorSet = """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],
             "info":{"version":1,"author":"xcode"}}
            """

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func foundOnceWhileTheBuildIsUnchanged() throws {
        let build = try Build()
        defer { build.remove() }
        let first = ExtensionResources.forExecutable(at: build.executable)
        for _ in 0..<20 { #expect(ExtensionResources.forExecutable(at: build.executable) === first) }
        #expect(ExtensionResources.discoveries(of: build.executable) == 1)
        #expect(first.bundleDirectories.map(\.lastPathComponent) == ["App_MyWidgets.resources"])
        // Fonts come from bundles, not from the rest of the build folder.
        #expect(first.fontFiles.map(\.lastPathComponent) == ["Brand.ttf"])
        #expect(first.assetLocator.colorSet(named: "Tint") != nil)
    }

    @Test func aNewExecutableIsANewBuild() throws {
        let build = try Build()
        defer { build.remove() }
        let first = ExtensionResources.forExecutable(at: build.executable)
        // Relinked: a new file in place of the old one.
        try FileManager.default.removeItem(at: build.executable)
        try Data("binary, relinked".utf8).write(to: build.executable)
        let second = ExtensionResources.forExecutable(at: build.executable)
        #expect(second !== first)
        #expect(ExtensionResources.discoveries(of: build.executable) == 2)
        #expect(ExtensionResources.forExecutable(at: build.executable) === second)
    }

    @Test func replacedResourcesAreReadAgain() throws {
        let build = try Build()
        defer { build.remove() }
        let first = ExtensionResources.forExecutable(at: build.executable)
        #expect(first.assetLocator.colorSet(named: "Accent") == nil)
        // SwiftPM replaces a copied resource folder: the catalog gains a colour set.
        let catalog = build.bundle.appendingPathComponent("Assets.xcassets")
        let fresh = build.directory.appendingPathComponent("fresh.xcassets")
        try FileManager.default.copyItem(at: catalog, to: fresh)
        try FileManager.default.createDirectory(at: fresh.appendingPathComponent("Accent.colorset"), withIntermediateDirectories: true)
        try Data(Build.colorSet.utf8).write(to: fresh.appendingPathComponent("Accent.colorset/Contents.json"))
        try FileManager.default.removeItem(at: catalog)
        try FileManager.default.moveItem(at: fresh, to: catalog)
        let second = ExtensionResources.forExecutable(at: build.executable)
        #expect(second !== first)
        #expect(second.assetLocator.colorSet(named: "Accent") != nil)
    }
}
