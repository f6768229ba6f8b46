import Foundation
import Testing
import WidgetScheduler

@Suite struct FlightRecordTests {
    @Test func everyStepIsRecordedAndExplained() {
        var host = SimulatedHost(start: friday) { _, _, now in .timeline([now, now + hour], .atEnd) }
        host.scheduler.register(1, widget(), now: friday)
        host.run(until: friday + minute)
        let events = host.scheduler.drainEvents()
        #expect(events.map(\.kind) == [.requested, .issued, .timelineArrived, .entryShown])
        #expect(
            events.map(\.text) == [
                "2025-03-14T09:00:00Z #1 requested initial — exempt (initial): does not count against the budget [budget 50 left, next reload 2025-03-14T09:00:05Z]",
                "2025-03-14T09:00:05Z #1 issued initial — exempt (initial): does not count against the budget [budget 50 left]",
                "2025-03-14T09:00:05Z #1 timelineArrived 2 entries [budget 50 left, next reload 2025-03-14T10:00:05Z]",
                "2025-03-14T09:00:05Z #1 entryShown entry 0 [budget 50 left, next reload 2025-03-14T10:00:05Z]",
            ])
        #expect(host.scheduler.drainEvents().isEmpty, "drained")

        host.run(until: friday + 2 * hour)
        let issued = host.scheduler.drainEvents().first { $0.kind == .issued }
        #expect(issued?.reason == .policyAtEnd)
        #expect(issued?.decision == .granted)
        #expect(issued?.budgetRemaining == 49)
    }

    @Test func shownEntriesCanBeLeftOut() {
        var scheduler = WidgetScheduler(now: friday, recordsShownEntries: false)
        scheduler.register(1, widget(), now: friday)
        _ = scheduler.advance(to: friday + 5)
        scheduler.timelineArrived(1, entryDates: [friday + 5], policy: .never, now: friday + 5)
        #expect(!scheduler.drainEvents().contains { $0.kind == .entryShown })
    }

    /// A policy file may name only what it changes; exemptions are written by name.
    @Test func policyDecodesFromPartialJSON() throws {
        let json = #"{"dailyBudget": 12, "exemptReasons": ["userInitiated", "localeChange"]}"#
        let policy = try JSONDecoder().decode(SchedulerPolicy.self, from: Data(json.utf8))
        #expect(policy.dailyBudget == 12)
        #expect(policy.exemptReasons == [.userInitiated, .localeChange])
        #expect(policy.minimumReloadInterval == 300)
        let again = try JSONDecoder().decode(SchedulerPolicy.self, from: JSONEncoder().encode(policy))
        #expect(again == policy)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SchedulerPolicy.self, from: Data(#"{"exemptReasons": ["sometimes"]}"#.utf8))
        }
    }
}
