import Foundation
import GRDB
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

extension HostProcesses {
    /// When the store refuses to record counted reloads, the host fails closed: counted
    /// reloads stop until a write succeeds, the refused lines are retried, `status` says why,
    /// and a restarted host counts every reload this one was charged for.
    @Suite struct FailClosedTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)
        static let app = "com.vitrine.examples.game"

        /// Makes the host's own database refuse (or take again) every flight-record line: a
        /// trigger aborts each insert, so `VitrineStore.record(events:)` throws a real SQLite
        /// error, as a full disk or a failing file would make it. Nothing is mocked.
        static func refuseFlightRecord(_ home: TemporaryHome, _ refuse: Bool) throws {
            let queue = try DatabaseQueue(path: home.location.databasePath)
            try queue.write { db in
                try db.execute(
                    sql: refuse
                        ? "CREATE TRIGGER refuseFlightRecord BEFORE INSERT ON reloadEvent BEGIN SELECT RAISE(ABORT, 'disk I/O refused (test)'); END"
                        : "DROP TRIGGER refuseFlightRecord")
            }
            try queue.close()
        }

        @Test func aRefusedBudgetWriteHoldsCountedReloadsAndARestartCountsThem() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            var policy = SchedulerPolicy.widgetKit
            policy.minimumReloadInterval = 0
            let daemon = try home.daemon(clock: clock, policy: policy)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            func generation() throws -> Int { try #require(try daemon.store.timeline(instanceID: id)).timeline.generation }
            /// Runs what is due once the request's batch closes, and every reload to its end.
            func runDue() async {
                clock.advance(to: clock.now.addingTimeInterval(policy.coalescingInterval + 1))
                await daemon.step()
                await daemon.settle()
            }
            func backgroundPush() async -> [ReloadDecision] {
                let decisions = await daemon.appRequestedReload(appID: Self.app, kind: nil).map(\.decision)
                await runDue()
                return decisions
            }

            // A counted reload, recorded as usual.
            #expect(await backgroundPush() == [.granted])
            let first = try generation()
            #expect(await daemon.budget(of: id)?.used == 1)
            #expect(!(await daemon.statusText()).contains("counted reloads held"))

            // The store starts refusing between the request and the reload's issue: the reload is
            // charged, its record refused, so it does not run.
            #expect(await daemon.appRequestedReload(appID: Self.app, kind: nil).map(\.decision) == [.granted])
            try Self.refuseFlightRecord(home, true)
            await runDue()
            #expect(try generation() == first, "a counted reload ran although the store refused to record it")
            let charged = try #require(await daemon.budget(of: id)?.used)
            #expect(charged == 2)
            let status = await daemon.statusText()
            #expect(status.contains("counted reloads held") && status.contains("disk I/O refused (test)"), "\(status)")
            // Exempt reloads (the user's) still run while the store refuses; counted ones are denied.
            #expect(await daemon.userRequestedReload([id]).map(\.decision) == [.exempt(.userInitiated)])
            await runDue()
            #expect(try generation() == first + 1)
            #expect(await daemon.budget(of: id)?.used == charged, "an exempt reload was charged")
            #expect(await backgroundPush() == [.deferred(.budgetNotRecorded)])
            #expect(try generation() == first + 1)
            #expect(await daemon.budget(of: id)?.nextPlannedReload == nil, "a held reload has no date")

            // Writes succeed again: the kept lines go in first, the hold ends, the held push runs (and counts).
            try Self.refuseFlightRecord(home, false)
            await runDue()
            await runDue()
            #expect(!(await daemon.statusText()).contains("counted reloads held"))
            #expect(try generation() == first + 2)
            let used = try #require(await daemon.budget(of: id)?.used)
            #expect(used == charged + 1)
            let flight = try daemon.store.events(instanceID: id, limit: 200)
            #expect(flight.contains { $0.detail.contains("cannot record counted reloads") }, "the held request is in the flight record")
            #expect(flight.contains { $0.detail.contains("not run: the store could not record") })
            await daemon.shutdown()

            // A restarted host counts every reload the first one was charged for: no refill.
            let restarted = try home.daemon(clock: clock, policy: policy)
            try await restarted.start()
            #expect(await restarted.budget(of: id)?.used == used)
            await restarted.shutdown()
        }

        /// A store that keeps refusing loses no counted line: they wait in memory, every later
        /// persist retries them, and the moment one succeeds they are all there.
        @Test func refusedCountedLinesAreRetriedUntilWritten() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            var policy = SchedulerPolicy.widgetKit
            policy.minimumReloadInterval = 0
            let daemon = try home.daemon(clock: clock, policy: policy)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let before = try daemon.store.countedReloads(instanceID: id, since: start.addingTimeInterval(-86_400)).count

            _ = await daemon.appRequestedReload(appID: Self.app, kind: nil)
            try Self.refuseFlightRecord(home, true)
            clock.advance(to: clock.now.addingTimeInterval(policy.coalescingInterval + 1))
            await daemon.step()
            for _ in 0..<3 {  // more attempts (paced a second apart), still refused
                clock.advance(to: clock.now.addingTimeInterval(2))
                await daemon.step()
            }
            #expect(try daemon.store.countedReloads(instanceID: id, since: start.addingTimeInterval(-86_400)).count == before)
            #expect(await daemon.budget(of: id)?.used == before + 1)

            try Self.refuseFlightRecord(home, false)
            clock.advance(to: clock.now.addingTimeInterval(2))
            await daemon.step()
            #expect(try daemon.store.countedReloads(instanceID: id, since: start.addingTimeInterval(-86_400)).count == before + 1)
            let notes = try daemon.store.events(limit: 50).filter { $0.reason == "flightRecord" }
            #expect(notes.count == 1 && notes.first?.detail.contains("refused") == true)
            await daemon.shutdown()
        }
    }
}
