import Foundation

/// When a notification is delivered; use one of the subclasses.
public class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the notification is delivered again after each delivery.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }

    /// How the flight record describes the trigger.
    var summary: String { "trigger" }
}
