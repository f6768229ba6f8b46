import AssetCatalog
import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// The host draws and registers only files inside the extension's bundle: an image set naming
/// another app's image, or a font or bundle that is a link out of the build, is refused with a
/// diagnostic naming the file, and the widget is drawn without it.
@Suite("Resources stay inside the bundle")
struct ResourceContainmentTests {
    /// `<tmp>/build/Widget_Ext.resources/Assets.xcassets/Logo.imageset` naming `filename`, and
    /// another app's current image, a 4×4 red PNG, at `<tmp>/h1/images/current/1.png`.
    struct Build {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-contain-\(UUID().uuidString)")
        var directory: URL { root.appendingPathComponent("build") }
        var bundle: URL { directory.appendingPathComponent("Widget_Ext.resources") }
        var imageSet: URL { bundle.appendingPathComponent("Assets.xcassets/Logo.imageset") }
        var otherAppsImage: URL { root.appendingPathComponent("h1/images/current/1.png") }

        init(filename: String) throws {
            let fm = FileManager.default
            try fm.createDirectory(at: imageSet, withIntermediateDirectories: true)
            try fm.createDirectory(at: otherAppsImage.deletingLastPathComponent(), withIntermediateDirectories: true)
            let red = Fixtures.rasterizer.rasterize(Fixtures.list(4, 4, [Fixtures.fill(RectValue(x: 0, y: 0, width: 4, height: 4))]), scale: 1).pngData()
            try red.write(to: otherAppsImage)
            try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: bundle.appendingPathComponent("Assets.xcassets/Contents.json"))
            try Data(#"{"images":[{"filename":"\#(filename)","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
                .write(to: imageSet.appendingPathComponent("Contents.json"))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Blue background, the asset image in the left half.
        func render() -> RasterImage {
            let rasterizer = CairoRasterizer(options: .init(assetLocator: AssetLocator(searchDirectories: [directory])), measurer: Fixtures.measurer)
            let node = ImageNode(
                source: .asset(name: "Logo", bundle: nil), renderingMode: .original, foreground: .rgba(0, 0, 0),
                symbolFont: FontSpec(size: 17))
            return rasterizer.rasterize(
                Fixtures.list(
                    40, 20,
                    [
                        Fixtures.fill(RectValue(x: 0, y: 0, width: 40, height: 20), Fixtures.blue),
                        .image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 20, height: 20))),
                    ]), scale: 1)
        }
    }

    /// The widget is still drawn (its background), the refused image is not (no red), and the
    /// diagnostic names the `Contents.json` and the name it gave.
    static func expectRefused(_ build: Build, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = build.render()
        #expect(image.pixel(x: 35, y: 10) == (0, 0, 255, 255), sourceLocation: sourceLocation)
        #expect(image.pixel(x: 2, y: 2) != (255, 0, 0, 255), "the other app's image was drawn", sourceLocation: sourceLocation)
        let message = image.diagnostics.first { $0.code == "missing-asset" }?.message ?? ""
        #expect(message.contains(build.imageSet.appendingPathComponent("Contents.json").path), "\(image.diagnostics)", sourceLocation: sourceLocation)
        #expect(message.contains("\"\(name)\" leads outside"), "\(message)", sourceLocation: sourceLocation)
    }

    @Test func anotherAppsImageByDotDotIsNotDrawn() throws {
        let build = try Build(filename: "../../../../h1/images/current/1.png")
        defer { build.remove() }
        Self.expectRefused(build, name: "../../../../h1/images/current/1.png")
    }

    @Test func anotherAppsImageByAbsolutePathIsNotDrawn() throws {
        let placeholder = try Build(filename: "x")
        defer { placeholder.remove() }
        let build = placeholder
        try Data(#"{"images":[{"filename":"\#(build.otherAppsImage.path)","idiom":"universal"}]}"#.utf8)
            .write(to: build.imageSet.appendingPathComponent("Contents.json"))
        Self.expectRefused(build, name: build.otherAppsImage.path)
    }

    @Test func anotherAppsImageThroughASymlinkIsNotDrawn() throws {
        let build = try Build(filename: "logo.png")
        defer { build.remove() }
        try FileManager.default.createSymbolicLink(at: build.imageSet.appendingPathComponent("logo.png"), withDestinationURL: build.otherAppsImage)
        Self.expectRefused(build, name: "logo.png")
    }

    @Test func theSameImageInsideTheSetIsDrawn() throws {
        // Negative control: the oracle above sees red when the file is the app's own.
        let build = try Build(filename: "nested/logo.png")
        defer { build.remove() }
        try FileManager.default.createDirectory(at: build.imageSet.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: build.otherAppsImage, to: build.imageSet.appendingPathComponent("nested/logo.png"))
        let image = build.render()
        #expect(image.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(image.pixel(x: 35, y: 10) == (0, 0, 255, 255))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    }

    @Test func fontsAndBundlesLinkedFromOutsideAreRefused() throws {
        let build = try Build(filename: "logo.png")
        defer { build.remove() }
        let fm = FileManager.default
        let executable = build.directory.appendingPathComponent("Ext")
        try Data("binary".utf8).write(to: executable)
        // Empty files: fontconfig refuses them, so nothing process-wide changes.
        let outside = build.root.appendingPathComponent("h1/fonts")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data().write(to: outside.appendingPathComponent("Private.ttf"))
        try Data().write(to: build.bundle.appendingPathComponent("Brand.ttf"))
        try fm.createSymbolicLink(at: build.bundle.appendingPathComponent("Linked.ttf"), withDestinationURL: outside.appendingPathComponent("Private.ttf"))
        try fm.createSymbolicLink(at: build.directory.appendingPathComponent("Loose.otf"), withDestinationURL: outside.appendingPathComponent("Private.ttf"))
        try fm.createSymbolicLink(at: build.directory.appendingPathComponent("Other_App.resources"), withDestinationURL: outside)
        let resources = ExtensionResources.forExecutable(at: executable)
        #expect(resources.fontFiles.map(\.lastPathComponent) == ["Brand.ttf"])
        #expect(resources.bundleDirectories.map(\.lastPathComponent) == ["Widget_Ext.resources"])
        #expect(Set(resources.refusedFiles.map(\.lastPathComponent)) == ["Linked.ttf", "Loose.otf", "Other_App.resources"])
        #expect(resources.problems.contains { $0.contains("Linked.ttf") && $0.contains("leads outside") })
    }
}

/// Files inside the set that the host must not read whole or wait on.
@Suite("Asset files the host reads")
struct AssetFileKindTests {
    @Test func aFIFONamedByASetIsIgnored() throws {
        let build = try ResourceContainmentTests.Build(filename: "pipe.png")
        defer { build.remove() }
        #expect(mkfifo(build.imageSet.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let catalog = try AssetCatalog(contentsOf: build.bundle.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.imageSet(named: "Logo")?.variants.isEmpty == true)
        #expect(catalog.problems.map(\.description).contains { $0.contains("pipe.png: cannot read: not a regular file") })
        // The render does not block on it (reading it would wait for a writer forever, so it is
        // only attempted once the catalog has left the FIFO out).
        guard catalog.imageSet(named: "Logo")?.variants.isEmpty == true else { return }
        let image = build.render()
        #expect(image.pixel(x: 35, y: 10) == (0, 0, 255, 255))
    }

    @Test func anOversizedFileIsNotRead() throws {
        let build = try ResourceContainmentTests.Build(filename: "huge.png")
        defer { build.remove() }
        let url = build.imageSet.appendingPathComponent("huge.png")
        try FileManager.default.copyItem(at: build.otherAppsImage, to: url)
        // Sparse: the file claims its size without using the disk.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ImageDecoder.maximumFileBytes) + 1)
        try handle.close()
        var failure: ImageDecodingError?
        #expect(CairoRasterizer.decoded(contentsOf: url, failure: &failure) == nil)
        #expect(failure?.description.contains("more than the 256 MB") == true)
        let message = build.render().diagnostics.first { $0.code == "undecodable-image" }?.message ?? ""
        #expect(message.contains(url.path), "\(message)")
    }
}
