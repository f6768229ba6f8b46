import Foundation

/// Delivers a notification when the date matches components, such as every day at 8:00.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components the date must match.
    public let dateComponents: DateComponents

    /// A trigger matching `dateComponents` (once, or every time with `repeats`).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, in their calendar (or the current one).
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }

    override var summary: String {
        var parts: [String] = []
        if let hour = dateComponents.hour { parts.append("hour \(hour)") }
        if let minute = dateComponents.minute { parts.append("minute \(minute)") }
        if let weekday = dateComponents.weekday { parts.append("weekday \(weekday)") }
        if let day = dateComponents.day { parts.append("day \(day)") }
        if let month = dateComponents.month { parts.append("month \(month)") }
        return "at " + (parts.isEmpty ? "any date" : parts.joined(separator: " ")) + (repeats ? ", repeating" : "")
    }
}
