import Foundation

/// The app's notification settings: on this machine, those of a user who said no.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may schedule notifications: `.denied`.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether alerts are shown: `.disabled`.
    public let alertSetting: UNNotificationSetting
    /// Whether sounds play: `.disabled`.
    public let soundSetting: UNNotificationSetting
    /// Whether the badge updates: `.disabled`.
    public let badgeSetting: UNNotificationSetting
    /// Whether notifications show in Notification Center: `.disabled`.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the lock screen: `.disabled`.
    public let lockScreenSetting: UNNotificationSetting

    init(denied: Void = ()) {
        authorizationStatus = .denied
        alertSetting = .disabled
        soundSetting = .disabled
        badgeSetting = .disabled
        notificationCenterSetting = .disabled
        lockScreenSetting = .disabled
    }
}
