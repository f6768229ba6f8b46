import Foundation
import Testing

@testable import WidgetScheduler

/// After a person edits a widget's configuration, WidgetKit reloads that widget at once; it
/// neither waits for the open coalescing batch nor counts against the budget.
@Suite struct ConfigurationReloadTests {
    @Test func anEditedWidgetReloadsNowExempt() {
        var host = BudgetTests.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.scheduler.register(2, widget(), now: friday)
        host.run(until: friday + minute)
        let t = friday + hour
        let used = host.scheduler.budget(of: 1, now: t)?.used

        #expect(host.scheduler.configurationChanged(1, now: t).map(\.decision) == [.exempt(.userInitiated)])
        #expect(host.scheduler.nextWakeDate() == t, "no coalescing delay")
        #expect(host.scheduler.advance(to: t).map(\.instance) == [1])
        #expect(host.scheduler.budget(of: 1, now: t)?.used == used)
    }

    @Test func anEditBringsAPlannedReloadForward() {
        var host = BudgetTests.quietHost()
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let t = friday + hour
        // The ordinary path joins the coalescing batch, 5 s later: the delay an edit must not have.
        host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: t)
        #expect(host.scheduler.nextWakeDate() == t + 5)
        _ = host.scheduler.configurationChanged(1, now: t + 1)
        #expect(host.scheduler.nextWakeDate() == t + 1)
        #expect(host.scheduler.advance(to: t + 1).map(\.instance) == [1])
    }
}
