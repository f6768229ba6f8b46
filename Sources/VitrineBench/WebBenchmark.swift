import Foundation
import VitrineHost
import VitrineStore
import VitrineWeb
import VitrineWebTesting
import WidgetScheduler

/// The web home screen under load: `widgets` CharacterDetail widgets (four hourly entries,
/// `.atEnd`) placed through the real host (GameWidgets extension, WidgetKit's reload policy),
/// `browsers` pages connected to `/api/events` over loopback (`WebBrowserPage`). In cycles:
///
/// - **SSE fan-out**, two rounds: the host's clock reaches entry 1, then entry 2, of every
///   widget at once. Those images were rendered when the timeline arrived and no reload is due,
///   so this times only the event reaching each page; the bench checks that no reload was issued
///   and nothing rendered. Then each page fetches the images and revalidates them (ETag → 304).
/// - **End to end**, one round: the clock moves past the timelines' last entry, so the
///   scheduler shows it and issues every widget's `.atEnd` reload; the extension answers, the
///   host stores and renders the new timeline and shows its first entry; each page, fetching
///   images as it hears of them, has the new image's bytes. Timed per (page, widget) from the
///   clock advance.
///
/// Baseline in the same run: a settings event with no widget work, to the same pages.
struct WebBenchmark {
    var executable: URL
    var widgets = 50
    var browsers = 20
    var cycles = 3
    var connections = 6

    static let usage = "web [--widgets N] [--browsers N] [--rounds N] [--connections N] [--extension PATH]"
    /// Each cycle costs every widget one counted reload; the budget is 50 a day.
    static let maxCycles = 10

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let executable = value("--extension").map(URL.init(fileURLWithPath:)) ?? ExtensionBenchmark.defaultExecutable() else {
            FileHandle.standardError.write(
                Data("error: build GameWidgets beside vitrine-bench first (swift build -c release --product GameWidgets) or pass --extension PATH\n".utf8))
            return 1
        }
        var benchmark = WebBenchmark(executable: executable)
        benchmark.widgets = max(1, value("--widgets").flatMap(Int.init) ?? benchmark.widgets)
        benchmark.browsers = max(1, value("--browsers").flatMap(Int.init) ?? benchmark.browsers)
        benchmark.cycles = max(1, min(maxCycles, value("--rounds").flatMap(Int.init) ?? benchmark.cycles))
        benchmark.connections = max(1, min(16, value("--connections").flatMap(Int.init) ?? benchmark.connections))
        let run = benchmark
        return runToCompletion { try await run.run() }
    }

    /// Figures gathered over the cycles, in milliseconds.
    struct Figures {
        var fanOut: [Double] = []
        var baseline: [Double] = []
        var fanOutTold: [Double] = []
        var fanOutStep: [Double] = []
        var endToEnd: [Double] = []
        var endToEndRounds: [Samples] = []
        var issued: [Double] = []
        var shown: [Double] = []
        var heard: [Double] = []
        var queued: [Double] = []
        var served: [Double] = []
        var revalidation = (requests: 0, fresh: 0, notModified: 0)
        var fetches = WebBrowserPage.Fetches()
        var endToEndRenders: [Int] = []
        var endToEndReasons: [String] = []
    }

    func run() async throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-bench-web-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let location = StoreLocation(directory: home)
        let clock = AdjustableClock()
        var configuration = HostConfiguration(location: location)
        // WidgetKit's numbers, as `vitrine serve` uses them (printed below).
        configuration.policy = .widgetKit
        configuration.extensionLimits.idleTimeout = 600
        let policy = configuration.policy
        let daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: clock)
        try await daemon.start()
        let manifest = AppManifest(
            id: "com.vitrine.bench", name: "Bench", executable: nil,
            extensions: [ExtensionManifest(id: "com.vitrine.bench.widgets", executable: executable.path)])
        _ = try await daemon.installApp(manifest: manifest, manifestPath: home.appendingPathComponent("manifest.json").path)

        let loop = Task { await daemon.run() }
        let placing = Date()
        var ids: [Int64] = []
        for index in 0..<widgets {
            ids.append(
                try await daemon.addWidget(
                    appID: "com.vitrine.bench", kind: "com.mygame.character-detail",
                    family: index.isMultiple(of: 2) ? "systemSmall" : "systemMedium", page: 0,
                    waitForTimeline: false
                ).id)
        }
        // The initial reloads go out together after the coalescing interval.
        while true {
            var waiting = 0
            for id in ids where await daemon.shownEntry(of: id) == nil { waiting += 1 }
            if waiting == 0 { break }
            guard Date().timeIntervalSince(placing) < 300 else {
                throw HTTPProbe.Failure(description: "\(waiting) widgets still without a timeline after 300 s")
            }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        print(String(format: "placed %d widgets (snapshot + timeline + 4 entries rendered each) in %.1f s", widgets, Date().timeIntervalSince(placing)))
        print(
            String(
                format: "reload policy: WidgetKit's defaults, unchanged: coalescing %.0f s, minimum reload interval %.0f s, budget %d counted reloads a day",
                policy.coalescingInterval, policy.minimumReloadInterval, policy.dailyBudget))
        print(
            "  (an .atEnd reload is planned at the last entry's date and issued by the step that reaches it; coalescing batches requests, such as the placement, not it)"
        )

        let server = try WebServer(configuration: WebConfiguration(port: 0), daemon: daemon)
        try await server.start()
        guard let port = server.port, let address = server.url.flatMap(URLComponents.init(string:)) else {
            throw HTTPProbe.Failure(description: "the server did not bind")
        }
        // Each page opens the tokenised address once, as a browser does, and sends the cookie it gets.
        let pages = try (0..<browsers).map { _ in
            let cookie = try HTTPProbe.cookie(port: port, openingTokenisedPath: address.percentEncodedPath + "?" + (address.percentEncodedQuery ?? ""))
            return try WebBrowserPage(port: port, credentials: [cookie], connections: connections)
        }
        for page in pages { try await blocking { try page.waitForHello() } }
        print("\(browsers) pages connected to http://127.0.0.1:\(port)/api/events (up to \(connections) image requests at once each in the end-to-end rounds)")

        let log = WebHostLog()
        let observer = await daemon.observe { log.record($0) }
        var figures = Figures()
        do {
            // Baseline: a settings change (no widget work) reaching every page.
            for _ in 0..<5 {
                for page in pages { page.expect(name: "settings", count: 1) }
                let start = DispatchTime.now().uptimeNanoseconds
                await daemon.setVisiblePages(nil)
                for page in pages { figures.baseline += try await blocking { try page.waitForExpected() }.map { Self.ms($0, since: start) } }
            }
            for cycle in 1...cycles {
                for entry in 1...2 {
                    try await fanOutRound(entry: entry, daemon: daemon, clock: clock, ids: ids, pages: pages, log: log, into: &figures)
                }
                try await endToEndRound(daemon: daemon, clock: clock, ids: ids, pages: pages, log: log, into: &figures)
                let last = figures.endToEndRounds[figures.endToEndRounds.count - 1]
                print(
                    String(
                        format:
                            "cycle %d: entries 1 and 2 reached %d pages; then every widget's .atEnd reload (%@), %d renders, new images at every page: p50 %.0f ms, max %.0f ms",
                        cycle, browsers, figures.endToEndReasons.last ?? "", figures.endToEndRenders.last ?? 0, last.median, last.values.max() ?? .nan))
            }
        } catch {
            await shutDown(daemon: daemon, server: server, pages: pages, loop: loop, observer: observer)
            throw error
        }
        let budget = try await daemon.inspect(ids[0]).budget
        await shutDown(daemon: daemon, server: server, pages: pages, loop: loop, observer: observer)
        report(figures, budget: budget)
    }

    /// The clock reaches entry `entry` of every widget's timeline; no reload may come due.
    func fanOutRound(
        entry: Int, daemon: HostDaemon, clock: AdjustableClock, ids: [Int64], pages: [WebBrowserPage],
        log: WebHostLog, into figures: inout Figures
    ) async throws {
        let dates = try await entryDates(daemon, ids)
        guard dates.values.allSatisfy({ $0.count > entry + 1 }) else {
            throw HTTPProbe.Failure(description: "a timeline has no entry after entry \(entry): reaching it would reload")
        }
        // Past every widget's entry (the scheduler rounds entry dates up to the second), before any next one.
        let target = dates.values.map { $0[entry] }.max()!.addingTimeInterval(2)
        guard target < dates.values.map({ $0[entry + 1] }).min()! else {
            throw HTTPProbe.Failure(description: "the widgets' entry \(entry) dates are too far apart to reach them all at once")
        }
        for page in pages { page.expect(name: "widget", count: widgets) }
        log.reset()
        let renders = await daemon.renderCount
        let start = DispatchTime.now().uptimeNanoseconds
        try await daemon.advanceClock(by: max(0, target.timeIntervalSince(clock.now)))
        figures.fanOutStep.append(Self.ms(DispatchTime.now().uptimeNanoseconds, since: start))
        for page in pages { figures.fanOut += try await blocking { try page.waitForExpected() }.map { Self.ms($0, since: start) } }
        figures.fanOutTold.append(Self.ms(log.pagesToldAt, since: start))

        // Every page heard every widget move to this entry, and nothing else.
        for page in pages {
            let events = page.takeWidgetEvents()
            guard events.count == widgets, Set(events.map(\.id)) == Set(ids), events.allSatisfy({ $0.entry == entry }) else {
                throw HTTPProbe.Failure(
                    description:
                        "fan-out round to entry \(entry): a page heard \(events.count) widget events, entries \(Set(events.compactMap(\.entry)).sorted())")
            }
            let counts = try await blocking { try page.fetchAndRevalidate(events) }
            figures.revalidation.requests += counts.requests
            figures.revalidation.fresh += counts.fresh
            figures.revalidation.notModified += counts.notModified
        }
        let rendered = await daemon.renderCount - renders
        guard log.reloadsIssued == 0, rendered == 0 else {
            throw HTTPProbe.Failure(
                description:
                    "fan-out round to entry \(entry) is not fan-out only: \(log.reloadsIssued) reloads issued (\(log.reasonSummary)), \(rendered) renders")
        }
    }

    /// The clock passes the last entry of every timeline: each widget's `.atEnd` reload runs
    /// and each page fetches the new timeline's image as soon as it hears of it.
    func endToEndRound(
        daemon: HostDaemon, clock: AdjustableClock, ids: [Int64], pages: [WebBrowserPage],
        log: WebHostLog, into figures: inout Figures
    ) async throws {
        let old = try await entryDates(daemon, ids).mapValues { $0.last! }
        let target = old.values.max()!.addingTimeInterval(60)
        // The new timelines start at the reload, at least a minute after the old ones end; half
        // of that tells them apart despite JSON's rounding of millisecond dates.
        let after = old.mapValues { $0.addingTimeInterval(30) }
        log.reset(newTimelineAfter: after)
        for page in pages { page.beginFetchingOnArrival(newTimelineAfter: after.mapValues { $0.timeIntervalSince1970 * 1000 }) }
        let renders = await daemon.renderCount
        let start = DispatchTime.now().uptimeNanoseconds
        try await daemon.advanceClock(by: max(0, target.timeIntervalSince(clock.now)))
        var deliveries: [WebBrowserPage.Delivery] = []
        for page in pages { deliveries += try await blocking { try page.waitForDeliveries(timeout: 300) } }
        await daemon.settle()
        // A page cannot hear of a new timeline before its reload was issued: if it seems to, the
        // bench took the old timeline's last entry (shown at the advance) for the new one.
        let issuedAt = log.issuedAt, shownAt = log.newTimelineShownAt
        for delivery in deliveries where delivery.heard < issuedAt[delivery.widget] ?? .max {
            throw HTTPProbe.Failure(
                description: "end-to-end round: a page counted an event for #\(delivery.widget) heard "
                    + "\(Self.ms(delivery.heard, since: start)) ms after the advance, before its reload was issued")
        }
        let round = Samples(values: deliveries.map { Self.ms($0.received, since: start) })
        figures.heard += deliveries.map { Self.ms($0.heard, since: start) }
        figures.queued += deliveries.map { Self.ms($0.requested, since: $0.heard) }
        figures.served += deliveries.map { Self.ms($0.received, since: $0.requested) }
        for page in pages { figures.fetches = figures.fetches + (try await blocking { try page.endFetchingOnArrival() }) }
        figures.endToEnd += round.values
        figures.endToEndRounds.append(round)
        figures.endToEndRenders.append(await daemon.renderCount - renders)
        figures.endToEndReasons.append(log.reasonSummary)
        figures.issued += issuedAt.values.map { Self.ms($0, since: start) }
        figures.shown += shownAt.values.map { Self.ms($0, since: start) }

        // Every widget reloaded once, for its timeline's end, and now shows a new timeline.
        let new = try await entryDates(daemon, ids)
        guard log.reloadsIssued == widgets, log.issuedAt.count == widgets,
            ids.allSatisfy({ (new[$0]?.first ?? .distantPast) > after[$0]! })
        else {
            throw HTTPProbe.Failure(
                description: "end-to-end round: \(log.reloadsIssued) reloads issued (\(log.reasonSummary)) for \(widgets) widgets, "
                    + "\(ids.filter { (new[$0]?.first ?? .distantPast) <= after[$0]! }.count) without a new timeline starting after the old one")
        }
    }

    func entryDates(_ daemon: HostDaemon, _ ids: [Int64]) async throws -> [Int64: [Date]] {
        var dates: [Int64: [Date]] = [:]
        for id in ids {
            let entries = try await daemon.inspect(id, events: 1).entries
            guard !entries.isEmpty else { throw HTTPProbe.Failure(description: "widget #\(id) has no timeline") }
            dates[id] = entries.map(\.date)
        }
        return dates
    }

    func shutDown(daemon: HostDaemon, server: WebServer, pages: [WebBrowserPage], loop: Task<Void, Never>, observer: UUID) async {
        await daemon.removeObserver(observer)
        for page in pages { page.close() }
        await server.stop()
        loop.cancel()
        await loop.value
    }

    static func ms(_ stamp: UInt64, since start: UInt64) -> Double { Double(Int64(bitPattern: stamp &- start)) / 1e6 }

    func report(_ f: Figures, budget: BudgetStatus?) {
        let fanOut = Samples(values: f.fanOut), base = Samples(values: f.baseline), e2e = Samples(values: f.endToEnd)
        func spread(_ values: [Double]) -> String {
            let s = Samples(values: values)
            return String(format: "p50 %.1f ms, p99 %.1f ms", s.median, s.percentile(0.99))
        }
        print("")
        print(
            String(
                format: "SSE fan-out (entry date reached → page hears of it; images rendered ahead)   p50 %.2f ms   p99 %.2f ms   max %.2f ms",
                fanOut.median, fanOut.percentile(0.99), f.fanOut.max() ?? .nan))
        print(
            "  \(f.fanOut.count) events: \(browsers) pages × \(widgets) widgets × \(2 * cycles) rounds (entries 1 and 2 of each timeline; no reload issued, nothing rendered)"
        )
        print(
            String(
                format: "baseline (settings event, no widget work)   p50 %.2f ms   p99 %.2f ms   ratio of p50s %.1f",
                base.median, base.percentile(0.99), fanOut.median / base.median))
        print(
            "  host: pages told after " + spread(f.fanOutTold) + "; advancing the clock (showing the due entries, writing images/current) took "
                + spread(f.fanOutStep))
        print(
            "  image requests \(f.revalidation.requests): \(f.revalidation.fresh) sent with 200 from the store, \(f.revalidation.notModified) answered 304 Not Modified"
        )
        print(
            String(
                format:
                    "end to end (clock advance → .atEnd reload → extension → render → image bytes fetched by each page)   p50 %.1f ms   p99 %.1f ms   max %.1f ms",
                e2e.median, e2e.percentile(0.99), f.endToEnd.max() ?? .nan))
        print(
            "  \(f.endToEnd.count) images: \(browsers) pages × \(widgets) widgets × \(cycles) rounds; per round p50 "
                + f.endToEndRounds.map { String(format: "%.0f", $0.median) }.joined(separator: ", ") + " ms")
        print(
            "  from the clock advance: reload issued " + spread(f.issued) + "; new timeline shown by the host (extension answered, 4 entries rendered) "
                + spread(f.shown) + "; page heard of it " + spread(f.heard))
        print("  after hearing of it: the page's request waited behind its earlier ones " + spread(f.queued) + ", then the image took " + spread(f.served))
        print(
            "  renders per round \(f.endToEndRenders.map(String.init).joined(separator: ", ")); page requests: \(f.fetches.newImages) new images, "
                + "\(f.fetches.oldImages) images of the last old entry (\(f.fetches.superseded) already superseded when fetched), \(f.fetches.states) /api/state"
        )
        if let budget { print("  budget of a widget after the run: \(budget.used) of \(budget.limit) counted reloads used") }
        print(
            String(
                format: "RESULT web pages=%d sse_fanout_p50_ms=%.2f sse_fanout_p99_ms=%.2f e2e_p50_ms=%.1f e2e_p99_ms=%.1f",
                browsers, fanOut.median, fanOut.percentile(0.99), e2e.median, e2e.percentile(0.99)))
    }
}

/// Blocking waits run on a thread of their own, never on one of the few Swift concurrency
/// threads the host and the web server need.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
