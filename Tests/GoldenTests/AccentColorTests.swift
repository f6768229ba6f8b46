import AssetCatalog
import Foundation
import Testing
import WidgetArchive

@testable import GameWidgets
@testable import WidgetKit

/// `Color.accentColor` is the widget's own `AccentColor`, whatever other catalogs the process
/// has loaded (this test process loads the asset-catalog tests' fixtures too, whose
/// `AccentColor` comes first in the search order).
@MainActor @Suite struct AccentColorTests {
    @Test func accentComesFromTheWidgetsOwnCatalog() throws {
        // The trap: the first AccentColor the process finds is not the widget's.
        let first = try #require(AssetLocator.currentProcess.colorSet(named: "AccentColor"))
        #expect(AssetLocator.currentProcess.bundleName(of: first.catalog) != "Vitrine_GameWidgets.resources")

        let tour = GoldenFixtures.cases.first { $0.name == "tour" }!
        let (_, archive, _) = GoldenImageTests.render(kind: tour.kind, entry: tour.entry, family: .systemExtraLarge)
        let dump = ArchiveDump.dump(archive)
        // The highlight border's `Color.accentColor.opacity(…)`.
        #expect(dump.contains("asset(\"AccentColor\" in Vitrine_GameWidgets.resources, opacity"), "\(dump)")
    }

    @Test func aWidgetWithoutACatalogGetsSystemBlue() throws {
        let widget = try #require(WidgetRegistry.widgets(in: GameWidgets()).first)
        var orphan = widget
        orphan.moduleName = "NoSuchModule"
        #expect(EntryRenderer.accentColor(of: orphan, in: .currentProcess) == nil)
        #expect(EntryRenderer.accentColor(of: widget, in: .currentProcess) != nil)
        #expect(EntryRenderer.accentColor(of: widget, in: nil) == nil)
    }
}
