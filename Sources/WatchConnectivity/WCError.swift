import Foundation

/// An error Watch Connectivity reports, with Apple's domain and codes.
public struct WCError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Watch Connectivity's error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// An unknown error.
        case genericError = 7001
        /// Watch Connectivity is not supported on this device.
        case sessionNotSupported = 7002
        /// The session has no delegate.
        case sessionMissingDelegate = 7003
        /// The session is not activated.
        case sessionNotActivated = 7004
        /// No watch is paired.
        case deviceNotPaired = 7005
        /// The watch app is not installed.
        case watchAppNotInstalled = 7006
        /// The counterpart is not reachable.
        case notReachable = 7007
        /// A parameter was not valid.
        case invalidParameter = 7008
        /// The payload is too large.
        case payloadTooLarge = 7009
        /// The payload holds types that cannot be sent.
        case payloadUnsupportedTypes = 7010

        /// Matches an error against a code, so `catch WCError.sessionNotSupported` works.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? WCError)?.code == code
        }
    }

    /// What went wrong.
    public let code: Code

    /// An error with the given code.
    public init(_ code: Code) {
        self.code = code
    }

    /// The error domain Apple uses (`WCErrorDomain`).
    public static var errorDomain: String { "WCErrorDomain" }

    /// The code's raw value, as `NSError.code` shows it.
    public var errorCode: Int { code.rawValue }

    /// The localized description as `NSError` shows it.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// A sentence for people.
    public var errorDescription: String? { message }

    private var message: String {
        code == .sessionNotSupported ? "WatchConnectivity session is not supported on this device." : "WatchConnectivity error \(code.rawValue)."
    }

    /// Watch Connectivity is not supported on this device.
    public static var sessionNotSupported: Code { .sessionNotSupported }
    /// The session is not activated.
    public static var sessionNotActivated: Code { .sessionNotActivated }
    /// The counterpart is not reachable.
    public static var notReachable: Code { .notReachable }
}
