import Foundation

/// An error Core Location reports, with Apple's domain and codes.
public struct CLError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Core Location's error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// No location is available right now.
        case locationUnknown = 0
        /// The user denied access to location.
        case denied = 1
        /// The network is unavailable or a network error occurred.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// The geocoder found no result.
        case geocodeFoundNoResult = 8
        /// The geocoder found a partial result.
        case geocodeFoundPartialResult = 9
        /// The geocode request was cancelled.
        case geocodeCanceled = 10

        /// Matches an error against a code, so `catch CLError.denied` works.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? CLError)?.code == code
        }
    }

    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain Apple uses for Core Location (`kCLErrorDomain`).
    public static var errorDomain: String { kCLErrorDomain }

    /// The code's raw value, as `NSError.code` shows it.
    public var errorCode: Int { code.rawValue }

    /// The localized description as `NSError` shows it.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// A sentence for people.
    public var errorDescription: String? { message }

    private var message: String {
        "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"
    }

    /// No location is available right now.
    public static var locationUnknown: Code { .locationUnknown }
    /// The user denied access to location.
    public static var denied: Code { .denied }
    /// The network is unavailable.
    public static var network: Code { .network }
    /// The geocoder found no result.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}
