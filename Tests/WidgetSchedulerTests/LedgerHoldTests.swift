import Foundation
import Testing
import WidgetScheduler

/// `holdCountedReloads`: while the host cannot record its budget, counted reloads wait and
/// exempt ones run; releasing lets the held ones through the usual gates.
@Suite struct LedgerHoldTests {
    static func host() -> SimulatedHost {
        SimulatedHost(policy: SchedulerPolicy(minimumReloadInterval: 0), start: friday) { _, _, now in .timeline([now], .never) }
    }

    @Test func heldCountedRequestsWaitAndExemptOnesRun() {
        var host = Self.host()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let used = host.scheduler.budget(of: 1, now: host.now)?.used

        host.scheduler.holdCountedReloads(true, now: host.now)
        #expect(host.scheduler.holdsCountedReloads)
        let at = friday + hour
        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: at).map(\.decision) == [.deferred(.budgetNotRecorded)])
        #expect(host.run(until: at + hour).reloads.isEmpty, "a counted reload ran while the budget could not be recorded")
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == used)
        #expect(host.scheduler.budget(of: 1, now: host.now)?.nextPlannedReload == nil, "a held reload has no date")

        // Exempt reloads are not held.
        host.scheduler.appStateChanged("com.mygame", .foreground, now: host.now)
        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: host.now).map(\.decision) == [.exempt(.appRequest(foreground: true))])
        #expect(host.run(until: host.now + minute).reloads.map(\.reason) == [.appRequest(foreground: true)])
        host.scheduler.appStateChanged("com.mygame", [], now: host.now)

        // A held request, released: it runs at once and is charged.
        #expect(host.scheduler.requestReloadFromApp("com.mygame", now: host.now).map(\.decision) == [.deferred(.budgetNotRecorded)])
        #expect(host.run(until: host.now + hour).reloads.isEmpty)
        let release = host.now
        host.scheduler.holdCountedReloads(false, now: release)
        let reloads = host.run(until: release + minute).reloads
        #expect(reloads.map(\.reason) == [.appRequest(foreground: false)])
        #expect(reloads.first?.date == release)
        #expect(host.scheduler.budget(of: 1, now: host.now)?.used == (used ?? 0) + 1)
    }

    /// A planned counted reload (the timeline's `.after` date) coming due while held is held
    /// with the reason in the flight record, and runs once released.
    @Test func aPlannedReloadComingDueIsHeld() {
        var host = SimulatedHost(policy: SchedulerPolicy(minimumReloadInterval: 0), start: friday) { _, _, now in
            .timeline([now], .after(now + hour))
        }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        _ = host.scheduler.drainEvents()
        host.scheduler.holdCountedReloads(true, now: host.now)
        #expect(host.run(until: friday + 3 * hour).reloads.isEmpty)
        let held = host.scheduler.drainEvents().filter { $0.kind == .held }
        #expect(held.map(\.decision) == [.deferred(.budgetNotRecorded)])
        #expect(held.first?.decision?.description.contains("cannot record counted reloads") == true)

        host.scheduler.holdCountedReloads(false, now: host.now)
        let released = host.run(until: host.now + minute).reloads
        #expect(released.count == 1)
        #expect(released.allSatisfy { if case .policyAfter = $0.reason { true } else { false } })
    }
}
