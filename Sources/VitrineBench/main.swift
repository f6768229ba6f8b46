import Foundation

// vitrine-bench: benchmarks that print figures and a ratio against a baseline measured in
// the same run. `swift run -c release vitrine-bench render`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render":
    let rest = Array(arguments.dropFirst())
    let iterations = rest.first.flatMap(Int.init) ?? 300
    let output = rest.firstIndex(of: "--out").flatMap { $0 + 1 < rest.count ? rest[$0 + 1] : nil }
    RenderBenchmark(iterations: iterations, outputDirectory: output).run()
default:
    print("""
        usage: vitrine-bench render [ITERATIONS] [--out DIR]
          render   the reference medium widget (render-baselines.md) through layout, raster and
                   PNG encoding, against the same primitives drawn directly with Cairo/Pango;
                   --out writes both images (vitrine.png, direct.png) for a look
        """)
    exit(arguments.isEmpty ? 0 : 2)
}
