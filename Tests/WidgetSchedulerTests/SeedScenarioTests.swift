import Foundation
import Testing
import WidgetScheduler

/// The scenarios of Apple's "Keeping a widget up to date", on a simulated clock.
@Suite struct SeedScenarioTests {
    /// CharacterDetail: 4 hourly entries 25% → 100% with `.atEnd`, then a single entry with
    /// `.never` until the app reloads.
    @Test func healthTimelineReloadsAtEndThenWaitsForTheApp() {
        var host = SimulatedHost(start: friday) { _, reason, now in
            reason == .initial ? .timeline(entries(from: now, count: 4), .atEnd) : .timeline([now], .never)
        }
        host.scheduler.register(1, widget(), now: friday)
        let start = friday + 5  // the initial reload waits for the coalescing batch
        let steps = host.run(until: friday + 4 * hour)

        #expect(steps.reloads.map(\.date) == [start, start + 3 * hour])
        #expect(steps.reloads.map(\.reason) == [.initial, .policyAtEnd])
        #expect(steps.shows.map(\.index) == [0, 1, 2, 3, 0])
        #expect(steps.shows.map(\.date) == [start, start + hour, start + 2 * hour, start + 3 * hour, start + 3 * hour])
        #expect(host.scheduler.nextWakeDate() == nil, ".never plans nothing")

        // The character drinks a potion: the app reloads the kind (in the background: counted).
        let results = host.scheduler.requestReloadFromApp("com.mygame", kind: "CharacterDetail", now: friday + 5 * hour)
        #expect(results.map(\.decision) == [.granted])
        let later = host.run(until: friday + 6 * hour)
        #expect(later.reloads.map(\.reason) == [.appRequest(foreground: false)])
        #expect(later.reloads.map(\.date) == [friday + 5 * hour + 5])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 2, "policyAtEnd and the background request; initial is free")
    }

    /// A dragon attacks in 2 hours: `.after(2h)` reloads before the timeline's end; the fight's
    /// timeline (`.atEnd`, 2 more hours) then ends in the healed `.never` timeline.
    @Test func dragonFightReloadsAfterTwoHours() {
        var host = SimulatedHost(start: friday) { _, reason, now in
            switch reason {
            case .initial: .timeline(entries(from: now, count: 4), .after(now + 2 * hour))
            case .policyAfter: .timeline([now, now + 2 * hour], .atEnd)
            default: .timeline([now], .never)
            }
        }
        host.scheduler.register(1, widget(), now: friday)
        let start = friday + 5
        let steps = host.run(until: friday + 8 * hour)

        #expect(steps.reloads.map(\.date) == [start, start + 2 * hour, start + 4 * hour])
        #expect(steps.reloads.map(\.reason) == [.initial, .policyAfter(start + 2 * hour), .policyAtEnd])
        #expect(steps.shows.map(\.index) == [0, 1, 2, 0, 1, 0])
        #expect(host.scheduler.nextWakeDate() == nil)
    }

    /// A stock widget made at Friday's close sleeps until Monday's open: nothing happens over
    /// the weekend, not even a wake-up.
    @Test func stockWidgetSleepsUntilMondaysOpen() {
        let fridayEvening = utc(2025, 3, 14, 21)
        let mondayOpen = utc(2025, 3, 17, 9, 30)
        var host = SimulatedHost(start: fridayEvening) { _, reason, now in
            reason == .initial ? .timeline([now], .after(mondayOpen)) : .timeline([now], .after(now + day))
        }
        host.scheduler.register(7, widget("Stocks", app: "com.broker"), now: fridayEvening)
        let weekend = host.run(until: mondayOpen - 1)
        #expect(weekend.reloads.map(\.reason) == [.initial])
        #expect(host.scheduler.nextWakeDate() == mondayOpen)

        let monday = host.run(until: mondayOpen + hour)
        #expect(monday.reloads.map(\.date) == [mondayOpen])
        #expect(monday.reloads.map(\.reason) == [.policyAfter(mondayOpen)])
    }
}
