import Foundation

// vitrine-bench: benchmarks that print figures and a ratio against a baseline measured in
// the same run. `swift run -c release vitrine-bench render`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render":
    exit(RenderBenchmark.main(Array(arguments.dropFirst())))
case "instructions":
    exit(InstructionsMode.main(Array(arguments.dropFirst())))
case "scheduler":
    let instances = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    SchedulerBenchmark(instances: max(1, instances)).run()
case "extension":
    exit(ExtensionBenchmark.main(Array(arguments.dropFirst())))
case "web":
    exit(WebBenchmark.main(Array(arguments.dropFirst())))
case "crash":
    exit(CrashBenchmark.main(Array(arguments.dropFirst())))
case "control":
    exit(ControlBenchmark.main(Array(arguments.dropFirst())))
case "config":
    exit(ConfigBenchmark.main(Array(arguments.dropFirst())))
case "interact":
    exit(InteractBenchmark.main(Array(arguments.dropFirst())))
case "compat":
    exit(CompatBenchmark.main(Array(arguments.dropFirst())))
default:
    print(
        """
        usage: vitrine-bench render [--renders N] [--rounds N] [--sparse N] [--peers] [--extension PATH] [--out DIR]
               vitrine-bench instructions --renders N [--layout-only]
               vitrine-bench scheduler [INSTANCES]
               vitrine-bench extension [--launches N] [--requests N] [--extension PATH]
               vitrine-bench web [--widgets N] [--browsers N] [--rounds N] [--connections N] [--extension PATH]
               vitrine-bench control [--rounds N] [--requests N] [--held N]
               vitrine-bench config [--rounds N] [--products DIR]
               vitrine-bench interact [--rounds N] [--pace SECONDS] [--products DIR]
               vitrine-bench compat [--corpus DIR] [--work DIR] [--vitrine PATH] [--only TARGET|PROJECT,…]
               vitrine-bench crash [--rounds N] [--seed N] [--rounds-per-home N] [--log PATH] [--products DIR] [--keep]
                                   [--inject lost-writes|torn-image|wrong-image]
          render   the reference medium widget through the host's render path (archive → PNG, a
                   new pipeline per entry, the extension's resources as the host keeps them), back
                   to back and 2 s apart (--sparse N renders, default 5), and a warm reused renderer,
                   against the same primitives drawn with Cairo/Pango and the same PNG encoder, in
                   rounds (default 7 × 40); --peers adds Takumi and Chromium (scripts/bench-baselines.sh);
                   --out writes vitrine.png and direct.png for a look
          instructions
                   N host-path renders (or layouts) of the reference widget and nothing else, to be
                   counted under callgrind by scripts/bench-instructions.sh
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
          control  WidgetCenter's round trip through a real ControlServer and ControlClient (default
                   7 rounds × 2000 requests), alone and with 1000 idle connections held, and the
                   server's added threads, against a socketpair echo thread in the same rounds
          config   the configuration editor over HTTP with seed 003's HomeFinder installed and a
                   Channels widget placed (warm extensions), in rounds (default 40, at least 30):
                   opening the editor to options listed (GET form + GET options, a dynamic query
                   through the Intents extension) and applying an edit (PUT → the widget event
                   with a new picture → its PNG), p50/p99, against GET /api/state in the same rounds
          interact a tap on the counter widget's Button(intent:) (Fixtures/ConfigurableExtension, built
                   beside vitrine-bench) through the page's POST /tap: perform() in the extension, exempt
                   reload, render, until the widget event with the new picture (and its PNG), in rounds
                   (default 30 after 5 warm-up), p50/p99, against a widgetURL tap, a tap whose perform()
                   throws, and an App Group write + user reload of the same widget in the same rounds
          compat   every widget extension target of the Xcode projects in Tests/XcodeCorpus as a
                   person takes it (vitrine open lists it, vitrine import writes its package, swift
                   build, vitrine preview renders it), with the imported packages in one build
                   graph; counts built and previewed targets (docs/XCODE-CORPUS.md), against a
                   one-Text widget imported, built and previewed the same way; --only keeps the named
                   widget targets and projects (a project is its folder under the corpus), comma-separated
          crash    SIGKILL of `vitrine serve` at random moments while GameApp pushes and widgets are
                   added, restart, and checks against the driver's own log: acknowledged adds and
                   timelines survive, current images are whole and match the committed timeline,
                   the budget is not refilled (docs/DURABILITY.md); exits 1 on any violation
        """)
    exit(arguments.isEmpty ? 0 : 2)
}
