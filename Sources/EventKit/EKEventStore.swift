import Dispatch
import Foundation

/// The callback of an access request: whether access was granted, and an error.
public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

/// The calendar and reminders database, behaving as for an app the user denied access:
/// ``authorizationStatus(for:)`` is `.denied`, access requests answer `false`, and reads find
/// nothing, so a calendar widget shows its "no access" state.
public final class EKEventStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() {
        super.init()
    }

    /// The app's access to events or reminders: `.denied`.
    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .denied }

    /// Asks for full access to events: `completion` gets `false` and no error, on a background queue.
    public func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        DispatchQueue.global().async { completion(false, nil) }
    }

    /// Asks for full access to events: `false`.
    public func requestFullAccessToEvents() async throws -> Bool { false }

    /// Asks for write-only access to events: `completion` gets `false` and no error.
    public func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        DispatchQueue.global().async { completion(false, nil) }
    }

    /// Asks for write-only access to events: `false`.
    public func requestWriteOnlyAccessToEvents() async throws -> Bool { false }

    /// Asks for full access to reminders: `completion` gets `false` and no error.
    public func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        DispatchQueue.global().async { completion(false, nil) }
    }

    /// Asks for full access to reminders: `false`.
    public func requestFullAccessToReminders() async throws -> Bool { false }

    /// The pre-iOS 17 request: `completion` gets `false` and no error.
    @available(*, deprecated, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    public func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        DispatchQueue.global().async { completion(false, nil) }
    }

    /// The calendars for events or reminders: none without access.
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }

    /// The default calendar for new events: none without access.
    public var defaultCalendarForNewEvents: EKCalendar? { nil }

    /// A predicate for events between two dates in `calendars` (all when `nil`).
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            return start < endDate && end > startDate
        }
    }

    /// The events matching `predicate`: none without access.
    public func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
}
