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
case "scheduler":
    let instances = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    SchedulerBenchmark(instances: max(1, instances)).run()
case "extension":
    exit(ExtensionBenchmark.main(Array(arguments.dropFirst())))
case "web":
    exit(WebBenchmark.main(Array(arguments.dropFirst())))
case "crash":
    exit(CrashBenchmark.main(Array(arguments.dropFirst())))
default:
    print("""
        usage: vitrine-bench render [ITERATIONS] [--out DIR]
               vitrine-bench scheduler [INSTANCES]
               vitrine-bench extension [--launches N] [--requests N] [--extension PATH]
               vitrine-bench web [--widgets N] [--browsers N] [--rounds N] [--connections N] [--extension PATH]
               vitrine-bench crash [--rounds N] [--seed N] [--rounds-per-home N] [--log PATH] [--products DIR] [--keep]
          render   the reference medium widget (render-baselines.md) through layout, raster and
                   PNG encoding, against the same primitives drawn directly with Cairo/Pango;
                   --out writes both images (vitrine.png, direct.png) for a look
          scheduler
                   one simulated day of INSTANCES widgets (default 1000000) with hourly timelines
                   through WidgetScheduler, against bare heap pop+push of as many events
          extension
                   the GameWidgets example (built beside vitrine-bench) through ExtensionHost:
                   cold start to the first timeline reply (default 20 launches), warm timeline
                   round-trips (default 300) and the archive codec per entry, against
                   posix_spawn of /bin/true, a socketpair echo and JSONSerialization
          web      the home screen with 50 widgets and 20 connected pages, in rounds (default 3):
                   SSE fan-out (entry date reached → page hears of it; images rendered ahead) and
                   end to end (clock past the timelines' end → .atEnd reload → extension → render
                   → image bytes fetched by each page), p50/p99, ETag revalidations, against a
                   settings event that needs no widget work (docs/BENCHMARKS.md)
          crash    SIGKILL of `vitrine serve` at random moments while GameApp pushes and widgets are
                   added, restart, and checks against the driver's own log: acknowledged adds and
                   timelines survive, current images are whole and match the committed timeline,
                   the budget is not refilled (docs/DURABILITY.md); exits 1 on any violation
        """)
    exit(arguments.isEmpty ? 0 : 2)
}
