import Foundation

/// Notification content an app fills in before scheduling it.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Empty content to fill in.
    public override init() {
        super.init()
    }

    /// The title.
    public override var title: String {
        get { lock.withLock { storedTitle } }
        set { lock.withLock { storedTitle = newValue } }
    }
    /// The line under the title.
    public override var subtitle: String {
        get { lock.withLock { storedSubtitle } }
        set { lock.withLock { storedSubtitle = newValue } }
    }
    /// The message.
    public override var body: String {
        get { lock.withLock { storedBody } }
        set { lock.withLock { storedBody = newValue } }
    }
    /// The number for the app icon's badge.
    public override var badge: NSNumber? {
        get { lock.withLock { storedBadge } }
        set { lock.withLock { storedBadge = newValue } }
    }
    /// The sound to play.
    public override var sound: UNNotificationSound? {
        get { lock.withLock { storedSound } }
        set { lock.withLock { storedSound = newValue } }
    }
    /// Custom data for the app.
    public override var userInfo: [AnyHashable: Any] {
        get { lock.withLock { storedUserInfo } }
        set { lock.withLock { storedUserInfo = newValue } }
    }
    /// The category, for actions.
    public override var categoryIdentifier: String {
        get { lock.withLock { storedCategoryIdentifier } }
        set { lock.withLock { storedCategoryIdentifier = newValue } }
    }
    /// The thread that groups related notifications.
    public override var threadIdentifier: String {
        get { lock.withLock { storedThreadIdentifier } }
        set { lock.withLock { storedThreadIdentifier = newValue } }
    }
}
