import Foundation
import VitrineHost
import VitrineStore
import VitrineWeb
import VitrineWebTesting

/// The configuration editor's two waits, through a real host and web server over loopback HTTP,
/// with seed 003's HomeFinder example installed (`HomeFinderApp setup` has written its channels
/// into the App Group) and one small Channels widget placed; the widget extension and the
/// stand-alone Intents extension are warm (a few untimed rounds first, long idle timeout).
///
/// - **options**: opening the editor to its options listed, as the page does it: `GET` the form,
///   then `GET` the options of `channels` with the values chosen so far, a dynamic query the host
///   sends to the Intents extension (`provideChannelsOptionsCollection`).
/// - **apply**: `PUT` a new configuration (validated, the dynamic values checked against the
///   app's live options, stored) until the page has the new picture: the `widget` event with a
///   new image version on the event stream, then that image's bytes. Rounds alternate between two
///   configurations, so every round draws a different picture.
///
/// Baseline in the same run, interleaved with both: `GET /api/state` (the widget list).
struct ConfigBenchmark {
    var products: URL
    var rounds = 40
    var warmup = 3
    /// Seconds between an edit's picture and the next round (a person's pace); 0 fires edits back to back.
    var pace = 1.2

    static let usage = "config [--rounds N] [--pace SECONDS] [--products DIR]"
    static let appID = "com.vitrine.examples.homefinder"
    static let kind = "com.vitrine.examples.homefinder.channels"

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let products = value("--products").map { URL(fileURLWithPath: $0) } ?? own
        for name in ["HomeFinderApp", "HomeFinderWidgets", "HomeFinderIntents"]
        where !FileManager.default.isExecutableFile(atPath: products.appendingPathComponent(name).path) {
            FileHandle.standardError.write(
                Data(
                    ("error: \(name) is not in \(products.path): build the HomeFinder example beside vitrine-bench "
                        + "(swift build --product HomeFinderApp, HomeFinderWidgets and HomeFinderIntents) or pass --products DIR\n").utf8))
            return 1
        }
        var benchmark = ConfigBenchmark(products: products)
        benchmark.rounds = max(30, value("--rounds").flatMap(Int.init) ?? benchmark.rounds)
        benchmark.pace = max(0, min(10, value("--pace").flatMap(Double.init) ?? benchmark.pace))
        let run = benchmark
        return runToCompletion { try await run.run() }
    }

    /// Two configurations the rounds alternate between (different channels and layout).
    static let configurations = [
        #"{"values":{"channels":{"array":[{"entity":{"identifier":"rent","title":"Rentals"}},{"entity":{"identifier":"loans","title":"Mortgage"}}]},"layout":{"enumCase":"list"}}}"#,
        #"{"values":{"channels":{"array":[{"entity":{"identifier":"new","title":"New Homes"}},{"entity":{"identifier":"agents","title":"Agents"}},{"entity":{"identifier":"shared","title":"Shared Flats"}}]},"layout":{"enumCase":"grid"}}}"#,
    ]

    func run() async throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-bench-config-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let host = try await PageHost(home: home)
        // The example's own manifest (Examples/HomeFinderApp/vitrine-app.json), executables beside the bench.
        try await host.install(
            [
                "id": Self.appID, "name": "HomeFinder", "executable": products.appendingPathComponent("HomeFinderApp").path,
                "urlSchemes": ["homefinder"], "appGroups": ["group.com.vitrine.examples.homefinder"],
                "extensions": [["executable": products.appendingPathComponent("HomeFinderWidgets").path]],
                "intentsExtensions": [
                    ["executable": products.appendingPathComponent("HomeFinderIntents").path, "intentsSupported": ["ChannelsConfigurationIntent"]]
                ],
            ], name: "homefinder")
        try await setup(host.daemon, home: home)
        try await host.serving { server in try await measure(daemon: host.daemon, server: server) }
    }

    /// `HomeFinderApp setup` with the environment the host gives the app (its App Group).
    func setup(_ daemon: HostDaemon, home: URL) async throws {
        let environment = try await daemon.appEnvironment(appID: Self.appID)
        let products = products
        try await blocking {
            let process = Process()
            process.executableURL = products.appendingPathComponent("HomeFinderApp")
            process.arguments = ["setup"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0, said.contains("CHANNELS ") else {
                throw HTTPProbe.Failure(description: "HomeFinderApp setup failed: \(said)")
            }
        }
    }

    func measure(daemon: HostDaemon, server: WebServer) async throws {
        let client = try PageClient.open(server)

        // Place the widget as the gallery does (the app's default configuration), wait for its picture.
        let added = try client.json(
            "POST", "/api/widgets", body: #"{"appID":"\#(Self.appID)","kind":"\#(Self.kind)","family":"systemSmall","page":0}"#, expect: 201)
        guard let id = (added["id"] as? NSNumber)?.int64Value else { throw HTTPProbe.Failure(description: "no widget id in \(added)") }
        let placed = Date()
        while await daemon.homeWidget(id: id)?.entry == nil {
            guard Date().timeIntervalSince(placed) < 60 else { throw HTTPProbe.Failure(description: "widget #\(id) has no timeline after 60 s") }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        print("HomeFinder installed, channels written to its App Group, a small Channels widget (#\(id)) placed and drawn")

        let stream = try EventStreamProbe(port: client.port, headers: [client.cookie], timeout: 60)
        guard try await blocking({ try stream.next() })?.name == "hello" else { throw HTTPProbe.Failure(description: "no hello on the event stream") }
        var seen = Set([await daemon.homeWidget(id: id)?.version ?? ""])

        var options = Samples(), form = Samples(), apply = Samples(), put = Samples(), waited = Samples(), baseline = Samples()
        var optionCounts = Set<Int>()
        var images: [Int: Data] = [:]
        for round in 0..<(warmup + rounds) {
            let timed = round >= warmup
            // Baseline: the widget list.
            let listed = try await blocking { try client.timed("GET", "/api/state") }
            if timed { baseline.values.append(listed.ms) }

            // Opening the editor: the form, then the dynamic parameter's options for the values shown.
            let opened = try await blocking { () -> (ms: Double, form: Double, count: Int) in
                let start = DispatchTime.now().uptimeNanoseconds
                let form = try client.request("GET", "/api/widgets/\(id)/configuration")
                guard form.status == 200, let object = try JSONSerialization.jsonObject(with: form.body) as? [String: Any],
                    let values = object["values"] as? [String: Any]
                else { throw HTTPProbe.Failure(description: "form: \(form.status) \(form.text.prefix(200))") }
                let formDone = DispatchTime.now().uptimeNanoseconds
                let chosen = String(decoding: try JSONSerialization.data(withJSONObject: values), as: UTF8.self)
                var query = URLComponents()
                query.queryItems = [URLQueryItem(name: "parameter", value: "channels"), URLQueryItem(name: "values", value: chosen)]
                let answer = try client.request("GET", "/api/widgets/\(id)/configuration/options?" + (query.percentEncodedQuery ?? ""))
                let end = DispatchTime.now().uptimeNanoseconds
                guard answer.status == 200, let listed = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any],
                    let sections = listed["sections"] as? [[String: Any]]
                else { throw HTTPProbe.Failure(description: "options: \(answer.status) \(answer.text.prefix(300))") }
                let count = sections.reduce(0) { $0 + (($1["items"] as? [Any])?.count ?? 0) }
                return (Double(end - start) / 1e6, Double(formDone - start) / 1e6, count)
            }
            if timed {
                options.values.append(opened.ms)
                form.values.append(opened.form)
                optionCounts.insert(opened.count)
            }

            // Saving: PUT → the widget event with a new picture → that picture's bytes.
            let body = Self.configurations[round % 2]
            let known = seen
            let applied = try await blocking { () -> (ms: Double, put: Double, heard: Double, version: String, png: Data) in
                let start = DispatchTime.now().uptimeNanoseconds
                let reply = try client.request("PUT", "/api/widgets/\(id)/configuration", body: body)
                guard reply.status == 200 else { throw HTTPProbe.Failure(description: "PUT: \(reply.status) \(reply.text.prefix(300))") }
                let putDone = DispatchTime.now().uptimeNanoseconds
                while true {
                    guard let event = try stream.next() else { throw HTTPProbe.Failure(description: "the event stream ended") }
                    guard event.name == "widget", let object = try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any],
                        (object["id"] as? NSNumber)?.int64Value == id, let version = object["version"] as? String, !known.contains(version)
                    else { continue }
                    let heard = DispatchTime.now().uptimeNanoseconds
                    let image = try client.request("GET", "/api/widgets/\(id)/image?scale=2&v=\(version)")
                    guard image.status == 200, image.headers["content-type"] == "image/png" else {
                        throw HTTPProbe.Failure(description: "image: \(image.status)")
                    }
                    let end = DispatchTime.now().uptimeNanoseconds
                    return (Double(end - start) / 1e6, Double(putDone - start) / 1e6, Double(heard - putDone) / 1e6, version, image.body)
                }
            }
            // A person edits again seconds later, not within the same second: wait (untimed) until the
            // reload has ended and the scheduler's second has passed, so no batch is still open.
            while try await daemon.inspect(id, events: 1).reloading { try await Task.sleep(nanoseconds: 5_000_000) }
            if pace > 0 { try await Task.sleep(nanoseconds: UInt64(pace * 1e9)) }
            seen.insert(applied.version)
            images[round % 2] = applied.png
            if timed {
                apply.values.append(applied.ms)
                put.values.append(applied.put)
                waited.values.append(applied.heard)
            }
        }
        stream.close()

        // The figures are of real work: the two configurations draw different pictures, and the
        // host holds the last one saved.
        guard let first = images[0], let second = images[1], first != second else {
            throw HTTPProbe.Failure(description: "the two configurations drew the same picture")
        }
        let last = try await daemon.configurationForm(instanceID: id).values["layout"]?.displayText
        guard last == ((warmup + rounds - 1) % 2 == 0 ? "list" : "grid") else {
            throw HTTPProbe.Failure(description: "the host holds layout \(last ?? "none"), not the last one saved")
        }
        let budget = try await daemon.inspect(id).budget
        report(
            options: options, form: form, apply: apply, put: put, waited: waited, baseline: baseline, optionCounts: optionCounts,
            budgetUsed: budget?.used)
    }

    func report(
        options: Samples, form: Samples, apply: Samples, put: Samples, waited: Samples, baseline: Samples, optionCounts: Set<Int>, budgetUsed: Int?
    ) {
        func line(_ name: String, _ s: Samples) -> String {
            String(format: "%@ p50 %.2f ms   p99 %.2f ms   max %.2f ms", name, s.median, s.percentile(0.99), s.values.max() ?? .nan)
        }
        print("")
        print(
            "\(rounds) timed rounds after \(warmup) warm-up rounds, \(pace) s apart; options listed per round: "
                + optionCounts.sorted().map(String.init).joined(separator: ", ")
        )
        print(line("open editor → options listed (GET form + GET options, Intents extension)  ", options))
        print(line("  of which GET form                                                        ", form))
        print(line("apply (PUT → widget event with a new picture → its PNG fetched)            ", apply))
        print(line("  of which the PUT (validated against live options, stored)                ", put))
        print(line("  of which PUT answered → widget event (reload issued, extension, render)  ", waited))
        print(line("baseline: GET /api/state                                                   ", baseline))
        let slow = apply.values.filter { $0 > 1000 }
        if !slow.isEmpty {
            // WidgetKit's coalescing: the scheduler plans the edit's reload at the end of a batch it opens (5 s).
            print(
                String(
                    format: "  %d of %d applies took over 1 s (%.0f–%.0f ms): the edit's reload waited for the scheduler's coalescing batch",
                    slow.count, apply.values.count, slow.min() ?? 0, slow.max() ?? 0))
        }
        if let budgetUsed { print("  counted reloads used by the widget after the run: \(budgetUsed) (edits reload exempt)") }
        print(
            String(
                format: "RESULT config options_p99_ms=%.2f apply_p99_ms=%.2f options_p50_ms=%.2f apply_p50_ms=%.2f baseline_p50_ms=%.2f",
                options.percentile(0.99), apply.percentile(0.99), options.median, apply.median, baseline.median))
    }
}
