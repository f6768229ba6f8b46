import AssetCatalog
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive
import WidgetLayout
import WidgetRender

@testable import GameWidgets
@testable import WidgetKit

/// Every example widget, in every family it supports, light and dark, as its entry and as
/// its placeholder, rendered through the whole pipeline (resolve → archive → layout →
/// display list → raster → PNG) and compared with the checked-in PNG.
/// Comparison is exact (`ImageComparison`); `VITRINE_UPDATE_GOLDENS=1 swift test --filter
/// GoldenTests` rewrites the goldens and fails the run so that it is looked at (`GoldenCheck`).
@MainActor @Suite(.serialized) struct GoldenImageTests {
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    struct Variant: CustomTestStringConvertible, Sendable {
        let caseName: String
        let family: WidgetFamily
        let scheme: ColorScheme
        let placeholder: Bool
        var fileName: String { "\(caseName)-\(family)-\(scheme == .dark ? "dark" : "light")\(placeholder ? "-placeholder" : "").png" }
        var testDescription: String { fileName }
    }

    static func makeVariants() -> [Variant] {
        do {
            let widgets = WidgetRegistry.widgets(in: GameWidgets())
            var result: [Variant] = []
            for fixture in GoldenFixtures.cases {
                // A fixture whose kind is gone is reported by `everyFixtureNamesAWidget`.
                guard let widget = widgets.first(where: { $0.kind == fixture.kind }) else { continue }
                // Translated and CJK variants once per family in light; the base case in both
                // schemes and as placeholder.
                let isBase = !fixture.name.contains("-")
                for family in widget.supportedFamilies {
                    for scheme in isBase ? [ColorScheme.light, .dark] : [.light] {
                        result.append(Variant(caseName: fixture.name, family: family, scheme: scheme, placeholder: false))
                        if isBase && scheme == .light {
                            result.append(Variant(caseName: fixture.name, family: family, scheme: scheme, placeholder: true))
                        }
                    }
                }
            }
            return result
        }
    }

    static let renderer: WidgetRenderer = {
        // The fonts the example bundles, registered as the host registers them, so every
        // render in this process sees them whichever test runs first.
        _ = ExtensionResources.forExecutable(at: Products.url("GameWidgets"))
        return WidgetRenderer(configuration: RenderConfiguration(scale: 2, now: GoldenFixtures.now, assetLocator: .currentProcess))
    }()

    static func render(_ variant: Variant) -> (png: Data, archive: ViewArchive) {
        let fixture = GoldenFixtures.cases.first { $0.name == variant.caseName }!
        let result = render(
            kind: fixture.kind, entry: variant.placeholder ? nil : fixture.entry, family: variant.family,
            scheme: variant.scheme, locale: fixture.locale)
        return (result.png, result.archive)
    }

    /// Renders `entry` (nil: the provider's placeholder) of the widget `kind` the way the
    /// goldens are rendered.
    static func render(
        kind: String, entry: AnyTimelineEntry?, family: WidgetFamily, scheme: ColorScheme = .light,
        locale: String = "en_US"
    ) -> (png: Data, archive: ViewArchive, tree: LayoutTree) {
        let widget = WidgetRegistry.widgets(in: GameWidgets()).first { $0.kind == kind }!
        var display = DisplayEnvironment(family: family)
        display.colorScheme = scheme
        display.locale = Locale(identifier: locale)
        let placeholder = entry == nil
        var archive = EntryRenderer.archive(
            entry ?? widget.provider.placeholder(display.providerContext), of: widget, in: display,
            placeholder: placeholder)
        if placeholder {
            // Placeholder entries carry Date(); pin the dates the view shows.
            archive = ArchiveDatePinning.pin(archive, to: GoldenFixtures.now)
        }
        let tree = LayoutEngine(text: renderer.textMeasurer, images: renderer.imageMeasurer).layout(archive)
        let list = DisplayListBuilder(now: GoldenFixtures.now, widgetCornerRadius: WidgetDevice.default.cornerRadius).build(tree)
        return (renderer.render(list).pngData, archive, tree)
    }

    @Test(arguments: await makeVariants())
    func matchesGolden(_ variant: Variant) throws {
        let (png, _) = Self.render(variant)
        try GoldenCheck.verify(png, against: Self.directory.appendingPathComponent(variant.fileName))
    }

    /// A fixture naming a kind the bundle no longer has would silently check nothing.
    @Test func everyFixtureNamesAWidget() {
        let kinds = Set(WidgetRegistry.widgets(in: GameWidgets()).map(\.kind))
        for fixture in GoldenFixtures.cases {
            #expect(kinds.contains(fixture.kind), "golden fixture \(fixture.name) names \(fixture.kind), which GameWidgets does not have")
        }
    }

    /// Every golden on disk is one a variant checks (a renamed family or fixture would leave
    /// its old goldens unchecked).
    @Test func everyGoldenIsChecked() throws {
        let expected = Set(Self.makeVariants().map(\.fileName))
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".png") }
        #expect(expected.count == 55, "the variants changed: \(expected.count)")
        for name in onDisk { #expect(expected.contains(name), "\(name) is not checked by any variant") }
        for name in expected { #expect(onDisk.contains(name), "\(name) has no golden") }
    }
}

/// Replaces every date in an archive's date texts by a fixed one.
enum ArchiveDatePinning {
    static func pin(_ archive: ViewArchive, to date: Date) -> ViewArchive {
        var copy = archive
        copy.root = pin(archive.root, date)
        return copy
    }

    static func pin(_ node: Node, _ date: Date) -> Node {
        var node = node
        if case .text(var text) = node.content {
            text.runs = text.runs.map { run in
                var run = run
                if case .date(var d) = run.content {
                    switch d.kind {
                    case .styled(_, let style): d.kind = .styled(date: date, style: style)
                    case .interval: d.kind = .interval(start: date, end: date.addingTimeInterval(3600))
                    case .timer(_, _, let pause, let down, let hours):
                        d.kind = .timer(start: date, end: date.addingTimeInterval(600), pauseTime: pause, countsDown: down, showsHours: hours)
                    }
                    run.content = .date(d)
                }
                return run
            }
            node.content = .text(text)
        }
        if case .modifier(let m) = node.content {
            switch m {
            case .background(let n, let a): node.content = .modifier(.background(pin(n, date), alignment: a))
            case .overlay(let n, let a): node.content = .modifier(.overlay(pin(n, date), alignment: a))
            case .mask(let n, let a): node.content = .modifier(.mask(pin(n, date), alignment: a))
            default: break
            }
        }
        node.children = node.children.map { pin($0, date) }
        return node
    }
}
