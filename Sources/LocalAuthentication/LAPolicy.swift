/// What an authentication must prove, with Apple's raw values.
public enum LAPolicy: Int, Sendable, Hashable {
    /// Face ID, Touch ID or Optic ID only.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, falling back to the device passcode.
    case deviceOwnerAuthentication = 2
}
