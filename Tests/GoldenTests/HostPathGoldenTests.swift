import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import WidgetArchive
import WidgetLayout
import WidgetRender

@testable import GameWidgets
@testable import WidgetKit

/// The host's own images, through `EntryImageRenderer` exactly as `vitrine serve` draws them:
/// the default device's scale (3x), clipped to the widget's continuous rounded shape, with the
/// extension's resources found from its executable (the bundled Comic Neue font, the asset
/// catalog's image and colours, its own AccentColor), and the locked device's redaction.
/// Golden files are in `Goldens/host/`; they were looked at when recorded.
@MainActor @Suite(.serialized) struct HostPathGoldenTests {
    static let directory = GoldenImageTests.directory.appendingPathComponent("host")

    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        var family: WidgetFamily
        var scheme: ColorScheme = .light
        var redaction: RedactionOverride = .none
        var fileName: String {
            "\(fixture)-\(family)-\(scheme == .dark ? "dark" : "light")\(redaction == .none ? "" : "-\(redaction.rawValue)").png"
        }
        var testDescription: String { fileName }
    }

    nonisolated static let cases: [Case] = [
        // Asset image (Trophy), asset colours, AccentColor tint, a timer at the entry's date.
        Case(fixture: "tour", family: .systemSmall),
        // The bundled font ("Gold cup" in ComicNeue-Bold), SF Symbols, a decoded badge bitmap.
        Case(fixture: "tour", family: .systemMedium),
        Case(fixture: "tour", family: .systemMedium, scheme: .dark),
        // A locked device: privacy-sensitive content hidden, the rest shown.
        Case(fixture: "tour", family: .accessoryRectangular, redaction: .privacySensitive),
        // A locked device with data protection: the placeholder look.
        Case(fixture: "health", family: .systemSmall, redaction: .all),
        Case(fixture: "leaderboard", family: .systemLarge),
    ]

    /// The archive the extension would send for a fixture (resolved in this process, as the
    /// extension resolves it), on the default device.
    static func archive(_ item: Case, placeholder: Bool = false) -> ViewArchive {
        let fixture = GoldenFixtures.cases.first { $0.name == item.fixture }!
        let widget = WidgetRegistry.widgets(in: GameWidgets()).first { $0.kind == fixture.kind }!
        var display = DisplayEnvironment(family: item.family)
        display.colorScheme = item.scheme
        display.locale = Locale(identifier: fixture.locale)
        return EntryRenderer.archive(fixture.entry, of: widget, in: display, placeholder: placeholder)
    }

    static func hostRender(_ archive: ViewArchive, redaction: RedactionOverride) -> EntryImageRenderer.Output {
        let renderer = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale)
        return renderer.render(archive, at: GoldenFixtures.now, extensionExecutable: Products.path("GameWidgets"), redaction: redaction)
    }

    @Test(arguments: cases)
    func matchesGolden(_ item: Case) throws {
        let output = Self.hostRender(Self.archive(item), redaction: item.redaction)
        #expect(output.diagnostics.filter { $0.contains("missing-asset") || $0.contains("no glyph") }.isEmpty, "\(output.diagnostics)")
        try GoldenCheck.verify(output.png, against: Self.directory.appendingPathComponent(item.fileName))
    }

    /// The bundled font is really used: the same entry drawn without the extension's fonts
    /// (a renderer that never registered them cannot be made in this process, so the font's
    /// text is compared against the system face instead) differs where "Gold cup" is.
    @Test func theBundledFontIsRegisteredFromTheExtensionsBundle() throws {
        let resources = ExtensionResources.forExecutable(at: Products.url("GameWidgets"))
        #expect(resources.fontFiles.map(\.lastPathComponent).contains("ComicNeue-Bold.otf"), "\(resources.fontFiles)")
        #expect(FontRegistry.shared.resolveCustom("ComicNeue-Bold")?.family == "Comic Neue")
    }

    /// The host's renderer finds an extension's resources once per build, not per entry: a
    /// day of entries drawn one after another and spaced past every old cache's lifetime
    /// (2 s) look once.
    @Test func theHostFindsResourcesOncePerBuild() throws {
        // A path of its own (a symlink to the example), so no other test shares its count.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("host-resources-\(UUID().uuidString)/GameWidgets")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: link.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Products.url("GameWidgets"))
        let archive = Self.archive(Case(fixture: "tour", family: .systemSmall))
        let renderer = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale)
        var images: Set<Data> = []
        for index in 0..<4 {
            if index == 3 { Thread.sleep(forTimeInterval: 2.1) }
            images.insert(renderer.render(archive, at: GoldenFixtures.now, extensionExecutable: link.path).png)
        }
        #expect(ExtensionResources.discoveries(of: link) == 1)
        // Found through the symlink's target folder: the catalog image and bundled font are there.
        #expect(images.count == 1)
        let golden = try Data(contentsOf: Self.directory.appendingPathComponent("tour-systemSmall-light.png"))
        #expect(images.first == golden)
    }

    /// Hiding is exact: the locked image is the placeholder look of that entry, not merely a
    /// different image; privacy-sensitive redaction differs from both.
    @Test func lockedRedactionHidesTheContent() throws {
        let archive = Self.archive(Case(fixture: "tour", family: .accessoryRectangular))
        let none = Self.hostRender(archive, redaction: .none).png
        let privacy = Self.hostRender(archive, redaction: .privacySensitive).png
        let all = Self.hostRender(archive, redaction: .all).png
        #expect(none != privacy && privacy != all && none != all)
        // The placeholder rendering of the same entry: resolved with the placeholder
        // redaction, as the extension resolves a placeholder, and drawn with no override.
        let placeholderPNG = Self.hostRender(Self.archive(Case(fixture: "tour", family: .accessoryRectangular), placeholder: true), redaction: .none).png
        let a = try #require(RasterImage.decodePNG(all)), p = try #require(RasterImage.decodePNG(placeholderPNG))
        let comparison = ImageComparison.compare(actual: a, golden: p).0
        #expect(comparison.passes, "\(comparison.summary)")
    }
}

/// `vitrine render` draws an archive with the host's render setup (`RenderSetup`): the same
/// archive gives the host golden's exact pixels. (`vitrine preview` draws its entries through
/// the same `RenderSetup` call; its entries carry the provider's own dates, so the comparison
/// is made here with an archive whose date is pinned.)
@MainActor @Suite(ProcessTestLock()) struct RenderCommandMatchesHostTests {
    @Test func renderCommandGivesTheHostsPixels() throws {
        let item = HostPathGoldenTests.Case(fixture: "tour", family: .systemMedium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archiveFile = folder.appendingPathComponent("tour.json")
        try ArchiveCodec.encode(HostPathGoldenTests.archive(item)).write(to: archiveFile)
        let output = folder.appendingPathComponent("tour.png")
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "render", archiveFile.path, "--scale", "3", "--now", "2026-06-01T10:42:00Z",
                "--device", WidgetDevice.default.name, "--resources", Products.directory.path,
                "-o", output.path,
            ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try GoldenCheck.verify(try Data(contentsOf: output), against: HostPathGoldenTests.directory.appendingPathComponent(item.fileName))
    }
}
