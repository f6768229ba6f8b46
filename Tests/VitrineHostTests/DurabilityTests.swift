import Foundation
import HostProtocol
import Testing
import VitrineTestSupport
import VitrineHost
import VitrineStore
import WidgetScheduler

extension HostProcesses {
    /// `kill -9` of the host at random moments under load loses nothing that was committed,
    /// and a restarted host has the right schedule.
    @Suite struct DurabilityTests {
        @Test func sigkillUnderLoadLosesNothingCommitted() async throws {
            let home = try TemporaryHome()
            let manifest = try home.gameManifest()
            #expect(try await vitrine(["apps", "install", manifest.path], home: home).status == 0)
            #expect(try await vitrine(["widgets", "add", "com.mygame.character-detail", "--family", "medium"], home: home).status == 0)

            var generator = SystemRandomNumberGenerator()
            var added: Set<Int64> = []
            var timelines: [Int64: Int] = [:]  // instance → generation seen committed
            let app = [ControlProtocol.socketEnvironmentKey: home.socket]
            for round in 0..<6 {
                let serve = try ServeProcess(home: home, extra: ["--minimum-reload-interval", "0", "--coalescing-interval", "0.05"])
                try await serve.waitUntilServing()
                // Load: the app pushes (timeline reloads) and widgets are added, while the host is killed.
                let deadline = Date().addingTimeInterval(Double.random(in: 0.3...2.0, using: &generator))
                var pushes = 0
                while Date() < deadline {
                    _ = try await ProductRun.run("GameApp", ["push", "--health", String(round * 10 + pushes % 10)], environment: app)
                    pushes += 1
                    if pushes % 3 == 0 {
                        let add = try await vitrine(["widgets", "add", "com.mygame.game-status", "--family", "small"], home: home)
                        if add.status == 0, let id = add.stdout.split(separator: " ").dropFirst().first.flatMap({ Int64($0.dropFirst()) }) {
                            added.insert(id)
                        }
                    }
                }
                let store = try VitrineStore(location: home.location)
                for instance in try store.instances() {
                    if let timeline = try store.timeline(instanceID: instance.id) { timelines[instance.id] = timeline.timeline.generation }
                }
                try store.close()
                await serve.kill(SIGKILL)
                #expect(serve.process.terminationReason == .uncaughtSignal)
            }

            // Everything committed is there: the app, every added instance, every timeline
            // at the generation seen (or later), and the database is intact.
            let store = try VitrineStore(location: home.location)
            #expect(try store.app(id: "com.vitrine.examples.game") != nil)
            let instances = Set(try store.instances().map(\.id))
            #expect(added.isSubset(of: instances))
            for (id, generation) in timelines {
                let timeline = try #require(try store.timeline(instanceID: id), "instance #\(id) lost its timeline")
                #expect(timeline.timeline.generation >= generation)
                #expect(!timeline.entries.isEmpty)
                for entry in timeline.entries { #expect(try store.archive(hash: entry.archiveHash) != nil) }
            }

            // A restarted host rebuilds the same schedule from the store.
            let clock = SimulatedClock(start: Date())
            let daemon = try home.daemon(clock: clock)
            try await daemon.start()
            for id in instances {
                let state = try #require(await daemon.schedulerState(of: id))
                let stored = try store.timeline(instanceID: id)
                // The scheduler keeps whole seconds (an entry is shown at or after its date).
                let scheduled = state.timeline?.entryDates ?? []
                let committed = stored?.entries.map(\.date) ?? []
                #expect(scheduled.count == committed.count)
                #expect(zip(scheduled, committed).allSatisfy { abs($0.timeIntervalSince($1)) <= 1 })
                let counted = try store.countedReloads(instanceID: id, since: clock.now.addingTimeInterval(-86_400))
                #expect(state.countedReloads.count == counted.count)
            }
            await daemon.shutdown()
        }
    }
}
