import CCairo
import Foundation
import VitrineHost
import WidgetArchive
import WidgetLayout
import WidgetRender

/// Renders the reference widget (docs/REFERENCE-WIDGET.md: 329x155 pt at 2x) the way the host does —
/// archive → PNG through `EntryImageRenderer`, a new pipeline per entry with the extension's
/// resources as the host finds them — against the same primitives drawn directly with
/// Cairo/Pango and encoded by the same PNG encoder, in one process.
///
/// - **host path, back to back** (the main figure): renders one after another, as when a
///   reload renders a timeline's entries.
/// - **host path, spaced**: renders 2 s apart, as a host showing entries over a day does;
///   anything that expires with time (a walk of the extension's folder, a catalog rescan)
///   shows here. `--sparse N` sets how many (default 5; 0 skips them).
/// - **warm**: one renderer reused for every render, so text measurements hit its cache; the
///   host never has that cache. Kept as a second line.
/// - **per-render discovery**: the host path as it was before resources were kept per build
///   (fonts looked for in the extension's folder and catalogs re-read on every render),
///   measured spaced when `--sparse` is on, for comparison.
///
/// Work is measured in rounds (`--rounds`, default 7) that interleave every path, so each
/// round's ratio compares like with like; the RESULT line gives the median of the rounds'
/// ratios and their spread.
struct RenderBenchmark {
    var rendersPerRound = 40
    var rounds = 7
    var sparse = 5
    var extensionExecutable: URL
    var outputDirectory: String?
    var peers = false

    static let spacing: TimeInterval = 2

    func run() {
        let archive = ReferenceWidget.archive
        let date = Date(timeIntervalSince1970: 1_780_310_520)
        let host = EntryImageRenderer(device: .default, scale: 2)
        let warmRenderer = WidgetRenderer(configuration: RenderConfiguration(scale: 2, now: date))
        let warmPipeline = WidgetPipeline(configuration: warmRenderer.configuration)
        let executable = extensionExecutable.path

        var hostAll = Samples(), warmAll = Samples(), directAll = Samples()
        var ratios: [Double] = [], warmRatios: [Double] = []
        var lastPNG = Data(), lastDirectPNG = Data()

        // Warm-up: first fonts, first catalog, first Pango font map.
        for _ in 0..<10 {
            _ = host.render(archive, at: date, extensionExecutable: executable)
            _ = warmPipeline.render(archive)
            cairo_surface_destroy(DirectCairoDrawing.draw())
        }
        for _ in 0..<rounds {
            var h = Samples(), w = Samples(), d = Samples()
            for _ in 0..<rendersPerRound {
                lastPNG = h.time { host.render(archive, at: date, extensionExecutable: executable).png }
                _ = w.time { warmPipeline.render(archive).data }
                lastDirectPNG = d.time { Self.directPNG() }
            }
            ratios.append(h.median / d.median)
            warmRatios.append(w.median / d.median)
            hostAll.values += h.values; warmAll.values += w.values; directAll.values += d.values
        }

        var spaced = Samples(), oldSpaced = Samples(), directSpaced = Samples()
        if sparse > 0 {
            print("spaced renders: \(sparse) of each (host path, direct, per-render discovery), \(Int(Self.spacing)) s apart…")
            // One path at a time, so neither's work lands in the other's gap.
            for _ in 0..<sparse {
                Thread.sleep(forTimeInterval: Self.spacing)
                _ = spaced.time { host.render(archive, at: date, extensionExecutable: executable).png }
            }
            // The same gap before the baseline: what a cold processor costs any renderer.
            for _ in 0..<sparse {
                Thread.sleep(forTimeInterval: Self.spacing)
                _ = directSpaced.time { Self.directPNG() }
            }
            for _ in 0..<sparse {
                Thread.sleep(forTimeInterval: Self.spacing)
                _ = oldSpaced.time { Self.perRenderDiscovery(archive, at: date, executable: extensionExecutable) }
            }
        }

        let peerResults = peers ? PeerRenderers.measure(rounds: rendersPerRound * 2, outputDirectory: outputDirectory) : []

        print("reference widget 329x155 pt @2x = 658x310 px; \(rounds) rounds of \(rendersPerRound) renders per path after 10 warm-up renders")
        print(
            "extension resources from \(executable) (\(ExtensionResources.forExecutable(at: extensionExecutable).fontFiles.count) bundled fonts, found \(ExtensionResources.discoveries)x)"
        )
        print(hostAll.line("host path, back to back") + "   archive → PNG, new pipeline per render")
        if sparse > 0 {
            print(spaced.line("host path, 2 s apart") + String(format: "   %.2fx back to back", spaced.median / hostAll.median))
            print(directSpaced.line("direct, 2 s apart") + String(format: "   %.2fx back to back: the gap alone", directSpaced.median / directAll.median))
            print(oldSpaced.line("per-render discovery, 2 s") + "   the host before resources were kept per build")
        }
        print(warmAll.line("warm (cached text)") + "   one renderer reused; the host never has this cache")
        print(directAll.line("direct cairo/pango + PNG") + "   same primitives, same encoder")
        print(String(format: "ratio to direct, per round: %@", ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")))
        for peer in peerResults { print("\(peer)   (same run)") }
        if let outputDirectory {
            let folder = URL(fileURLWithPath: outputDirectory)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? lastPNG.write(to: folder.appendingPathComponent("vitrine.png"))
            try? lastDirectPNG.write(to: folder.appendingPathComponent("direct.png"))
            print("wrote \(folder.path)/vitrine.png and direct.png")
        }
        let sortedRatios = ratios.sorted()
        var result = String(
            format: "RESULT render median_ms=%.3f p95_ms=%.3f sparse_median_ms=%.3f warm_median_ms=%.3f ratio_to_cairo=%.2f ratio_min=%.2f ratio_max=%.2f",
            hostAll.median, hostAll.p95, sparse > 0 ? spaced.median : .nan, warmAll.median,
            Samples(values: ratios).median, sortedRatios.first ?? .nan, sortedRatios.last ?? .nan)
        if peers { result += " " + PeerRenderers.ratioFields(vitrineMedianMs: hostAll.median, peers: peerResults) }
        print(result)
    }

    /// The baseline: the reference widget drawn with Cairo/Pango calls at fixed coordinates,
    /// encoded by Vitrine's PNG encoder.
    static func directPNG() -> Data {
        let surface = DirectCairoDrawing.draw()
        defer { cairo_surface_destroy(surface) }
        return PNGEncoder.encode(
            argb32: cairo_image_surface_get_data(surface), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The host's render as it was before `ExtensionResources`: the extension's folder as a
    /// font directory (walked again once its 2 s cache expires) and a fresh catalog locator.
    static func perRenderDiscovery(_ archive: ViewArchive, at date: Date, executable: URL) -> Data {
        let configuration = RenderConfiguration(
            scale: 2, now: date, fontDirectories: [executable.deletingLastPathComponent()],
            assetLocator: .forExecutable(at: executable), containerCornerRadius: WidgetDevice.default.cornerRadius,
            clipsToContainerShape: true)
        let pipeline = WidgetPipeline(configuration: configuration, device: .default)
        // Touch the catalogs as a widget with asset colours would.
        _ = configuration.assetLocator?.catalogs
        return pipeline.render(archive).data
    }

    /// The extension whose resources the host path uses: `GameWidgets` built beside
    /// vitrine-bench, else vitrine-bench itself (same build folder).
    static func defaultExtension() -> URL {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let sibling = me.deletingLastPathComponent().appendingPathComponent("GameWidgets")
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : me
    }

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        var benchmark = RenderBenchmark(extensionExecutable: value("--extension").map { URL(fileURLWithPath: $0) } ?? defaultExtension())
        if let first = arguments.first, let count = Int(first) { benchmark.rendersPerRound = max(1, count) }
        if let renders = value("--renders").flatMap(Int.init) { benchmark.rendersPerRound = max(1, renders) }
        if let rounds = value("--rounds").flatMap(Int.init) { benchmark.rounds = max(1, rounds) }
        if let sparse = value("--sparse").flatMap(Int.init) { benchmark.sparse = max(0, sparse) }
        benchmark.outputDirectory = value("--out")
        benchmark.peers = arguments.contains("--peers")
        benchmark.run()
        return 0
    }
}
