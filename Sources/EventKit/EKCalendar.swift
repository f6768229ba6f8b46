import Foundation

/// A calendar or reminder list; none exist here, as the app has no access.
public final class EKCalendar: NSObject, @unchecked Sendable {
    /// The calendar's name.
    public var title: String
    /// A stable identifier.
    public let calendarIdentifier = UUID().uuidString

    init(title: String) {
        self.title = title
    }
}
