import Foundation

/// What the host must do now, as returned by `WidgetScheduler.advance(to:)`.
public enum SchedulerAction: Hashable, Sendable {
    /// Show entry `index` of the instance's current timeline; `at` is the date it became
    /// current (earlier than now after downtime or when a timeline arrives late).
    case showEntry(InstanceID, index: Int, at: Date)
    /// Run the provider (`getSnapshot` then `getTimeline` for `.initial`, `getTimeline`
    /// otherwise), then call `timelineArrived`, `timelineRejected` or `reloadFinished`.
    case reload(InstanceID, reason: ReloadReason)

    /// The instance the action is for.
    public var instance: InstanceID {
        switch self {
        case .showEntry(let id, _, _), .reload(let id, _): id
        }
    }
}
