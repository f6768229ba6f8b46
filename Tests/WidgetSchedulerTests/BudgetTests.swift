import Foundation
import Testing
import WidgetScheduler

@Suite struct BudgetTests {
    /// Serves every reload with one entry and `.never`: only requests cause reloads.
    static func quietHost(_ policy: SchedulerPolicy = .widgetKit, start: Date = friday) -> SimulatedHost {
        SimulatedHost(policy: policy, start: start) { _, _, now in .timeline([now], .never) }
    }

    /// After a push, the app reloads its widgets: in the background that costs budget, in the
    /// foreground or with an audio or navigation session it does not.
    @Test func appRequestCountsOnlyInTheBackground() {
        var host = Self.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)

        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: friday + hour).map(\.decision) == [.granted])
        #expect(host.run(until: friday + hour + minute).reloads.map(\.reason) == [.appRequest(foreground: false)])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 1)

        let sessions: [(AppState, ReloadReason)] = [
            (.foreground, .appRequest(foreground: true)), (.audioSession, .audioSession), (.navigationSession, .navigationSession),
        ]
        for (offset, (state, reason)) in sessions.enumerated() {
            let at = friday + Double(2 + offset) * hour
            host.scheduler.appStateChanged("com.mygame", state, now: at)
            #expect(host.scheduler.requestReloadFromApp("com.mygame", now: at).map(\.decision) == [.exempt(reason)])
            #expect(host.run(until: at + minute).reloads.map(\.reason) == [reason])
        }
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 1, "exempt reloads leave the budget alone")
    }

    /// Two instances of one kind (two teams of a sports widget) have separate budgets.
    @Test func instancesOfOneKindHaveSeparateBudgets() {
        var host = Self.quietHost(SchedulerPolicy(dailyBudget: 3, minimumReloadInterval: 0))
        host.scheduler.register(1, widget("Sports"), now: friday)
        host.scheduler.register(2, widget("Sports"), now: friday)
        host.run(until: friday + minute)
        for round in 0..<3 {
            let at = friday + Double(round + 1) * 10 * minute
            host.scheduler.requestReload(.instances([1]), reason: .appRequest(foreground: false), now: at)
            host.run(until: at + minute)
        }
        let results = host.scheduler.requestReload(.kind("Sports"), reason: .appRequest(foreground: false), now: friday + hour)
        #expect(results.map(\.instance) == [1, 2])
        #expect(results[0].decision == .denied(.budgetExhausted, nextAvailable: friday + 10 * minute + 5 + day))
        #expect(results[1].decision == .granted)
        let steps = host.run(until: friday + 2 * hour)
        #expect(steps.reloads.map(\.instance) == [2])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.remaining == 0)
        #expect(host.scheduler.budget(of: 2, now: host.now)?.remaining == 2)
    }

    /// The window rolls: the budget does not come back at midnight, but exactly one day after
    /// the oldest counted reload, and the denied reload then runs by itself.
    @Test func exhaustedBudgetRecoversInTheRollingWindowNotAtMidnight() {
        let evening = utc(2025, 3, 14, 19)
        var host = Self.quietHost(SchedulerPolicy(dailyBudget: 4), start: evening)
        host.scheduler.register(1, widget(), now: evening)
        host.run(until: evening + minute)
        for round in 0..<4 {
            let at = utc(2025, 3, 14, 20, 10 * round)
            #expect(host.scheduler.requestReloadFromApp("com.mygame", now: at).map(\.decision) == [.granted])
            host.run(until: at + minute)
        }
        let firstSlotFrees = utc(2025, 3, 15, 20, 0, 5)  // the first counted reload ran at 20:00:05
        let denied = host.scheduler.requestReloadFromApp("com.mygame", now: utc(2025, 3, 14, 23))
        #expect(denied.map(\.decision) == [.denied(.budgetExhausted, nextAvailable: firstSlotFrees)])

        let afterMidnight = utc(2025, 3, 15, 0, 0, 30)
        let status = host.scheduler.budget(of: 1, now: afterMidnight)
        #expect(status?.used == 4)
        #expect(status?.remaining == 0)
        #expect(status?.nextSlotFrees == firstSlotFrees)
        #expect(status?.nextPlannedReload == firstSlotFrees)
        #expect(host.run(until: firstSlotFrees - 1).reloads.isEmpty, "no reset at midnight")

        let recovered = host.run(until: firstSlotFrees + minute)
        #expect(recovered.reloads.map(\.date) == [firstSlotFrees])
        #expect(recovered.reloads.map(\.reason) == [.appRequest(foreground: false)])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 4, "three old ones plus the new one")
    }

    @Test(arguments: [
        ReloadReason.appRequest(foreground: true), .audioSession, .navigationSession, .localeChange, .accessibilityChange,
        .appearanceChange, .userInitiated, .significantLocationChange, .initial,
    ])
    func exemptReasonIsFree(_ reason: ReloadReason) {
        var host = Self.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let results = host.scheduler.requestReload(.instances([1]), reason: reason, now: friday + hour)
        #expect(results.map(\.decision) == [.exempt(reason)])
        #expect(host.run(until: friday + 2 * hour).reloads.map(\.reason) == [reason])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 0)
    }

    @Test(arguments: [ReloadReason.appRequest(foreground: false), .becameVisible, .retryAfterFailure, .policyAtEnd])
    func countedReasonCosts(_ reason: ReloadReason) {
        var host = Self.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        #expect(host.scheduler.requestReload(.instances([1]), reason: reason, now: friday + hour).map(\.decision) == [.granted])
        #expect(host.run(until: friday + 2 * hour).reloads.map(\.reason) == [reason])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 1)
    }

    /// The exemption rules are data: a policy may charge what WidgetKit does not.
    @Test func exemptionsComeFromThePolicy() {
        var policy = SchedulerPolicy()
        policy.exemptReasons.remove(.localeChange)
        var host = Self.quietHost(policy)
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        #expect(host.scheduler.localeChanged(now: friday + hour).map(\.decision) == [.granted])
        host.run(until: friday + 2 * hour)
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 1)
    }

    /// A counted reload waits out the minimum interval since the previous reload; an exempt one does not.
    @Test func minimumIntervalThrottlesCountedReloads() {
        var host = Self.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let lastReload = friday + 5
        let decision = host.scheduler.requestReload(.instances([1]), reason: .appRequest(foreground: false), now: friday + 60)
        #expect(decision.map(\.decision) == [.throttled(until: lastReload + 300)])
        #expect(host.scheduler.nextWakeDate() == lastReload + 300)
        #expect(host.run(until: friday + 10 * minute).reloads.map(\.date) == [lastReload + 300])

        let exempt = host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: friday + 11 * minute)
        #expect(exempt.map(\.decision) == [.exempt(.userInitiated)])
        #expect(host.run(until: friday + 12 * minute).reloads.map(\.date) == [friday + 11 * minute + 5])
    }

    /// A provider whose `.atEnd` lies in the past does not spin: reloads come no faster than
    /// the minimum interval.
    @Test func pastAtEndDoesNotSpin() {
        var host = SimulatedHost(start: friday) { _, _, now in .timeline([now - hour], .atEnd) }
        host.scheduler.register(1, widget(), now: friday)
        let reloads = host.run(until: friday + hour).reloads
        #expect(reloads.count == 12)
        #expect(zip(reloads, reloads.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 300 })
    }
}
