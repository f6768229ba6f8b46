import EventKit
import Foundation
import Testing

/// EventKit as an "up next" calendar widget calls it, on a machine that behaves like a
/// device where the user denied calendar access.
@Suite(.timeLimit(.minutes(1))) struct CalendarWidgetTests {
    /// The widget's provider as real ones are written: check the status, read today's events,
    /// show a prompt when there is no access.
    static func upNext(store: EKEventStore = EKEventStore()) -> String {
        switch EKEventStore.authorizationStatus(for: .event) {
        case .fullAccess:
            let start = Calendar.current.startOfDay(for: Date())
            let predicate = store.predicateForEvents(withStart: start, end: start.addingTimeInterval(86_400), calendars: nil)
            return store.events(matching: predicate).first?.title ?? "No more events today"
        default:
            return "Allow calendar access in the app"
        }
    }

    @Test func deniedStatusSendsTheWidgetToItsPrompt() {
        #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .denied)
        #expect(Self.upNext() == "Allow calendar access in the app")
    }

    @Test func accessRequestsAnswerNoWithoutError() async throws {
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents() == false)
        #expect(try await store.requestFullAccessToReminders() == false)
        let reply: (Bool, Bool) = await withCheckedContinuation { continuation in
            store.requestFullAccessToEvents { granted, error in continuation.resume(returning: (granted, error == nil)) }
        }
        #expect(reply == (false, true))
        #expect(store.calendars(for: .event).isEmpty)
        #expect(store.events(matching: store.predicateForEvents(withStart: .distantPast, end: .distantFuture, calendars: nil)).isEmpty)
    }

    @Test func eventPredicateMatchesOverlap() {
        let store = EKEventStore()
        let now = Date(timeIntervalSince1970: 1_000_000)
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = now
        event.endDate = now + 900
        #expect(store.predicateForEvents(withStart: now - 60, end: now + 60, calendars: nil).evaluate(with: event))
        #expect(!store.predicateForEvents(withStart: now + 900, end: now + 1800, calendars: nil).evaluate(with: event))
    }
}
