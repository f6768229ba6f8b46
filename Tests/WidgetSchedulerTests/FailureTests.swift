import Foundation
import Testing
import WidgetScheduler

/// Failed reloads, rejected timelines, and what the host is told about them.
@Suite struct FailureTests {
    /// Consecutive failures retry after 5 min, 15 min, 1 h, 3 h, 3 h…; a success resets the streak.
    @Test func failuresBackOff() {
        var host = SimulatedHost(start: friday) { _, _, _ in .failure("extension crashed (signal 11)") }
        host.scheduler.register(1, widget(), now: friday)
        let failing = host.run(until: friday + 8 * hour).reloads
        let start = friday + 5
        #expect(failing.map(\.date) == [start, start + 300, start + 1_200, start + 4_800, start + 15_600, start + 26_400])
        #expect(failing.map(\.reason) == [.initial] + Array(repeating: .retryAfterFailure, count: 5))
        #expect(host.scheduler.state(of: 1)?.consecutiveFailures == 6)
        let failure = host.scheduler.drainEvents().last { $0.kind == .failed }
        #expect(failure?.decision == .failed("extension crashed (signal 11)"))
        #expect(failure?.nextPlannedReload == start + 26_400 + 10_800)

        host.provider = { _, _, now in .timeline([now], .never) }
        host.run(until: friday + 12 * hour)
        #expect(host.scheduler.state(of: 1)?.consecutiveFailures == 0)
        #expect(host.scheduler.nextWakeDate() == nil)
    }

    /// A reload the host never answers is failed by the scheduler after `reloadTimeout`.
    @Test func unansweredReloadTimesOut() {
        var host = SimulatedHost(start: friday) { _, _, _ in .noAnswer }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + 5)
        _ = host.scheduler.drainEvents()
        #expect(host.run(until: friday + 604).isEmpty)
        host.run(until: friday + 605)
        let failure = host.scheduler.drainEvents().first { $0.kind == .failed }
        #expect(failure?.decision == .failed("no result within the reload timeout (600 s)"))
        #expect(host.scheduler.state(of: 1)?.plannedReloadDate == friday + 905)
        #expect(host.run(until: friday + 30 * minute).reloads.map(\.date) == [friday + 905])
        // That retry is not answered either: it times out at 1505 and the streak's second delay (15 min) follows.
        #expect(host.run(until: friday + hour).reloads.map(\.date) == [friday + 1_505 + 900])
    }

    @Test func tooManyEntriesIsRejectedWithAClearMessage() {
        var scheduler = WidgetScheduler(policy: SchedulerPolicy(maxEntriesPerTimeline: 10), now: friday)
        scheduler.register(1, widget(), now: friday)
        _ = scheduler.advance(to: friday + 5)
        scheduler.timelineArrived(1, entryDates: [friday + 5], policy: .never, now: friday + 5)
        scheduler.requestReload(.instances([1]), reason: .userInitiated, now: friday + hour)
        _ = scheduler.advance(to: friday + hour + 5)

        let rejection = scheduler.timelineArrived(
            1, entryDates: entries(from: friday + hour, count: 11, every: minute), policy: .atEnd,
            now: friday + hour + 5)
        #expect(rejection == .tooManyEntries(count: 11, limit: 10))
        #expect(
            rejection?.message
                == "timeline has 11 entries, over the limit of 10; space entries at least 5 minutes apart and let the reload policy fetch the rest")
        let event = scheduler.drainEvents().last
        #expect(event?.kind == .failed)
        #expect(event?.decision == .failed(rejection!.message))
        let state = scheduler.state(of: 1)
        #expect(state?.timeline == ScheduledTimeline(entryDates: [friday + 5], policy: .never), "the previous timeline stays")
        #expect(state?.plannedReload == .retryAfterFailure)
        #expect(state?.plannedReloadDate == friday + hour + 5 + 300)
    }

    @Test func tooLargeTimelineIsRejected() {
        var scheduler = WidgetScheduler(now: friday)
        scheduler.register(1, widget(), now: friday)
        _ = scheduler.advance(to: friday + 5)
        let rejection = scheduler.timelineArrived(1, entryDates: [friday + 5], policy: .never, archiveBytes: 12 * 1_048_576, now: friday + 5)
        #expect(rejection == .tooLarge(bytes: 12 * 1_048_576, limit: 10 * 1_048_576))
        #expect(rejection?.message == "timeline archive is 12.0 MB, over the limit of 10.0 MB; use fewer entries or smaller images")
        #expect(scheduler.state(of: 1)?.timeline == nil)

        scheduler.timelineRejected(1, .invalid("entry 3 is not a valid archive: unexpected end of data"), now: friday + 10)
        #expect(scheduler.drainEvents().last?.text.contains("failed — failed: entry 3 is not a valid archive") == true)
    }

    @Test func validationOfEntryOrder() {
        let policy = SchedulerPolicy.widgetKit
        #expect(policy.validateTimeline(entryDates: entries(from: friday, count: 3)) == nil)
        let unordered = [friday, friday + hour, friday + 30 * minute]
        #expect(policy.validateTimeline(entryDates: unordered) == .entriesOutOfOrder(index: 2))
        #expect(
            TimelineRejection.entriesOutOfOrder(index: 2).message
                == "entry 2 is dated before entry 1; the host must sort entries by date before scheduling")
        #expect(policy.validateTimeline(entryDates: [friday], archiveBytes: 10 * 1_048_576) == nil, "the limit itself is allowed")
    }
}
