/// What an app asks to do when it requests notification permission.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, with Apple's values.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app icon's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts even when muted.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}
