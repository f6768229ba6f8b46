import Foundation

/// A calendar event.
public final class EKEvent: NSObject, @unchecked Sendable {
    /// The event's title.
    public var title: String!
    /// When it starts.
    public var startDate: Date!
    /// When it ends.
    public var endDate: Date!
    /// Whether it lasts all day.
    public var isAllDay = false
    /// Where it takes place.
    public var location: String?
    /// Notes.
    public var notes: String?
    /// The calendar that holds it.
    public var calendar: EKCalendar!

    /// A new event for `eventStore`; saving it fails here.
    public init(eventStore: EKEventStore) {
        super.init()
    }
}
