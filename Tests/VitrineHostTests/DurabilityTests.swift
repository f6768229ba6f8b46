import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

extension HostProcesses {
    /// `kill -9` of `vitrine serve` *during* load (the app pushing, reloads committing, entries
    /// rendered and `images/current` replaced, widgets being added) loses nothing that was
    /// acknowledged. The judge is `vitrine-bench crash`, whose driver keeps its own log of what
    /// the host acknowledged (adds that returned success, generations seen committed, counted
    /// reloads the host's `status` reported) and checks the store and the restarted host
    /// against it; its self-tests prove that log catches lost writes, torn and wrong images.
    @Suite struct DurabilityTests {
        static func soak(_ arguments: [String]) async throws -> (run: ProductRun, seed: UInt64, result: [String: String]) {
            let seed = UInt64.random(in: 1...999_999)
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-crash-test-\(UUID().uuidString.prefix(8)).log")
            defer { try? FileManager.default.removeItem(at: log) }
            let run = try await ProductRun.run("vitrine-bench", ["crash", "--seed", String(seed), "--log", log.path] + arguments)
            var result: [String: String] = [:]
            if let line = run.lines.last(where: { $0.hasPrefix("RESULT crash ") }) {
                for field in line.split(separator: " ").dropFirst(2) {
                    let parts = field.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
                }
            }
            return (run, seed, result)
        }

        @Test func sigkillDuringLoadLosesNothingAcknowledged() async throws {
            let rounds = 4
            let (run, seed, result) = try await Self.soak(["--rounds", String(rounds), "--rounds-per-home", String(rounds), "--keep"])
            let reproduce =
                "reproduce: vitrine-bench crash --seed \(seed) --rounds \(rounds) --rounds-per-home \(rounds)\n\(run.stdout.suffix(4000))\(run.stderr.suffix(2000))"
            #expect(run.status == 0, "\(reproduce)")
            #expect(result["violations"] == "0" && result["rounds"] == String(rounds), "\(reproduce)")
            // The load ran up to each kill and the host acknowledged work meanwhile; every other
            // kill waited for a reload in progress.
            #expect(Int(result["pushes"] ?? "") ?? 0 >= rounds, "\(reproduce)")
            #expect(Int(result["acked_timelines"] ?? "") ?? 0 >= 2, "\(reproduce)")
            #expect(Int(result["kills_while_reloading"] ?? "") ?? 0 >= rounds / 2, "\(reproduce)")

            // The home the soak left (killed and restarted 4 times, stopped cleanly at the end):
            // a host started on it rebuilds the schedule the store describes.
            let kept = try #require(run.lines.last { $0.hasPrefix("home kept for inspection: ") }, "\(reproduce)")
            let directory = URL(fileURLWithPath: String(kept.dropFirst("home kept for inspection: ".count)))
            defer { try? FileManager.default.removeItem(at: directory) }
            let location = StoreLocation(directory: directory)
            let store = try VitrineStore(location: location)
            let clock = SimulatedClock(start: Date())
            var policy = SchedulerPolicy.widgetKit
            policy.dailyBudget = 10_000  // the soak's `--daily-budget`
            let daemon = HostDaemon(configuration: HostConfiguration(location: location, policy: policy), store: store, clock: clock)
            try await daemon.start()
            let instances = try store.instances()
            #expect(instances.count >= 1)
            for instance in instances {
                let state = try #require(await daemon.schedulerState(of: instance.id))
                let stored = try store.timeline(instanceID: instance.id)
                // The scheduler keeps whole seconds (an entry is shown at or after its date).
                let scheduled = state.timeline?.entryDates ?? []
                let committed = stored?.entries.map(\.date) ?? []
                #expect(scheduled.count == committed.count)
                #expect(zip(scheduled, committed).allSatisfy { abs($0.timeIntervalSince($1)) <= 1 })
                let counted = try store.countedReloads(instanceID: instance.id, since: clock.now.addingTimeInterval(-86_400))
                #expect(state.countedReloads.count == counted.count)
            }
            await daemon.shutdown()
        }

        /// The oracle bites: each damage a broken host could do is reported, with the soak
        /// failing (exit 1). These would all pass a check that read the store it judges.
        @Test(arguments: [
            (
                "lost-writes",
                [
                    "is gone from the store although `vitrine widgets add` reported it added",
                    "timeline went back to generation",
                    "but the host reported",
                    "the crash refilled",
                ]
            ),
            ("torn-image", ["is not a complete PNG after the kill"]),
            ("wrong-image", ["is not the stored image of entry"]),
        ])
        func theSoakReportsDamage(injection: String, expected: [String]) async throws {
            let (run, seed, result) = try await Self.soak(["--rounds", "2", "--inject", injection])
            let output = "seed \(seed)\n\(run.stdout.suffix(4000))\(run.stderr.suffix(2000))"
            #expect(run.status == 1, "\(output)")
            #expect((Int(result["violations"] ?? "") ?? 0) >= expected.count, "\(output)")
            let violations = run.lines.filter { $0.hasPrefix("VIOLATION ") }
            for message in expected {
                #expect(violations.contains { $0.contains(message) }, "no violation says “\(message)”:\n\(output)")
            }
            if let kept = run.lines.last(where: { $0.hasPrefix("home kept for inspection: ") }) {
                try? FileManager.default.removeItem(atPath: String(kept.dropFirst("home kept for inspection: ".count)))
            }
        }
    }
}
