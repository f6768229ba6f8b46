import EventKit
import Foundation

struct UpcomingEvent: Hashable {
    let title: String
    let start: Date
    let end: Date
    let isAllDay: Bool
    let calendarName: String
}

/// Reads the next events from the user's calendars, if the app was given access.
final class CalendarReader {
    enum Result {
        case events([UpcomingEvent])
        case noAccess
    }

    private let store = EKEventStore()

    var hasFullAccess: Bool {
        let status = EKEventStore.authorizationStatus(for: .event)
        if #available(iOS 17.0, *) {
            return status == .fullAccess
        } else {
            return status == .authorized
        }
    }

    func nextEvents(limit: Int = 3, within days: Int = 2) async -> Result {
        if !hasFullAccess {
            // A widget cannot show a prompt; only an undetermined status asks, and the app usually has already.
            guard EKEventStore.authorizationStatus(for: .event) == .notDetermined,
                (try? await store.requestFullAccessToEvents()) == true
            else {
                return .noAccess
            }
        }
        let now = Date()
        let end = Calendar.current.date(byAdding: .day, value: days, to: now)!
        let predicate = store.predicateForEvents(withStart: now, end: end, calendars: nil)
        let events = store.events(matching: predicate)
            .filter { $0.endDate > now }
            .sorted { $0.startDate < $1.startDate }
            .prefix(limit)
            .map { event in
                UpcomingEvent(
                    title: event.title ?? "Untitled", start: event.startDate, end: event.endDate,
                    isAllDay: event.isAllDay, calendarName: event.calendar?.title ?? "")
            }
        return .events(Array(events))
    }
}
