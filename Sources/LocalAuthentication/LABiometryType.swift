/// The kind of biometric sensor a device has, with Apple's raw values.
public enum LABiometryType: Int, Sendable, Hashable {
    /// No biometric sensor (always the case here).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}
