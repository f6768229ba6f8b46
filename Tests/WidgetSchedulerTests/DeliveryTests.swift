import Foundation
import Testing
import WidgetScheduler

/// Visibility, coalescing, targeting and reloads that overlap.
@Suite struct DeliveryTests {
    /// A hidden page: the due reload and every request wait; becoming visible releases them
    /// as one counted reload and shows the entry current by then.
    @Test func hiddenWidgetDefersUntilVisibleAndCountsOnce() {
        var host = SimulatedHost(start: friday) { _, reason, now in
            reason == .initial ? .timeline([now, now + hour], .atEnd) : .timeline([now], .never)
        }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        host.scheduler.setVisible([1], false, now: friday + 10 * minute)
        _ = host.scheduler.drainEvents()

        let hidden = host.run(until: friday + 2 * hour)
        #expect(hidden.isEmpty, "neither the entry change nor the .atEnd reload reach a hidden widget")
        let held = host.scheduler.drainEvents()
        #expect(held.map(\.kind) == [.held])
        #expect(held.first?.decision == .deferred(.notVisible))
        #expect(held.first?.reason == .policyAtEnd)

        for at in [friday + 3 * hour, friday + 4 * hour] {
            let decisions = host.scheduler.requestReloadFromApp("com.mygame", now: at).map(\.decision)
            #expect(decisions == [.deferred(.notVisible)])
        }
        #expect(host.run(until: friday + 5 * hour).isEmpty)

        let shown = friday + 5 * hour
        host.scheduler.setVisible([1], true, now: shown)
        let visible = host.run(until: shown + minute)
        #expect(visible.shows.map(\.index) == [1, 0], "the entry current now, then the new timeline's")
        #expect(visible.reloads.map(\.reason) == [.becameVisible])
        #expect(visible.reloads.map(\.date) == [shown + 5])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 1, "one counted reload for all the deferred ones")
    }

    /// A reload deferred for an exempt reason stays exempt when released.
    @Test func deferredExemptReloadIsReleasedExempt() {
        var host = BudgetTests.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        host.scheduler.setVisible([1], false, now: friday + hour)
        #expect(host.scheduler.localeChanged(now: friday + 2 * hour).map(\.decision) == [.deferred(.notVisible)])
        host.scheduler.setVisible([1], true, now: friday + 3 * hour)
        #expect(host.run(until: friday + 4 * hour).reloads.map(\.reason) == [.localeChange])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 0)
    }

    /// Requests for several instances within the coalescing interval: one wake-up, one reload
    /// per instance; a second request for the same instance is coalesced.
    @Test func nearSimultaneousRequestsCoalesce() {
        var host = BudgetTests.quietHost()
        for id: InstanceID in [1, 2, 3] { host.scheduler.register(id, widget(), now: friday) }
        #expect(host.scheduler.nextWakeDate() == friday + 5)
        #expect(host.scheduler.advance(to: friday + 5).count == 3, "three initial reloads in one wake-up")
        for id: InstanceID in [1, 2, 3] { host.scheduler.timelineArrived(id, entryDates: [friday + 5], policy: .never, now: friday + 5) }
        host.run(until: friday + minute)

        let t = friday + hour
        host.scheduler.appStateChanged("com.mygame", .foreground, now: t)
        #expect(
            host.scheduler.requestReload(.instances([1]), reason: .appRequest(foreground: true), now: t).map(\.decision)
                == [.exempt(.appRequest(foreground: true))])
        host.scheduler.requestReload(.instances([2]), reason: .appRequest(foreground: true), now: t + 2)
        let last = host.scheduler.requestReload(.instances([3, 1]), reason: .appRequest(foreground: true), now: t + 4)
        #expect(last.map(\.decision) == [.exempt(.appRequest(foreground: true)), .coalesced(into: t + 5)])
        #expect(host.scheduler.nextWakeDate() == t + 5)
        let batch = host.scheduler.advance(to: t + 5)
        #expect(batch.map(\.instance) == [1, 2, 3], "one wake-up, one reload each")
        for id: InstanceID in [1, 2, 3] { host.scheduler.timelineArrived(id, entryDates: [t + 5], policy: .never, now: t + 5) }

        // After the batch fired, a new request opens a new batch.
        host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: t + 6)
        #expect(host.scheduler.advance(to: t + 6).allSatisfy { if case .reload = $0 { false } else { true } })
        #expect(host.scheduler.nextWakeDate() == t + 11)
    }

    /// A counted request followed by an exempt one for the same instance: one reload, free.
    @Test func coalescedReloadBecomesExemptIfAnyRequestWas() {
        var host = BudgetTests.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let t = friday + hour
        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: t).map(\.decision) == [.granted])
        host.scheduler.appStateChanged("com.mygame", .foreground, now: t + 1)
        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: t + 1).map(\.decision) == [.coalesced(into: t + 5)])
        #expect(host.run(until: t + minute).reloads.map(\.reason) == [.appRequest(foreground: true)])
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == 0)
    }

    @Test func significantLocationChangeReloadsOnlyLocationWidgets() {
        var host = BudgetTests.quietHost()
        host.scheduler.register(1, widget("Weather", location: true), now: friday)
        host.scheduler.register(2, widget("Calendar"), now: friday)
        host.run(until: friday + minute)
        let results = host.scheduler.significantLocationChange(now: friday + hour)
        #expect(results == [ReloadRequestResult(instance: 1, decision: .exempt(.significantLocationChange))])
        let reloads = host.run(until: friday + 2 * hour).reloads
        #expect(reloads.map(\.instance) == [1])
        #expect(reloads.map(\.reason) == [.significantLocationChange])
    }

    /// A request during a running reload is issued after the reload's timeline arrives.
    @Test func requestDuringReloadWaitsForIt() {
        var host = SimulatedHost(start: friday) { _, _, _ in .noAnswer }
        host.scheduler.register(1, widget(), now: friday)
        #expect(host.scheduler.advance(to: friday + 5) == [.reload(1, reason: .initial)])
        let during = host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: friday + 10)
        #expect(during.map(\.decision) == [.deferred(.reloadInProgress)])
        #expect(host.scheduler.advance(to: friday + 20).isEmpty)
        host.scheduler.timelineArrived(1, entryDates: [friday + 30], policy: .never, now: friday + 30)
        #expect(
            host.scheduler.advance(to: friday + 30) == [
                .showEntry(1, index: 0, at: friday + 30), .reload(1, reason: .userInitiated),
            ])
    }

    @Test func unregisteredInstanceIsForgotten() {
        var host = SimulatedHost(start: friday) { _, _, now in .timeline(entries(from: now, count: 24), .atEnd) }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        host.scheduler.unregister(1, now: friday + 2 * minute)
        #expect(host.run(until: friday + 2 * day).isEmpty)
        #expect(host.scheduler.nextWakeDate() == nil)
        #expect(host.scheduler.budget(of: 1, now: host.now) == nil)
        #expect(host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: host.now).isEmpty)
    }
}
