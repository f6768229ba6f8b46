/// Whether the app may use the calendar or reminders, with Apple's raw values.
public enum EKAuthorizationStatus: Int, Sendable, Hashable {
    /// The user has not been asked.
    case notDetermined = 0
    /// A restriction (such as parental controls) prevents access.
    case restricted = 1
    /// The user denied access.
    case denied = 2
    /// Full access: read and write (`authorized` before iOS 17).
    case fullAccess = 3
    /// May add events, not read them.
    case writeOnly = 4

    /// The pre-iOS 17 name of ``fullAccess``.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}
