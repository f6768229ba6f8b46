import Foundation
import HostProtocol
import VitrineHost
import VitrineStore
import VitrineWeb
import VitrineWebTesting
import WidgetLayout

/// What a person feels when tapping an interactive widget, through a real host and web server
/// over loopback HTTP, with the counter widget of Fixtures/ConfigurableExtension placed (its
/// extension warm, long idle timeout). The page's event stream is read on a thread of its own
/// (`WidgetEventLog`), so each figure ends when the page heard of the picture.
///
/// - **tap**: the page's `POST /api/widgets/:id/tap` on the widget's Add 2 `Button(intent:)` →
///   `HostDaemon.tap` → hit test → the in-flight picture → `perform()` in the extension process
///   (writes the App Group) → exempt reload → timeline → entry rendered → the `widget` event
///   naming the new entry's image version. Also: the first event (the in-flight picture), the
///   tap's reply, and the PNG fetch of the new picture (timed on its own afterwards).
/// - **link** (baseline): a tap on the same widget beside its controls, the `widgetURL`: hit test
///   and delivery to the app (its executable, `/bin/true`, started with the URL), no perform and
///   no reload; until the tap's reply.
/// - **perform only** (baseline): a tap on the widget's Jam button, whose `perform()` throws in
///   the extension: hit test and the perform round trip, no reload; until the tap's reply.
/// - **reload** (baseline): the same reload without a tap: the App Group written as `perform()`
///   writes it, then a user reload of the widget (`reloadAndWait`, exempt), until the `widget`
///   event of its new picture. **tap** minus **reload** is what the tap and `perform()` add.
///
/// The host runs WidgetKit's policy with one change: no coalescing batch (interval 0), so the
/// baseline's user reload starts at once as the tap's reload does (an interaction reload never
/// waits for the batch); with the 5 s batch the baseline would measure the batch.
struct InteractBenchmark {
    var products: URL
    var rounds = 30
    var warmup = 5
    /// Seconds between a round's steps (a person's pace), so no coalescing batch is still open.
    var pace = 0.3

    static let usage = "interact [--rounds N] [--pace SECONDS] [--products DIR]"
    static let appID = "com.vitrine.bench.counter"
    static let group = "group.com.vitrine.tests.counter"

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let products = value("--products").map { URL(fileURLWithPath: $0) } ?? own
        guard FileManager.default.isExecutableFile(atPath: products.appendingPathComponent("ConfigurableExtension").path) else {
            FileHandle.standardError.write(
                Data(
                    ("error: ConfigurableExtension is not in \(products.path): build it beside vitrine-bench "
                        + "(swift build --product ConfigurableExtension, with the same -c) or pass --products DIR\n").utf8))
            return 1
        }
        var benchmark = InteractBenchmark(products: products)
        benchmark.rounds = max(10, value("--rounds").flatMap(Int.init) ?? benchmark.rounds)
        benchmark.pace = max(0, min(10, value("--pace").flatMap(Double.init) ?? benchmark.pace))
        let run = benchmark
        return runToCompletion { try await run.run() }
    }

    func run() async throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-bench-interact-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let host = try await PageHost(home: home) { $0.policy.coalescingInterval = 0 }
        // /bin/true stands in for the app: a widgetURL tap starts it with the URL, and it exits.
        try await host.install(
            [
                "id": Self.appID, "name": "Counter", "executable": "/bin/true", "urlSchemes": ["counter"], "appGroups": [Self.group],
                "extensions": [["executable": products.appendingPathComponent("ConfigurableExtension").path]],
            ], name: "counter")
        let grants = AppGroupGrants.parse(try await host.daemon.appEnvironment(appID: Self.appID)[AppGroupGrants.environmentKey])
        guard let container = grants[Self.group] else { throw HTTPProbe.Failure(description: "the host granted no container for \(Self.group)") }
        let stateFile = URL(fileURLWithPath: container).appendingPathComponent("counter.json")
        try await host.serving { server in try await measure(daemon: host.daemon, server: server, stateFile: stateFile) }
    }

    func measure(daemon: HostDaemon, server: WebServer, stateFile: URL) async throws {
        let client = try PageClient.open(server)
        let added = try client.json(
            "POST", "/api/widgets", body: #"{"appID":"\#(Self.appID)","kind":"counter","family":"systemMedium","page":0}"#, expect: 201)
        guard let id = (added["id"] as? NSNumber)?.int64Value else { throw HTTPProbe.Failure(description: "no widget id in \(added)") }
        // Until the timeline's entry is shown (a snapshot comes first, and has nothing to tap).
        let placed = Date()
        var regions: [IntentRegion]? = nil
        while regions == nil {
            regions = try? await daemon.intentRegions(of: id)
            guard regions == nil else { break }
            guard Date().timeIntervalSince(placed) < 60 else { throw HTTPProbe.Failure(description: "widget #\(id) has no timeline after 60 s") }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        guard let button = regions?.first(where: { $0.action.displayName == "IncrementIntent" }) else {
            throw HTTPProbe.Failure(description: "the counter widget shows no IncrementIntent button")
        }
        guard let jam = regions?.first(where: { $0.action.displayName == "JammedIntent" }) else {
            throw HTTPProbe.Failure(description: "the counter widget shows no JammedIntent button")
        }
        let tapBody = #"{"x":\#(button.frame.midX),"y":\#(button.frame.midY)}"#
        let jamBody = #"{"x":\#(jam.frame.midX),"y":\#(jam.frame.midY)}"#
        // The bottom-left corner holds no control: the widget's URL.
        let linkBody = #"{"x":2,"y":150}"#
        print("counter widget #\(id) placed and drawn; its Add 2 button at (\(button.frame.midX), \(button.frame.midY))")

        let stream = try EventStreamProbe(port: client.port, headers: [client.cookie], timeout: 600)
        guard try await blocking({ try stream.next() })?.name == "hello" else { throw HTTPProbe.Failure(description: "no hello on the event stream") }
        let heard = WidgetEventLog(stream: stream, id: id)

        var tapEvent = Samples(), tapFirst = Samples(), tapReply = Samples(), fetch = Samples(), link = Samples(), jammed = Samples()
        var reloadEvent = Samples(), reloadReturn = Samples()
        var inFlightShown = 0
        var expected = Self.count(in: stateFile)
        for round in 0..<(warmup + rounds) {
            let timed = round >= warmup

            // The tap on Add 2; its reply comes after the reload. The new entry's picture is the
            // one the widget shows once it settles; the page heard of it at the logged moment.
            let before = await daemon.homeWidget(id: id)?.version
            let start = DispatchTime.now().uptimeNanoseconds
            let tapped = try await Self.tap(id, tapBody, client)
            guard tapped.result.target == .intent, tapped.result.delivery == .performed else {
                throw HTTPProbe.Failure(description: "the tap did not perform: \(tapped.result)")
            }
            expected += 2
            try await settle(daemon, id)
            guard let after = await daemon.homeWidget(id: id)?.version, after != before else {
                throw HTTPProbe.Failure(description: "the tap left widget #\(id)'s picture as it was")
            }
            let entry = try await heard.first(version: after, since: start)
            // iOS answers a tap before perform() returns (the in-flight picture): the first event.
            let first = try await heard.first(since: start)
            let bytes = try await blocking { () -> Double in
                let begin = DispatchTime.now().uptimeNanoseconds
                let image = try client.request("GET", "/api/widgets/\(id)/image?scale=2&v=\(after)")
                guard image.status == 200, image.headers["content-type"] == "image/png" else { throw HTTPProbe.Failure(description: "image: \(image.status)") }
                return Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6
            }
            if timed {
                tapEvent.values.append(entry)
                tapFirst.values.append(first)
                tapReply.values.append(tapped.ms)
                fetch.values.append(bytes)
                if first < entry { inFlightShown += 1 }
            }

            // Baseline: a tap on the widget's URL (hit test and delivery to the app, nothing reloads).
            let linked = try await Self.tap(id, linkBody, client)
            guard linked.result.target == .widgetURL, linked.result.delivery == .launched else {
                throw HTTPProbe.Failure(description: "the widgetURL tap was not delivered: \(linked.result)")
            }
            if timed { link.values.append(linked.ms) }
            try await settle(daemon, id)

            // Baseline: a perform() that throws (the round trip to the extension, nothing reloads).
            let failed = try await Self.tap(id, jamBody, client)
            guard failed.result.target == .intent, failed.result.delivery == .failed else {
                throw HTTPProbe.Failure(description: "the Jam tap did not fail in perform(): \(failed.result)")
            }
            if timed { jammed.values.append(failed.ms) }
            try await settle(daemon, id)

            // Baseline: the App Group written as perform() writes it, and a user reload (exempt).
            expected += 1
            try JSONEncoder().encode(["count": String(expected), "note": "bench"]).write(to: stateFile, options: .atomic)
            let unchanged = await daemon.homeWidget(id: id)?.version
            let reloadStart = DispatchTime.now().uptimeNanoseconds
            await daemon.reloadAndWait(id)
            let returned = Double(DispatchTime.now().uptimeNanoseconds - reloadStart) / 1e6
            try await settle(daemon, id)
            guard let reloaded = await daemon.homeWidget(id: id)?.version, reloaded != unchanged else {
                throw HTTPProbe.Failure(description: "the reload left widget #\(id)'s picture as it was")
            }
            let reloadHeard = try await heard.first(version: reloaded, since: reloadStart)
            if timed {
                reloadEvent.values.append(reloadHeard)
                reloadReturn.values.append(returned)
            }
        }
        stream.close()

        // The figures are of real work: every tap's perform() added 2 to what the App Group holds.
        let final = Self.count(in: stateFile)
        guard final == expected else {
            throw HTTPProbe.Failure(description: "the App Group holds count \(final), not \(expected): some perform() did not run")
        }
        let budget = try await daemon.inspect(id).budget
        print("")
        print("\(rounds) timed rounds after \(warmup) warm-up rounds, steps \(pace) s apart; final count \(final) as expected")
        func line(_ name: String, _ s: Samples) -> String {
            String(format: "%@ p50 %7.2f ms   p99 %7.2f ms   max %7.2f ms", name, s.median, s.percentile(0.99), s.values.max() ?? .nan)
        }
        print(line("tap Add 2 → widget event with the new entry's picture (perform, reload, render)", tapEvent))
        print(line("  tap → first widget event (the in-flight picture, if the tap shows one)      ", tapFirst))
        print(line("  tap's HTTP reply (returns after the reload)                                ", tapReply))
        print(line("  the new picture's PNG fetched (after the event)                            ", fetch))
        print(line("baseline: widgetURL tap (hit test + app started, no perform, no reload)      ", link))
        print(line("baseline: Jam tap (perform() throws in the extension, no reload)             ", jammed))
        print(line("baseline: App Group written + reloadAndWait → widget event (no tap, perform) ", reloadEvent))
        print(line("  reloadAndWait returned                                                     ", reloadReturn))
        print("  taps that showed an in-flight picture before the new entry: \(inFlightShown) of \(rounds)")
        if let budget { print("  counted reloads used by the widget after the run: \(budget.used) (taps and user reloads are exempt)") }
        print(
            String(
                format:
                    "RESULT interact tap_p50_ms=%.2f tap_p99_ms=%.2f tap_first_picture_p50_ms=%.2f tap_reply_p50_ms=%.2f png_fetch_p50_ms=%.2f baseline_link_p50_ms=%.2f baseline_perform_only_p50_ms=%.2f baseline_reload_p50_ms=%.2f baseline_reload_p99_ms=%.2f tap_minus_reload_p50_ms=%.2f rounds=%d",
                tapEvent.median, tapEvent.percentile(0.99), tapFirst.median, tapReply.median, fetch.median, link.median, jammed.median,
                reloadEvent.median, reloadEvent.percentile(0.99), tapEvent.median - reloadEvent.median, rounds))
    }

    /// The page's tap at `body`'s point; the milliseconds to its reply and the result.
    static func tap(_ id: Int64, _ body: String, _ client: PageClient) async throws -> (ms: Double, result: TapResult) {
        try await blocking {
            let start = DispatchTime.now().uptimeNanoseconds
            let reply = try client.request("POST", "/api/widgets/\(id)/tap", body: body)
            let end = DispatchTime.now().uptimeNanoseconds
            guard reply.status == 200 else { throw HTTPProbe.Failure(description: "tap: \(reply.status) \(reply.text.prefix(300))") }
            return (Double(end - start) / 1e6, try JSONDecoder().decode(TapResult.self, from: reply.body))
        }
    }

    /// Untimed: until the widget's reload has ended, then a person's pause.
    func settle(_ daemon: HostDaemon, _ id: Int64) async throws {
        while try await daemon.inspect(id, events: 1).reloading { try await Task.sleep(nanoseconds: 5_000_000) }
        if pace > 0 { try await Task.sleep(nanoseconds: UInt64(pace * 1e9)) }
    }

    /// The count the counter widget's App Group file holds (0 before the first write).
    static func count(in file: URL) -> Int {
        guard let data = try? Data(contentsOf: file), let state = try? JSONDecoder().decode([String: String].self, from: data) else { return 0 }
        return Int(state["count"] ?? "0") ?? 0
    }
}

/// The page's event stream read on a thread of its own: when each `widget` event of one
/// instance arrived and the image version it named, so a step can look up the moment the page
/// heard of a picture after the step has settled.
final class WidgetEventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [(at: UInt64, version: String)] = []

    init(stream: EventStreamProbe, id: Int64) {
        Thread.detachNewThread { [self] in
            while let event = try? stream.next() {
                let at = DispatchTime.now().uptimeNanoseconds
                guard event.name == "widget", let object = try? JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any],
                    (object["id"] as? NSNumber)?.int64Value == id, let version = object["version"] as? String
                else { continue }
                lock.withLock { events.append((at, version)) }
            }
        }
    }

    /// Milliseconds from `start` to the first event after it (naming `version`, if given);
    /// waits up to 10 s for it.
    func first(version: String? = nil, since start: UInt64) async throws -> Double {
        for _ in 0..<1000 {
            let found = lock.withLock { events.first { $0.at >= start && (version == nil || $0.version == version) } }
            if let found { return Double(found.at - start) / 1e6 }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        throw HTTPProbe.Failure(description: "the page heard of no picture \(version ?? "") within 10 s")
    }
}
