import Foundation

/// The errors WeatherKit throws: Apple's two cases.
public enum WeatherError: LocalizedError, Sendable, Hashable {
    /// The app may not use the weather service (on this machine, always: the service is Apple's
    /// and needs an Apple-signed app with the WeatherKit capability).
    case permissionDenied
    /// Something else went wrong.
    case unknown

    /// A sentence for people.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied:
            "WeatherKit is not available: the weather service needs an Apple-signed app with the WeatherKit capability, which a Linux build is not."
        case .unknown: "The weather service failed."
        }
    }

    /// Why it failed.
    public var failureReason: String? {
        switch self {
        case .permissionDenied: "Permission denied by the weather service."
        case .unknown: "Unknown error."
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied: "Show the widget's placeholder or cached weather, or fetch from another weather API."
        case .unknown: "Try again later."
        }
    }
}
