import Foundation
import Testing

@testable import AssetCatalog

/// Paths an app gives are paths inside the app: an image set's `filename`, a set folder and a
/// `Contents.json` are read only when, once links are followed, they lie inside the folder they
/// are named from. The escapes below all name a real, readable file elsewhere (as another
/// app's current widget image would be), so only the containment check can refuse them.
@Suite("Paths inside the catalog")
struct PathContainmentTests {
    /// `<tmp>/app/Ext.resources/Assets.xcassets` with `Logo.imageset` naming `filename`, and a
    /// PNG outside the bundle at `<tmp>/other-app/images/1.png`.
    struct Layout {
        let root: URL
        var catalog: URL { root.appendingPathComponent("app/Ext.resources/Assets.xcassets") }
        var imageSet: URL { catalog.appendingPathComponent("Logo.imageset") }
        var secret: URL { root.appendingPathComponent("other-app/images/1.png") }

        init(filename: String) throws {
            root = try makeTemporaryDirectory()
            try writeContents(#"{"info":{"author":"xcode","version":1}}"#, in: catalog)
            let escaped = filename.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            try writeContents(#"{"images":[{"filename":"\#(escaped)","idiom":"universal"}]}"#, in: imageSet)
            try FileManager.default.createDirectory(at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
            try pngHeader.write(to: secret)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Enough of a PNG for the header reader: 7×5 pixels.
    static let pngHeaderBytes: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 7, 0, 0, 0, 5, 8, 6, 0, 0, 0]

    static func refusal(_ catalog: AssetCatalog) -> (url: URL, name: String)? {
        for problem in catalog.problems {
            if case .outsideFolder(let url, let name, _) = problem { return (url, name) }
        }
        return nil
    }

    @Test func dotDotFilenameIsRefused() throws {
        let layout = try Layout(filename: "../../../../other-app/images/1.png")
        defer { layout.remove() }
        // The file the name leads to is real: without the check it would be drawn.
        #expect(FileManager.default.fileExists(atPath: layout.imageSet.appendingPathComponent("../../../../other-app/images/1.png").path))
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.imageSet(named: "Logo")?.variants.isEmpty == true)
        let refusal = try #require(Self.refusal(catalog))
        #expect(refusal.url.lastPathComponent == "Contents.json" && refusal.url.path.contains("Logo.imageset"))
        #expect(refusal.name == "../../../../other-app/images/1.png")
        #expect(catalog.problems.first.map { "\($0)" }?.contains("leads outside") == true)
    }

    @Test func absoluteFilenameIsRefused() throws {
        let layout = try Layout(filename: "/placeholder")
        defer { layout.remove() }
        try writeContents(#"{"images":[{"filename":"\#(layout.secret.path)","idiom":"universal"}]}"#, in: layout.imageSet)
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.imageSet(named: "Logo")?.variants.isEmpty == true)
        #expect(Self.refusal(catalog)?.name == layout.secret.path)
    }

    @Test func symlinkedFileLeavingTheSetIsRefused() throws {
        let layout = try Layout(filename: "logo.png")
        defer { layout.remove() }
        try FileManager.default.createSymbolicLink(at: layout.imageSet.appendingPathComponent("logo.png"), withDestinationURL: layout.secret)
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.imageSet(named: "Logo")?.variants.isEmpty == true)
        #expect(Self.refusal(catalog)?.name == "logo.png")
    }

    @Test func symlinkedSetFolderLeavingTheCatalogIsRefused() throws {
        let layout = try Layout(filename: "1.png")
        defer { layout.remove() }
        // A set folder that is a link to another app's images folder.
        let other = layout.secret.deletingLastPathComponent()
        try writeContents(#"{"images":[{"filename":"1.png","idiom":"universal"}]}"#, in: other)
        try FileManager.default.createSymbolicLink(at: layout.catalog.appendingPathComponent("Stolen.imageset"), withDestinationURL: other)
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.imageSet(named: "Stolen") == nil)
        #expect(Self.refusal(catalog)?.name == "Stolen.imageset")
    }

    @Test func symlinkedContentsJSONIsRefused() throws {
        let layout = try Layout(filename: "1.png")
        defer { layout.remove() }
        let outside = layout.root.appendingPathComponent("other-app/state.json")
        try Data(#"{"colors":[]}"#.utf8).write(to: outside)
        let colorSet = layout.catalog.appendingPathComponent("Leak.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: colorSet.appendingPathComponent("Contents.json"), withDestinationURL: outside)
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.colorSet(named: "Leak") == nil)
        let refusal = try #require(Self.refusal(catalog))
        #expect(refusal.url.path == colorSet.appendingPathComponent("Contents.json").path && refusal.name == "Contents.json")
    }

    @Test func legitimateNestedFilesAndLinksInsideTheSetLoad() throws {
        let layout = try Layout(filename: "scales/logo@2x.png")
        defer { layout.remove() }
        let nested = layout.imageSet.appendingPathComponent("scales/logo@2x.png")
        try FileManager.default.createDirectory(at: nested.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.pngHeaderBytes).write(to: nested)
        // A link that stays inside the set, and `..` that comes back into it, are fine.
        try FileManager.default.createSymbolicLink(atPath: layout.imageSet.appendingPathComponent("alias.png").path, withDestinationPath: "scales/logo@2x.png")
        let slots = [
            #"{"filename":"scales/logo@2x.png","idiom":"universal","scale":"2x"}"#,
            #"{"filename":"alias.png","idiom":"universal","scale":"3x"}"#,
            #"{"filename":"scales/../scales/logo@2x.png","idiom":"universal","scale":"1x"}"#,
        ]
        try writeContents(#"{"images":[\#(slots.joined(separator: ","))]}"#, in: layout.imageSet)
        let catalog = try AssetCatalog(contentsOf: layout.catalog)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let set = try #require(catalog.imageSet(named: "Logo"))
        #expect(set.variants.count == 3)
        let variant = try #require(set.bestVariant(scale: 2, appearance: .light))
        #expect(ImageHeader.read(contentsOf: variant.fileURL) == ImageHeader(format: .png, pixelWidth: 7, pixelHeight: 5))
    }

    @Test func symlinkedCatalogLeavingTheBundleIsRefusedByTheLocator() throws {
        let layout = try Layout(filename: "1.png")
        defer { layout.remove() }
        let outsideCatalog = layout.root.appendingPathComponent("other-app/Other.xcassets")
        try writeContents(
            #"{"colors":[{"color":{"components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#,
            in: outsideCatalog.appendingPathComponent("Private.colorset"))
        let bundle = layout.root.appendingPathComponent("app/Ext.resources")
        try FileManager.default.createSymbolicLink(at: bundle.appendingPathComponent("Linked.xcassets"), withDestinationURL: outsideCatalog)
        let locator = AssetLocator(searchDirectories: [layout.root.appendingPathComponent("app")])
        #expect(locator.colorSet(named: "Private") == nil)
        #expect(locator.catalogs.count == 1)
        let refused = locator.problems.compactMap { problem -> (String, String)? in
            if case .outsideFolder(let url, let name, _) = problem { return (url.path, name) }
            return nil
        }
        #expect(refused.map(\.0) == [bundle.appendingPathComponent("Linked.xcassets").path] && refused.map(\.1) == ["Linked.xcassets"])
        // Negative control: the same catalog copied inside the bundle is found.
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("Linked.xcassets"))
        try FileManager.default.copyItem(at: outsideCatalog, to: bundle.appendingPathComponent("Copied.xcassets"))
        #expect(AssetLocator(searchDirectories: [layout.root.appendingPathComponent("app")]).colorSet(named: "Private") != nil)
    }
}

extension PathContainmentTests.Layout {
    var pngHeader: Data { Data(PathContainmentTests.pngHeaderBytes) }
}
