/// Whether the app may share (write) a type; HealthKit never reveals read permission.
public enum HKAuthorizationStatus: Int, Sendable, Hashable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The user denied sharing this type.
    case sharingDenied = 1
    /// The user allowed sharing this type.
    case sharingAuthorized = 2
}
