import Foundation
import Testing
import WidgetScheduler

/// Which entry is shown when.
@Suite struct TimelineEngineTests {
    static func deliver(_ dates: [Date], policy: TimelineReloadPolicy = .never, at now: Date = friday) -> WidgetScheduler {
        var scheduler = WidgetScheduler(now: now)
        scheduler.register(1, widget(), now: now)
        _ = scheduler.advance(to: now + 5)
        scheduler.timelineArrived(1, entryDates: dates, policy: policy, now: now + 5)
        return scheduler
    }

    /// Before its first entry's date a timeline shows that first entry; nothing changes at
    /// that date, the next change is the second entry.
    @Test func firstEntryInTheFutureIsShownUntilThen() {
        let now = friday + 5
        var scheduler = Self.deliver([now + hour, now + 2 * hour])
        #expect(scheduler.advance(to: now) == [.showEntry(1, index: 0, at: now)])
        #expect(scheduler.nextWakeDate() == now + 2 * hour)
        #expect(scheduler.advance(to: now + 2 * hour) == [.showEntry(1, index: 1, at: now + 2 * hour)])
    }

    @Test func entriesAllInThePastShowTheLast() {
        let now = friday + 5
        var scheduler = Self.deliver([now - 3 * hour, now - 2 * hour, now - hour])
        #expect(scheduler.advance(to: now) == [.showEntry(1, index: 2, at: now - hour)])
        #expect(scheduler.nextWakeDate() == nil)
    }

    /// Unevenly spaced entries (kept in the pool) and entries sharing a date (the last wins).
    @Test func irregularAndEqualDates() {
        let now = friday + 5
        let dates = [now, now + 7 * minute, now + 30 * minute, now + 30 * minute, now + 2 * hour]
        var scheduler = Self.deliver(dates)
        var shown: [Int] = []
        var at: [Date] = []
        while let wake = scheduler.nextWakeDate() {
            for case .showEntry(_, let index, let date) in scheduler.advance(to: wake) {
                shown.append(index)
                at.append(date)
            }
        }
        #expect(shown == [0, 1, 3, 4])
        #expect(at == [now, now + 7 * minute, now + 30 * minute, now + 2 * hour])
        #expect(scheduler.state(of: 1)?.timeline?.entryDates == dates)
    }

    /// A scheduler not advanced for hours (the host was suspended) collapses the entries it
    /// missed into the one current now.
    @Test func missedEntriesCollapseOnAdvance() {
        let now = friday + 5
        var scheduler = Self.deliver(entries(from: now, count: 24), policy: .atEnd)
        _ = scheduler.advance(to: now)
        #expect(scheduler.advance(to: now + 5 * hour + 30 * minute) == [.showEntry(1, index: 5, at: now + 5 * hour)])
    }

    /// Entry dates with fractions of a second are never shown early.
    @Test func fractionalDatesRoundUp() {
        let now = friday + 5
        var scheduler = Self.deliver([now, now + 0.25 + hour])
        _ = scheduler.advance(to: now)
        #expect(scheduler.nextWakeDate() == now + 1 + hour)
        #expect(scheduler.advance(to: now + hour + 0.5).isEmpty)
    }
}
