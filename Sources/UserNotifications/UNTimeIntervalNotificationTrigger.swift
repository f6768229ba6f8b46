import Foundation

/// Delivers a notification after a number of seconds.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds from scheduling to delivery.
    public let timeInterval: TimeInterval
    private let scheduled = Date()

    /// A trigger after `timeInterval` seconds, which must be positive, and at least 60 when it
    /// repeats (Apple raises an exception otherwise; here the program stops with that message).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next delivery: `timeInterval` seconds after the trigger was made.
    public func nextTriggerDate() -> Date? { scheduled.addingTimeInterval(timeInterval) }

    override var summary: String { "after \(Int(timeInterval)) s\(repeats ? ", repeating" : "")" }
}
