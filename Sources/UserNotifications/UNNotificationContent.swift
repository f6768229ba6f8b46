import Foundation

/// What a notification shows; read-only (``UNMutableNotificationContent`` is the one to fill in).
public class UNNotificationContent: NSObject, @unchecked Sendable {
    let lock = NSLock()
    var storedTitle = ""
    var storedSubtitle = ""
    var storedBody = ""
    var storedBadge: NSNumber?
    var storedSound: UNNotificationSound?
    var storedUserInfo: [AnyHashable: Any] = [:]
    var storedCategoryIdentifier = ""
    var storedThreadIdentifier = ""

    /// Empty content.
    public override init() {
        super.init()
    }

    /// The title.
    public var title: String { lock.withLock { storedTitle } }
    /// The line under the title.
    public var subtitle: String { lock.withLock { storedSubtitle } }
    /// The message.
    public var body: String { lock.withLock { storedBody } }
    /// The number for the app icon's badge.
    public var badge: NSNumber? { lock.withLock { storedBadge } }
    /// The sound to play.
    public var sound: UNNotificationSound? { lock.withLock { storedSound } }
    /// Custom data for the app.
    public var userInfo: [AnyHashable: Any] { lock.withLock { storedUserInfo } }
    /// The category, for actions.
    public var categoryIdentifier: String { lock.withLock { storedCategoryIdentifier } }
    /// The thread that groups related notifications.
    public var threadIdentifier: String { lock.withLock { storedThreadIdentifier } }
}
