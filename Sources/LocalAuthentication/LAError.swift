import Foundation

/// An error Local Authentication reports, with Apple's domain and codes.
public struct LAError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Local Authentication's error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// The user gave credentials that were not valid.
        case authenticationFailed = -1
        /// The user cancelled.
        case userCancel = -2
        /// The user chose the fallback button.
        case userFallback = -3
        /// The system cancelled (another app came forward).
        case systemCancel = -4
        /// No passcode is set on the device.
        case passcodeNotSet = -5
        /// The device has no biometric sensor (or it is unavailable).
        case biometryNotAvailable = -6
        /// No biometric identity is enrolled.
        case biometryNotEnrolled = -7
        /// Too many failed attempts locked biometrics.
        case biometryLockout = -8
        /// The app cancelled.
        case appCancel = -9
        /// The context was invalidated.
        case invalidContext = -10
        /// Authentication needs an interface the app cannot show.
        case notInteractive = -1004

        /// Matches an error against a code, so `catch LAError.biometryNotAvailable` works.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? LAError)?.code == code || ((error as NSError).domain == LAError.errorDomain && (error as NSError).code == code.rawValue)
        }
    }

    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain Apple uses (`com.apple.LocalAuthentication`).
    public static var errorDomain: String { "com.apple.LocalAuthentication" }

    /// The code's raw value, as `NSError.code` shows it.
    public var errorCode: Int { code.rawValue }

    /// The localized description as `NSError` shows it.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// A sentence for people.
    public var errorDescription: String? { message }

    private var message: String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotEnrolled: "No identities are enrolled."
        default: "Authentication failed (LAError \(code.rawValue))."
        }
    }

    /// This error as the `NSError` Apple's out-parameter carries.
    var nsError: NSError { NSError(domain: Self.errorDomain, code: errorCode, userInfo: errorUserInfo) }

    /// The device has no biometric sensor.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// No biometric identity is enrolled.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// No passcode is set on the device.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// The user cancelled.
    public static var userCancel: Code { .userCancel }
}
