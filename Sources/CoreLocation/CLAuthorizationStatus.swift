/// Whether the app may use location, with Apple's raw values.
public enum CLAuthorizationStatus: Int32, Sendable, Hashable {
    /// The user has not chosen yet.
    case notDetermined = 0
    /// A restriction (such as parental controls) prevents use.
    case restricted = 1
    /// The user refused, or Location Services are off.
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4
}
