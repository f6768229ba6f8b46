import Foundation

/// A notification to schedule: an identifier, its content and when to deliver it.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// Identifies the request; adding another with the same identifier replaces it.
    public let identifier: String
    /// What the notification shows (a copy, as Apple takes one).
    public let content: UNNotificationContent
    /// When to deliver it; `nil` delivers at once.
    public let trigger: UNNotificationTrigger?

    /// A request from its parts.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        let copy = UNNotificationContent()
        copy.storedTitle = content.title
        copy.storedSubtitle = content.subtitle
        copy.storedBody = content.body
        copy.storedBadge = content.badge
        copy.storedSound = content.sound
        copy.storedUserInfo = content.userInfo
        copy.storedCategoryIdentifier = content.categoryIdentifier
        copy.storedThreadIdentifier = content.threadIdentifier
        self.content = copy
        self.trigger = trigger
    }
}
