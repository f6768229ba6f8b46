import Dispatch
import Foundation

/// Schedules notifications, behaving as on a device where the user said no to them:
/// authorization is `.denied`, `requestAuthorization` answers `false` with no error, and an
/// added request is accepted but never shown. Each added request leaves one line on standard
/// error in the log format the host reads into the widget's flight record.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []

    override init() {
        super.init()
    }

    private static let shared = UNUserNotificationCenter()

    /// The process's notification center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// Asks for permission: `completionHandler` gets `false` and no error (the user said no), on a background queue.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completionHandler(false, nil) }
    }

    /// Asks for permission: `false`.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The settings of a user who said no (`.denied`, everything disabled), on a background queue.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.global().async { completionHandler(UNNotificationSettings()) }
    }

    /// The settings of a user who said no.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Records the request (replacing one with the same identifier), writes its line for the
    /// flight record, and calls `completionHandler` with no error on a background queue.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        record(request)
        guard let completionHandler else { return }
        DispatchQueue.global().async { completionHandler(nil) }
    }

    /// Records the request and writes its line for the flight record.
    public func add(_ request: UNNotificationRequest) async throws {
        record(request)
    }

    /// The requests added and not removed, in the order they were added.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        DispatchQueue.global().async { completionHandler(requests) }
    }

    /// The requests added and not removed, in the order they were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

    /// Removes pending requests by identifier.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every pending request.
    public func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// Removes delivered notifications: none are ever delivered here.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes all delivered notifications: none are ever delivered here.
    public func removeAllDeliveredNotifications() {}

    /// Sets the app icon's badge: there is no icon here, so it succeeds without effect.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        DispatchQueue.global().async { completionHandler(nil) }
    }

    private func record(_ request: UNNotificationRequest) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        NotificationRecord.emit(request)
    }
}
