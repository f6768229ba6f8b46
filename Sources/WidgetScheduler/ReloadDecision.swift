import Foundation

/// What the scheduler decided about one reload, explainable in one line.
public enum ReloadDecision: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Issued (or accepted for the coming batch) and charged against the instance's budget.
    case granted
    /// Issued (or accepted) without charge, for this reason.
    case exempt(ReloadReason)
    /// Too soon after the previous reload; planned at `until`.
    case throttled(until: Date)
    /// Waiting for a condition; released when it clears.
    case deferred(DeferralReason)
    /// A reload already planned at that date covers this request.
    case coalesced(into: Date)
    /// No budget left; planned at `nextAvailable`, when the oldest counted reload leaves the window.
    case denied(DenialReason, nextAvailable: Date)
    /// The reload ran and failed (or its timeline was rejected); a retry is planned.
    case failed(String)

    /// Why a reload waits without being refused.
    public enum DeferralReason: String, Hashable, Sendable, Codable {
        /// Hidden widgets are not reloaded; released when the widget becomes visible.
        case notVisible
        /// A reload of this instance is running; issued after it finishes.
        case reloadInProgress
        /// Counted reloads are held because the host could not record its budget (a failed
        /// store write); released when a write succeeds. Exempt reloads still run.
        case budgetNotRecorded
    }

    /// Why a reload was refused.
    public enum DenialReason: String, Hashable, Sendable, Codable {
        /// The daily budget is used up.
        case budgetExhausted
    }

    /// Whether the reload goes ahead (now or with the coming batch).
    public var isGranted: Bool {
        switch self {
        case .granted, .exempt: true
        default: false
        }
    }

    /// The decision in words, for the flight record.
    public var description: String {
        switch self {
        case .granted: "granted: counts against the daily budget"
        case .exempt(let reason): "exempt (\(reason)): does not count against the budget"
        case .throttled(let until): "throttled: under the minimum interval since the last reload; earliest \(until.ISO8601Format())"
        case .deferred(.notVisible): "deferred: the widget is not visible; released when it becomes visible"
        case .deferred(.reloadInProgress): "deferred: a reload is running; issued after it finishes"
        case .deferred(.budgetNotRecorded):
            "deferred: denied while the host cannot record counted reloads in its store; released when it can (exempt reloads still run)"
        case .coalesced(let date): "coalesced into the reload planned at \(date.ISO8601Format())"
        case .denied(_, let next): "denied: daily budget exhausted; next slot frees at \(next.ISO8601Format())"
        case .failed(let message): "failed: \(message)"
        }
    }
}

/// How a reload the host ran ended, when it did not deliver a timeline.
public enum ReloadOutcome: Hashable, Sendable, Codable {
    /// Finished without a new timeline (the previous one stays).
    case success
    /// The extension failed, crashed or timed out; the message is kept in the flight record.
    case failure(String)
}
