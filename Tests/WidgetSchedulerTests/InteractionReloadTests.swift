import Foundation
import Testing

@testable import WidgetScheduler

/// After an interactive App Intent's perform() returns, WidgetKit reloads the widget at once,
/// and that reload is "always guaranteed": exempt even from a policy that exempts nothing.
@Suite struct InteractionReloadTests {
    @Test func anInteractionReloadsNowExemptWhateverThePolicySays() {
        var strict = SchedulerPolicy.widgetKit
        strict.exemptReasons = []
        strict.dailyBudget = 1
        var host = BudgetTests.quietHost(strict)
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let t = friday + hour
        // The only counted reload of the day is spent: a user reload is now denied…
        let used = host.scheduler.budget(of: 1, now: t)?.used ?? -1
        #expect(used == 1)
        #expect(host.scheduler.requestReload(.instances([1]), reason: .userInitiated, now: t).map(\.decision) != [.exempt(.userInitiated)])
        // …but the reload after an interaction runs at once and costs nothing.
        var fresh = BudgetTests.quietHost(strict)
        fresh.scheduler.register(1, widget(), now: friday)
        fresh.run(until: friday + minute)
        #expect(fresh.scheduler.interactionPerformed(1, now: t).map(\.decision) == [.exempt(.interaction)])
        #expect(fresh.scheduler.nextWakeDate() == t, "no coalescing delay")
        #expect(fresh.scheduler.advance(to: t).map(\.instance) == [1])
        #expect(fresh.scheduler.budget(of: 1, now: t)?.used == 1)
        #expect(!strict.counts(.interaction) && strict.counts(.userInitiated))
    }

    @Test func theCategoryKeepsItsNameAndPlace() throws {
        #expect(ReloadCategory.interaction.name == "interaction")
        #expect(ReloadCategory.interaction.rawValue == 14)  // appended: stored categories keep theirs
        #expect(ReloadReason.interaction.category == .interaction)
        let decoded = try JSONDecoder().decode(ReloadCategory.self, from: Data("\"interaction\"".utf8))
        #expect(decoded == .interaction)
    }
}
