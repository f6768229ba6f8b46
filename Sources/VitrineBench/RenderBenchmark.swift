import CCairo
import Foundation
import WidgetArchive
import WidgetLayout
import WidgetRender

/// Renders the reference widget through Vitrine's engine (archive → layout → display list →
/// raster → PNG) and draws the same primitives directly with Cairo/Pango, in one run.
struct RenderBenchmark {
    let iterations: Int
    var outputDirectory: String?

    func run() {
        let archive = ReferenceWidget.archive
        let renderer = WidgetRenderer(configuration: RenderConfiguration(scale: 2))
        let engine = LayoutEngine(text: renderer.textMeasurer, images: renderer.imageMeasurer)
        let builder = DisplayListBuilder(widgetCornerRadius: 22)

        var layout = Samples(), raster = Samples(), encode = Samples(), full = Samples()
        var direct = Samples(), directEncode = Samples()
        var bytes = 0, directBytes = 0
        var lastPNG = Data(), lastDirectPNG = Data()
        let warmup = max(10, iterations / 10)

        for round in 0..<(warmup + iterations) {
            let measured = round >= warmup
            // Vitrine's path.
            var l = Samples(), r = Samples(), e = Samples()
            let start = DispatchTime.now().uptimeNanoseconds
            let tree = l.time { engine.layout(archive) }
            let image = r.time { renderer.rasterizer.rasterize(builder.build(tree), scale: 2) }
            let png = e.time { PNGEncoder.encode(image) }
            let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            // The baseline, interleaved so both see the same machine state.
            var d = Samples(), de = Samples()
            let surface = d.time { DirectCairoDrawing.draw() }
            let directPNG = de.time {
                PNGEncoder.encode(argb32: cairo_image_surface_get_data(surface), width: Int(cairo_image_surface_get_width(surface)),
                                  height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
            }
            cairo_surface_destroy(surface)
            guard measured else { continue }
            layout.values += l.values; raster.values += r.values; encode.values += e.values; full.values.append(total)
            direct.values += d.values; directEncode.values += de.values
            bytes = png.count; directBytes = directPNG.count
            lastPNG = png; lastDirectPNG = directPNG
        }

        var ours = Samples()
        ours.values = zip(layout.values, raster.values).map(+)
        let tree = engine.layout(archive)
        print("reference widget 329x155 pt @2x = 658x310 px, \(iterations) renders after \(warmup) warm-up rounds")
        print("layout diagnostics: \(tree.diagnostics.isEmpty ? "none" : tree.diagnostics.map(\.description).joined(separator: "; "))")
        print(layout.line("layout"))
        print(raster.line("display list + raster"))
        print(encode.line("PNG encode") + "   \(bytes) bytes")
        print(ours.line("layout + raster"))
        print(full.line("full path"))
        print(direct.line("direct cairo/pango"))
        print(directEncode.line("direct PNG encode") + "   \(directBytes) bytes")
        if let outputDirectory {
            let folder = URL(fileURLWithPath: outputDirectory)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? lastPNG.write(to: folder.appendingPathComponent("vitrine.png"))
            try? lastDirectPNG.write(to: folder.appendingPathComponent("direct.png"))
            print("wrote \(folder.path)/vitrine.png and direct.png")
        }
        let ratio = ours.median / direct.median
        print(String(format: "RESULT render median_ms=%.3f p95_ms=%.3f ratio_to_cairo=%.2f", full.median, full.p95, ratio))
    }
}
