import Foundation

/// An error HealthKit reports, with Apple's domain and codes.
///
/// On this machine every call that needs health data fails with
/// ``Code/errorHealthDataUnavailable``, as on a device without HealthKit.
public struct HKError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// HealthKit's error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// HealthKit is not available on this device.
        case errorHealthDataUnavailable = 1
        /// A profile restricts HealthKit on this device.
        case errorHealthDataRestricted = 2
        /// An argument was not valid.
        case errorInvalidArgument = 3
        /// The user denied sharing (writing) this type.
        case errorAuthorizationDenied = 4
        /// The app never asked for authorization.
        case errorAuthorizationNotDetermined = 5
        /// The health database is locked (the device is locked).
        case errorDatabaseInaccessible = 6
        /// The user cancelled the request.
        case errorUserCanceled = 7
        /// No data matches the request.
        case errorNoData = 11

        /// Matches an error against a code, so `catch HKError.errorHealthDataUnavailable` works.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? HKError)?.code == code
        }
    }

    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain Apple uses for HealthKit.
    public static var errorDomain: String { "com.apple.healthkit" }

    /// The code's raw value, as `NSError.code` shows it.
    public var errorCode: Int { code.rawValue }

    /// The localized description as `NSError` shows it.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// A sentence for people.
    public var errorDescription: String? { message }

    private var message: String {
        switch code {
        case .errorHealthDataUnavailable: "Health data is unavailable on this device"
        case .errorHealthDataRestricted: "Health data is restricted on this device"
        case .errorInvalidArgument: "Invalid argument"
        case .errorAuthorizationDenied: "Authorization is denied"
        case .errorAuthorizationNotDetermined: "Authorization is not determined"
        case .errorDatabaseInaccessible: "Protected health data is inaccessible"
        case .errorUserCanceled: "Authorization request canceled"
        case .errorNoData: "No data available for the specified predicate"
        }
    }

    /// Health data is unavailable on this device (`catch HKError.errorHealthDataUnavailable`).
    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    /// A profile restricts HealthKit on this device.
    public static var errorHealthDataRestricted: Code { .errorHealthDataRestricted }
    /// The user denied sharing this type.
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    /// The app never asked for authorization.
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    /// No data matches the request.
    public static var errorNoData: Code { .errorNoData }
}
