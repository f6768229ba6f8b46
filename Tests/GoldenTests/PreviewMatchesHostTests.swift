import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import WidgetArchive
import WidgetRender

@testable import GameWidgets
@testable import WidgetKit

/// `vitrine preview` draws what the host draws: its "Healing" #Preview's first entry, made by
/// the extension process and drawn by the preview, has exactly the pixels of the same entry
/// drawn by the host's `EntryImageRenderer` (one `RenderSetup` behind both; `vitrine render`
/// is checked the same way in RenderCommandMatchesHostTests).
@MainActor @Suite(ProcessTestLock()) struct PreviewMatchesHostTests {
    @Test func previewGivesTheHostsPixels() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("preview-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", Products.path("GameWidgets"), "--preview", "Healing",
                "--color-scheme", "light", "--locale", "en_US", "--time-zone", "UTC", "-o", out.path,
            ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let folder = out.appendingPathComponent("previews/Healing")
        let first = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasPrefix("systemSmall-light-") && !$0.hasSuffix("-sheet.png") }.sorted().first)
        // The entry's date is in the file name, to the second (the view shows minutes).
        let stamp = DateFormatter()
        stamp.locale = Locale(identifier: "en_US_POSIX")
        stamp.timeZone = TimeZone(identifier: "UTC")
        stamp.dateFormat = "yyyyMMdd-HHmmss"
        let date = try #require(stamp.date(from: String((first as NSString).deletingPathExtension.suffix(15))))

        let widget = try #require(WidgetRegistry.widgets(in: GameWidgets()).first { $0.kind == "com.mygame.character-detail" })
        var display = DisplayEnvironment(family: .systemSmall)
        display.isPreview = true
        let archive = EntryRenderer.archive(AnyTimelineEntry(CharacterDetailEntry(date: date, healthLevel: 0.25)), of: widget, in: display, placeholder: false)
        let host = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale)
            .render(archive, at: date, extensionExecutable: Products.path("GameWidgets"))
        let previewImage = try #require(RasterImage.decodePNG(try Data(contentsOf: folder.appendingPathComponent(first))))
        let hostImage = try #require(RasterImage.decodePNG(host.png))
        let (comparison, _) = ImageComparison.compare(actual: previewImage, golden: hostImage)
        #expect(comparison.passes && comparison.changedPixels == 0, Comment(rawValue: comparison.summary))
    }
}
