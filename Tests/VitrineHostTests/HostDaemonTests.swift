import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

extension HostProcesses {
    /// The host on a simulated clock with the real example extension: timelines are fetched,
    /// stored, rendered ahead of time and shown at their dates; the budget is spent and kept.
    @Suite struct HostDaemonTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)  // a fixed simulated "now"

        @Test func addingAWidgetFetchesSnapshotThenTimelineAndShowsTheFirstEntry() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            let daemon = try home.daemon(clock: clock)
            try await daemon.start()
            let id = try await daemon.installGame(home)

            let stored = try #require(try daemon.store.timeline(instanceID: id))
            // CharacterDetail: health 25% → 100% in four hourly entries, reload at the end.
            #expect(stored.entries.count == 4)
            #expect(stored.timeline.policy == .atEnd)
            let gaps = zip(stored.entries.dropFirst(), stored.entries).map { $0.date.timeIntervalSince($1.date) }
            #expect(gaps.allSatisfy { abs($0 - 3600) < 1 })
            // Extension dates were moved onto the simulated clock.
            #expect(abs(stored.entries[0].date.timeIntervalSince(clock.now)) < 60)
            #expect(await daemon.shownEntry(of: id) == 0)

            let current = try Data(contentsOf: home.location.directory.appendingPathComponent("images/current/\(id).png"))
            let (width, height) = try #require(pngSize(current))
            #expect(width == 338 * 3 && height == 158 * 3)  // systemMedium on the default iPhone at 3x

            let events = try daemon.store.events(instanceID: id, limit: 50).map(\.event)
            #expect(events.contains("requested") && events.contains("issued") && events.contains("timelineArrived") && events.contains("entryShown"))
            // The initial reload is exempt: the whole budget is left.
            #expect(await daemon.budget(of: id)?.remaining == SchedulerPolicy.widgetKit.dailyBudget)
            await daemon.shutdown()
        }

        @Test func entriesAdvanceAtTheirDatesAndAtEndReloadsCountAgainstTheBudget() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            let daemon = try home.daemon(clock: clock)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let entries = try #require(try daemon.store.timeline(instanceID: id)).entries

            clock.advance(to: entries[1].date.addingTimeInterval(1))
            await daemon.step()
            #expect(await daemon.shownEntry(of: id) == 1)
            let shownImage = try Data(contentsOf: home.location.directory.appendingPathComponent("images/current/\(id).png"))
            let key = try #require(await daemon.imageKey(of: id, entry: entries[1]))
            #expect(try daemon.store.image(key: key)?.png == shownImage)

            // At the last entry's date `.atEnd` asks for a new timeline: a counted reload.
            clock.advance(to: entries[3].date.addingTimeInterval(10))
            await daemon.step()
            await daemon.settle()
            let issued = try daemon.store.events(instanceID: id, limit: 100).filter { $0.event == "issued" }
            #expect(issued.first?.reason == "policyAtEnd")
            #expect(issued.first?.counted == true)
            #expect(await daemon.budget(of: id)?.remaining == SchedulerPolicy.widgetKit.dailyBudget - 1)
            let fresh = try #require(try daemon.store.timeline(instanceID: id))
            #expect(fresh.timeline.generation > 1)
            await daemon.shutdown()
        }

        @Test func aRestartedHostResumesTheScheduleFromTheStore() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            let first = try home.daemon(clock: clock)
            try await first.start()
            let id = try await first.installGame(home)
            // Spend two counted reloads (background app requests, after the minimum interval).
            for _ in 0..<2 {
                clock.advance(to: clock.now.addingTimeInterval(600))
                await first.appRequestedReload(appID: "com.vitrine.examples.game", kind: nil)
                clock.advance(to: clock.now.addingTimeInterval(10))
                await first.step()
                await first.settle()
            }
            #expect(await first.budget(of: id)?.remaining == SchedulerPolicy.widgetKit.dailyBudget - 2)
            let timeline = try #require(try first.store.timeline(instanceID: id))
            await first.shutdown()

            // Down for 2.5 hours: missed entries collapse into the one current now.
            clock.advance(to: clock.now.addingTimeInterval(9000))
            let second = try home.daemon(clock: clock)
            try await second.start()
            await second.step()
            await second.settle()
            let state = try #require(await second.schedulerState(of: id))
            #expect(state.countedReloads.count == 2)
            // The scheduler keeps whole seconds (an entry is shown at or after its date).
            let scheduled = state.timeline?.entryDates ?? []
            #expect(scheduled.count == timeline.entries.count)
            #expect(zip(scheduled, timeline.entries).allSatisfy { abs($0.timeIntervalSince($1.date)) <= 1 })
            let expected = timeline.entries.lastIndex { $0.date <= clock.now }
            #expect(await second.shownEntry(of: id) == expected)
            // No second initial reload after the restart.
            let initials = try second.store.events(instanceID: id, limit: 200).filter { $0.event == "issued" && $0.reason == "initial" }
            #expect(initials.count == 1)
            await second.shutdown()
        }

        @Test func anUnchangedEntryIsNeverRenderedTwice() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            let daemon = try home.daemon(clock: clock)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let entries = try #require(try daemon.store.timeline(instanceID: id)).entries
            let before = await daemon.renderCount
            #expect(before == entries.count)  // each entry drawn once, ahead of time
            // Dark draws the shown entry anew; light again finds it in the store.
            await daemon.setColorScheme(.dark)
            let dark = await daemon.renderCount
            #expect(dark == before + 1)
            await daemon.setColorScheme(.light)
            #expect(await daemon.renderCount == dark)
            await daemon.shutdown()
        }

        @Test func aFirstTimelineOverTheEntryLimitIsRefusedWithAClearError() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            var policy = SchedulerPolicy.widgetKit
            policy.maxEntriesPerTimeline = 2  // CharacterDetail sends 4
            let daemon = try home.daemon(clock: clock, policy: policy)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            #expect(try daemon.store.timeline(instanceID: id) == nil)
            let failed = try daemon.store.events(instanceID: id, limit: 50).filter { $0.event == "failed" }
            #expect(failed.first?.detail.contains("4 entries") == true)
            await daemon.shutdown()
        }

        @Test func aTimelineOverTheLimitIsRefusedWithAClearErrorAndTheOldOneStays() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            // A first host stores CharacterDetail's timeline.
            let first = try home.daemon(clock: clock)
            try await first.start()
            let id = try await first.installGame(home)
            let old = try #require(try first.store.timeline(instanceID: id))
            #expect(old.entries.count == 4)
            await first.shutdown()

            // Restarted with a 1 KiB archive limit, it keeps the stored timeline (restoring checks
            // no sizes) and shows its entry; the next timeline it fetches is over the limit.
            var policy = SchedulerPolicy.widgetKit
            policy.maxTimelineArchiveBytes = 1024
            let second = try home.daemon(clock: clock, policy: policy)
            try await second.start()
            await second.step()
            await second.settle()
            #expect(await second.shownEntry(of: id) == 0)
            let current = home.location.directory.appendingPathComponent("images/current/\(id).png")
            let shownBefore = try Data(contentsOf: current)

            clock.advance(to: clock.now.addingTimeInterval(600))
            await second.appRequestedReload(appID: "com.vitrine.examples.game", kind: nil)
            clock.advance(to: clock.now.addingTimeInterval(10))
            await second.step()
            await second.settle()
            let issued = try second.store.events(instanceID: id, limit: 50).filter { $0.event == "issued" }
            #expect(issued.first?.reason == "appRequest(background)")
            let failed = try second.store.events(instanceID: id, limit: 50).filter { $0.event == "failed" }
            #expect(failed.count == 1)
            #expect(failed.first?.detail.contains("over the limit of 0.0 MB") == true)

            // The old timeline stays, entry for entry, in the store and in the schedule, and the
            // widget still shows the same entry and picture.
            let kept = try #require(try second.store.timeline(instanceID: id))
            #expect(kept.timeline.generation == old.timeline.generation)
            #expect(kept.entries.map(\.archiveHash) == old.entries.map(\.archiveHash))
            #expect(kept.entries.map(\.date) == old.entries.map(\.date))
            #expect(await second.schedulerState(of: id)?.timeline?.entryDates.count == old.entries.count)
            #expect(await second.shownEntry(of: id) == 0)
            #expect(try Data(contentsOf: current) == shownBefore)
            await second.shutdown()
        }

        @Test func aCrashingExtensionIsReportedAndTheHostKeepsServing() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: start)
            let daemon = try home.daemon(clock: clock, environment: ["FAULT": "crash"])
            try await daemon.start()
            let url = try home.gameManifest(extensionExecutable: Products.path("FaultyExtension"), appExecutable: nil, id: "com.example.faulty")
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
            let faulty = try await daemon.addWidget(appID: "com.example.faulty", kind: "faulty", family: "systemSmall", page: 0)
            let failed = try daemon.store.events(instanceID: faulty.id, limit: 20).filter { $0.event == "failed" }
            #expect(failed.count == 1)
            #expect(failed.first?.detail.contains("crash") == true || failed.first?.detail.contains("signal") == true)
            // A retry is planned on the backoff schedule, and the host still answers.
            #expect(await daemon.budget(of: faulty.id)?.nextPlannedReload != nil)
            #expect(await daemon.statusText().contains("#\(faulty.id) faulty"))
            await daemon.shutdown()
        }
    }
}
