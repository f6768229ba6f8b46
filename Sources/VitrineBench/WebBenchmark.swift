import Foundation
import VitrineHost
import VitrineStore
import VitrineWeb

/// The web home screen under load: `pages` widgets placed through the real host (GameWidgets
/// extension, timelines fetched and rendered ahead as in `vitrine serve`), `browsers` pages
/// connected to `/api/events` over loopback. The host's clock reaches the next entry date
/// (all widgets at once, the worst case); each page records when it hears of each widget's
/// new entry and fetches its image (then again with If-None-Match, as a browser revalidates).
/// Baseline in the same run: a settings event with no widget work, to the same pages.
struct WebBenchmark {
    var executable: URL
    var widgets = 50
    var browsers = 20
    var rounds = 3

    static let usage = "web [--widgets N] [--browsers N] [--rounds N] [--extension PATH]"

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let executable = value("--extension").map(URL.init(fileURLWithPath:)) ?? ExtensionBenchmark.defaultExecutable() else {
            FileHandle.standardError.write(Data("error: build GameWidgets beside vitrine-bench first (swift build -c release --product GameWidgets) or pass --extension PATH\n".utf8))
            return 1
        }
        var benchmark = WebBenchmark(executable: executable)
        benchmark.widgets = max(1, value("--widgets").flatMap(Int.init) ?? benchmark.widgets)
        benchmark.browsers = max(1, value("--browsers").flatMap(Int.init) ?? benchmark.browsers)
        benchmark.rounds = max(1, min(3, value("--rounds").flatMap(Int.init) ?? benchmark.rounds))
        let run = benchmark
        return runToCompletion { try await run.run() }
    }

    func run() async throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-bench-web-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let location = StoreLocation(directory: home)
        let clock = AdjustableClock()
        var configuration = HostConfiguration(location: location)
        configuration.extensionLimits.idleTimeout = 600
        let daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: clock)
        try await daemon.start()
        let manifest = AppManifest(id: "com.vitrine.bench", name: "Bench", executable: nil,
                                   extensions: [ExtensionManifest(id: "com.vitrine.bench.widgets", executable: executable.path)])
        _ = try await daemon.installApp(manifest: manifest, manifestPath: home.appendingPathComponent("manifest.json").path)

        let loop = Task { await daemon.run() }
        // CharacterDetail: four hourly entries, so each round's hour is a new entry for every widget.
        let placing = Date()
        var ids: [Int64] = []
        for index in 0..<widgets {
            ids.append(try await daemon.addWidget(appID: "com.vitrine.bench", kind: "com.mygame.character-detail",
                                                  family: index.isMultiple(of: 2) ? "systemSmall" : "systemMedium", page: 0,
                                                  waitForTimeline: false).id)
        }
        // The initial reloads go out together after the coalescing interval.
        while true {
            var waiting = 0
            for id in ids where await daemon.shownEntry(of: id) == nil { waiting += 1 }
            if waiting == 0 { break }
            guard Date().timeIntervalSince(placing) < 300 else { throw HTTPProbe.Failure(description: "\(waiting) widgets still without a timeline after 300 s") }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        print(String(format: "placed %d widgets (snapshot + timeline + 4 entries rendered each) in %.1f s", widgets, Date().timeIntervalSince(placing)))

        let server = try WebServer(configuration: WebConfiguration(port: 0), daemon: daemon)
        try await server.start()
        guard let port = server.port else { throw HTTPProbe.Failure(description: "the server did not bind") }
        let pages = try (0..<browsers).map { _ in try BrowserPage(port: port, expecting: widgets) }
        for page in pages { try await blocking { try page.waitForHello() } }
        print("\(browsers) pages connected to http://127.0.0.1:\(port)/api/events")

        // Baseline: a settings change (no widget work) reaching every page.
        var baseline: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for page in pages { page.expect(name: "settings", count: 1) }
            await daemon.setVisiblePages(nil)
            for page in pages { baseline += try await blocking { try page.waitForExpected() }.map { Double($0 - start) / 1e6 } }
        }

        var latencies: [Double] = []
        var hostSteps: [Double] = []
        final class Stamp: @unchecked Sendable { var value: UInt64 = 0 }
        let told = Stamp()
        let observer = await daemon.observe { change in
            if case .widgets = change, told.value == 0 { told.value = DispatchTime.now().uptimeNanoseconds }
        }
        var toldPages: [Double] = []
        var imageRequests = 0, notModified = 0, fresh = 0
        let rendersBefore = await daemon.renderCount
        for round in 1...rounds {
            for page in pages { page.expect(name: "widget", count: widgets) }
            told.value = 0
            let start = DispatchTime.now().uptimeNanoseconds
            try await daemon.advanceClock(by: 3600)
            toldPages.append(Double(told.value - start) / 1e6)
            hostSteps.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            for page in pages { latencies += try await blocking { try page.waitForExpected() }.map { Double($0 - start) / 1e6 } }
            // Every page fetches every new image, then revalidates it as a browser would.
            let counts = try await withThrowingTaskGroup(of: (Int, Int, Int).self) { group in
                for page in pages { group.addTask { try await blocking { try page.fetchImages() } } }
                var total = (0, 0, 0)
                for try await c in group { total = (total.0 + c.0, total.1 + c.1, total.2 + c.2) }
                return total
            }
            imageRequests += counts.0
            fresh += counts.1
            notModified += counts.2
            print("round \(round): entry \(round) of \(widgets) widgets reached \(browsers) pages")
        }
        let renders = await daemon.renderCount - rendersBefore
        await daemon.removeObserver(observer)
        for page in pages { page.close() }
        await server.stop()
        loop.cancel()
        await loop.value

        let samples = Samples(values: latencies), base = Samples(values: baseline)
        print(String(format: "new entry → page   p50 %.2f ms   p99 %.2f ms   max %.2f ms   (%d events)", samples.median, samples.percentile(0.99),
                     latencies.max() ?? .nan, latencies.count))
        print(String(format: "baseline (settings event, no widget work)   p50 %.2f ms   p99 %.2f ms", base.median, base.percentile(0.99)))
        print("host: pages told after " + toldPages.map { String(format: "%.1f ms", $0) }.joined(separator: ", ")
              + "; showing the due entries and writing images/current took " + hostSteps.map { String(format: "%.1f ms", $0) }.joined(separator: ", "))
        print(String(format: "ratio_to_baseline p50 %.1f", samples.median / base.median))
        print("image requests \(imageRequests): \(fresh) sent with 200 from the store, \(notModified) answered 304 Not Modified; host renders during the rounds: \(renders)")
        print(String(format: "RESULT web pages=%d p50_ms=%.2f p99_ms=%.2f", browsers, samples.median, samples.percentile(0.99)))
    }
}

/// Blocking waits run on a thread of their own, never on one of the few Swift concurrency
/// threads the host and the web server need.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// One connected page: reads its event stream on a thread of its own and stamps arrivals.
final class BrowserPage: @unchecked Sendable {
    let port: Int
    let stream: EventStreamProbe
    let widgets: Int
    private let lock = NSCondition()
    private var expectedName = ""
    private var remaining = 0
    private var arrivals: [UInt64] = []
    private var helloSeen = false
    private var widgetEvents: [String] = []
    private var failure: String?

    init(port: Int, expecting widgets: Int) throws {
        self.port = port
        self.widgets = widgets
        stream = try EventStreamProbe(port: port, timeout: 30)
        Thread.detachNewThread { [self] in read() }
    }

    private func read() {
        do {
            while let event = try stream.next() {
                if ProcessInfo.processInfo.environment["DEBUG_BENCH"] != nil { print("EVENT", event) }
                let now = DispatchTime.now().uptimeNanoseconds
                lock.lock()
                if event.name == "hello" { helloSeen = true }
                // Parsed later: the arrival of the next event must not wait for this one's JSON.
                if event.name == "widget" { widgetEvents.append(event.data) }
                if event.name == expectedName, remaining > 0 {
                    arrivals.append(now)
                    remaining -= 1
                }
                lock.broadcast()
                lock.unlock()
            }
        } catch {
            if ProcessInfo.processInfo.environment["DEBUG_BENCH"] != nil { print("FAIL", error) }
            lock.lock()
            failure = "\(error)"
            lock.broadcast()
            lock.unlock()
        }
    }

    func waitForHello() throws {
        lock.lock()
        defer { lock.unlock() }
        while !helloSeen {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: Date().addingTimeInterval(10)) else { throw HTTPProbe.Failure(description: "no hello event") }
        }
    }

    func expect(name: String, count: Int) {
        lock.lock()
        expectedName = name
        remaining = count
        arrivals = []
        lock.unlock()
    }

    func waitForExpected() throws -> [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        while remaining > 0 {
            if let failure { throw HTTPProbe.Failure(description: failure) }
            guard lock.wait(until: Date().addingTimeInterval(30)) else {
                throw HTTPProbe.Failure(description: "\(remaining) \(expectedName) events still missing after 30 s")
            }
        }
        return arrivals
    }

    /// (requests, 200s, 304s)
    func fetchImages() throws -> (Int, Int, Int) {
        lock.lock()
        let events = widgetEvents
        widgetEvents = []
        lock.unlock()
        var current: [Int64: String] = [:]
        for text in events {
            if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
               let id = (object["id"] as? NSNumber)?.int64Value, let version = object["version"] as? String {
                current[id] = version
            }
        }
        var result = (0, 0, 0)
        for (id, version) in current {
            let path = "/api/widgets/\(id)/image?v=\(version)"
            let first = try HTTPProbe.request(port: port, "GET", path)
            result.0 += 1
            if first.status == 200 { result.1 += 1 }
            guard let tag = first.headers["etag"] else { continue }
            let again = try HTTPProbe.request(port: port, "GET", path, headers: [("If-None-Match", tag)])
            result.0 += 1
            if again.status == 304 { result.2 += 1 }
        }
        return result
    }

    func close() { stream.close() }
}
