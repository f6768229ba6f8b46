import Foundation

/// Whether the person allows the app's Live Activities.
public struct ActivityAuthorizationInfo: Sendable {
    /// Reads the current permission.
    public init() {}

    /// True here: Vitrine has no Settings app where a person could turn Live Activities off.
    /// `VITRINE_LIVE_ACTIVITIES=0` in the environment turns them off, to test the refused path.
    public var areActivitiesEnabled: Bool {
        ProcessInfo.processInfo.environment["VITRINE_LIVE_ACTIVITIES"] != "0"
    }

    /// False: frequent updates need ActivityKit push notifications, which do not exist here.
    public var frequentPushesEnabled: Bool { false }

    /// Changes of `areActivitiesEnabled`: the current value, then none (nothing changes it
    /// while the process runs).
    public var activityEnablementUpdates: AsyncStream<Bool> {
        let enabled = areActivitiesEnabled
        return AsyncStream { continuation in
            continuation.yield(enabled)
            continuation.finish()
        }
    }
}

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError {
    /// The attributes and content state together exceed 4 KB.
    case attributesTooLarge
    /// The person turned Live Activities off for the app.
    case denied
    /// The device runs as many Live Activities as it can.
    case globalMaximumExceeded
    /// The activity identifier is malformed.
    case malformedActivityIdentifier
    /// The process has no identifier.
    case missingProcessIdentifier
    /// The activity could not be saved.
    case persistenceFailure
    /// The process may not reconnect to the activity.
    case reconnectNotPermitted
    /// The app runs as many Live Activities as it may.
    case targetMaximumExceeded
    /// The app lacks `NSSupportsLiveActivities`.
    case unentitled
    /// The device does not support Live Activities.
    case unsupported
    /// The target does not support Live Activities.
    case unsupportedTarget
    /// The app is not in the foreground.
    case visibility

    /// What went wrong, for a person.
    public var errorDescription: String? {
        switch self {
        case .attributesTooLarge: "the Live Activity's attributes and content state exceed 4 KB"
        case .denied: "Live Activities are turned off for this app"
        case .globalMaximumExceeded: "the device shows as many Live Activities as it can"
        case .malformedActivityIdentifier: "the Live Activity's identifier is malformed"
        case .missingProcessIdentifier: "the process has no identifier"
        case .persistenceFailure: "the Live Activity could not be saved"
        case .reconnectNotPermitted: "the process may not reconnect to this Live Activity"
        case .targetMaximumExceeded: "the app runs as many Live Activities as it may"
        case .unentitled: "the app does not declare NSSupportsLiveActivities"
        case .unsupported: "this device does not support Live Activities"
        case .unsupportedTarget: "this target does not support Live Activities"
        case .visibility: "a Live Activity can only start while the app is in the foreground"
        }
    }
}
