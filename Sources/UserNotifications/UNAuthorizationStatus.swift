/// Whether the app may schedule notifications, with Apple's raw values.
public enum UNAuthorizationStatus: Int, Sendable, Hashable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The user said no: nothing is shown.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// Quiet notifications, allowed without asking.
    case provisional = 3
    /// Allowed for a limited time (App Clips).
    case ephemeral = 4
}
