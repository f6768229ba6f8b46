import Foundation
import Testing
import AssetCatalog
import WidgetArchive
import WidgetLayout
import WidgetRender
@testable import GameWidgets
@testable import WidgetKit

/// Every example widget, in every family it supports, light and dark, as its entry and as
/// its placeholder, rendered through the whole pipeline (resolve → archive → layout →
/// display list → raster → PNG) and compared with the checked-in PNG.
/// `VITRINE_UPDATE_GOLDENS=1 swift test --filter GoldenTests` rewrites the goldens; look at
/// them before committing. A failing comparison writes `<name>.actual.png` and
/// `<name>.diff.png` next to the golden, in `Failures/` (ignored by git).
@MainActor @Suite(.serialized) struct GoldenImageTests {
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Failures")

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

    static let renderer = WidgetRenderer(configuration: RenderConfiguration(scale: 2, now: GoldenFixtures.now, assetLocator: .currentProcess))

    static func render(_ variant: Variant) -> (png: Data, archive: ViewArchive) {
        let widgets = WidgetRegistry.widgets(in: GameWidgets())
        let fixture = GoldenFixtures.cases.first { $0.name == variant.caseName }!
        let widget = widgets.first { $0.kind == fixture.kind }!
        var display = DisplayEnvironment(family: variant.family)
        display.colorScheme = variant.scheme
        display.locale = Locale(identifier: fixture.locale)
        let entry = variant.placeholder ? widget.provider.placeholder(display.providerContext) : fixture.entry
        var archive = EntryRenderer.archive(entry, of: widget, in: display, placeholder: variant.placeholder)
        if variant.placeholder {
            // Placeholder entries carry Date(); pin the dates the view shows.
            archive = ArchiveDatePinning.pin(archive, to: GoldenFixtures.now)
        }
        let tree = LayoutEngine(text: renderer.textMeasurer, images: renderer.imageMeasurer).layout(archive)
        let list = DisplayListBuilder(now: GoldenFixtures.now, widgetCornerRadius: WidgetDevice.default.cornerRadius).build(tree)
        return (renderer.render(list).pngData, archive)
    }

    @Test(arguments: await makeVariants())
    func matchesGolden(_ variant: Variant) throws {
        let (png, _) = Self.render(variant)
        let golden = Self.directory.appendingPathComponent(variant.fileName)
        if ProcessInfo.processInfo.environment["VITRINE_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try png.write(to: golden)
            return
        }
        guard let expectedData = try? Data(contentsOf: golden), let expected = RasterImage.decodePNG(expectedData) else {
            Issue.record("missing golden \(variant.fileName); run VITRINE_UPDATE_GOLDENS=1 swift test --filter GoldenTests")
            return
        }
        let actual = try #require(RasterImage.decodePNG(png))
        let (comparison, diff) = ImageComparison.compare(actual: actual, golden: expected)
        if !comparison.passes {
            try FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
            let base = Self.failures.appendingPathComponent(variant.fileName.replacingOccurrences(of: ".png", with: ""))
            try png.write(to: base.appendingPathExtension("actual.png"))
            if let diff { try diff.write(to: base.appendingPathExtension("diff.png")) }
            Issue.record("\(variant.fileName) differs from its golden: \(comparison.summary); see \(base.path).diff.png")
        }
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
                    case .timer(_, _, let pause, let down, let hours): d.kind = .timer(start: date, end: date.addingTimeInterval(600), pauseTime: pause, countsDown: down, showsHours: hours)
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
