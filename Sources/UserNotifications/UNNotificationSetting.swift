/// Whether one kind of presentation (alert, sound, badge) is on, with Apple's raw values.
public enum UNNotificationSetting: Int, Sendable, Hashable {
    /// The app cannot use it.
    case notSupported = 0
    /// The user turned it off.
    case disabled = 1
    /// The user turned it on.
    case enabled = 2
}
