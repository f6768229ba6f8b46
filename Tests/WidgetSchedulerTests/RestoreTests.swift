import Foundation
import Testing
import WidgetScheduler

/// The host restarts after downtime and rebuilds the scheduler from what it persisted.
@Suite struct RestoreTests {
    /// Runs a scheduler for a while and returns the instance's persisted state: a counted
    /// reload at `reloaded`, then a 24-hourly-entry `.atEnd` timeline starting then.
    static func persistedState() -> (state: InstanceState, reloaded: Date) {
        var host = SimulatedHost(start: friday) { _, _, now in .timeline(entries(from: now, count: 24), .atEnd) }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        host.scheduler.requestReloadFromApp("com.mygame", now: friday + hour)
        host.run(until: friday + 3 * hour + 30 * minute)
        let state = host.scheduler.state(of: 1)!
        #expect(state.shownIndex == 2)
        return (state, friday + hour + 5)
    }

    static func restored(_ state: InstanceState, at now: Date) -> WidgetScheduler {
        var scheduler = WidgetScheduler(now: now)
        scheduler.restore(
            1, registration: state.registration, countedReloads: state.countedReloads, lastReload: state.lastReload,
            timeline: state.timeline, consecutiveFailures: state.consecutiveFailures, now: now)
        return scheduler
    }

    @Test func missedEntriesCollapseIntoTheCurrentOne() {
        let (state, reloaded) = Self.persistedState()
        #expect(state.countedReloads == [reloaded])
        let now = reloaded + 5 * hour + 30 * minute
        var scheduler = Self.restored(state, at: now)
        #expect(scheduler.advance(to: now) == [.showEntry(1, index: 5, at: reloaded + 5 * hour)])
        #expect(scheduler.nextWakeDate() == reloaded + 6 * hour)
        let budget = scheduler.budget(of: 1, now: now)
        #expect(budget?.used == 1, "the counted reload before the restart still counts")
        #expect(budget?.nextSlotFrees == reloaded + day)
        #expect(budget?.nextPlannedReload == reloaded + 23 * hour)
    }

    /// Down past the timeline's end: the last entry is shown and the overdue `.atEnd` reload
    /// fires once, not once per missed slot.
    @Test func overdueReloadFiresOnce() {
        let (state, reloaded) = Self.persistedState()
        let now = reloaded + 30 * hour
        var scheduler = Self.restored(state, at: now)
        #expect(scheduler.advance(to: now) == [.showEntry(1, index: 23, at: reloaded + 23 * hour), .reload(1, reason: .policyAtEnd)])
        #expect(scheduler.advance(to: now + minute).isEmpty)
        #expect(scheduler.budget(of: 1, now: now)?.used == 1, "the old reload left the window; the overdue one counts")
    }

    /// Every process that opens the store restores its instances: the entry shown before is
    /// shown again (the host needs the action) but not recorded again; a changed one is.
    @Test func theEntryShownBeforeIsShownAgainWithoutANewFlightRecordLine() {
        let (state, reloaded) = Self.persistedState()
        let now = reloaded + 2 * hour + 40 * minute  // still entry 2
        var scheduler = WidgetScheduler(now: now)
        scheduler.restore(
            1, registration: state.registration, countedReloads: state.countedReloads, lastReload: state.lastReload,
            timeline: state.timeline, shownIndex: 2, now: now)
        #expect(scheduler.advance(to: now) == [.showEntry(1, index: 2, at: reloaded + 2 * hour)])
        #expect(!scheduler.drainEvents().contains { $0.kind == .entryShown })
        #expect(scheduler.advance(to: now + minute).isEmpty)
        // The next entry is new content: recorded.
        #expect(scheduler.advance(to: reloaded + 3 * hour) == [.showEntry(1, index: 3, at: reloaded + 3 * hour)])
        #expect(scheduler.drainEvents().filter { $0.kind == .entryShown }.map(\.entry) == [3])

        // Shown entry 1 before, entry 2 is current now: recorded once.
        var moved = WidgetScheduler(now: now)
        moved.restore(
            1, registration: state.registration, countedReloads: state.countedReloads, lastReload: state.lastReload,
            timeline: state.timeline, shownIndex: 1, now: now)
        #expect(moved.advance(to: now) == [.showEntry(1, index: 2, at: reloaded + 2 * hour)])
        #expect(moved.drainEvents().filter { $0.kind == .entryShown }.map(\.entry) == [2])
    }

    @Test func instanceWithoutTimelineGetsItsInitialReloadAgain() {
        let (state, _) = Self.persistedState()
        var scheduler = WidgetScheduler(now: friday + day)
        scheduler.restore(1, registration: state.registration, countedReloads: [], lastReload: nil, timeline: nil, now: friday + day)
        #expect(scheduler.advance(to: friday + day + 5) == [.reload(1, reason: .initial)])
    }

    /// A failure streak survives the restart: the retry keeps its backoff.
    @Test func failureStreakKeepsItsBackoff() {
        let last = friday + hour
        var scheduler = WidgetScheduler(now: friday + hour + minute)
        scheduler.restore(
            1, registration: widget(), countedReloads: [last], lastReload: last,
            timeline: ScheduledTimeline(entryDates: [friday], policy: .never), consecutiveFailures: 3, now: friday + hour + minute)
        #expect(scheduler.state(of: 1)?.plannedReload == .retryAfterFailure)
        #expect(scheduler.state(of: 1)?.plannedReloadDate == last + 3_600)
    }
}
