import Foundation
import SwiftUI

extension View {
    /// The Lock Screen presentation's background color (nil: the system's, light or dark).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(ActivityRecordingModifier { $0.backgroundTint = color })
    }

    /// The color of the system's dismiss button beside the Lock Screen presentation. Recorded;
    /// Vitrine draws no dismiss button.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        modifier(ActivityRecordingModifier { $0.systemActionForegroundColor = color })
    }

    /// Where an expanded leading or trailing region goes when too wide for the camera's side.
    /// Recorded; Vitrine keeps the region beside the camera (docs/LIVE-ACTIVITIES.md).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        modifier(ActivityRecordingModifier { $0.verticalPlacement = verticalPlacement })
    }
}

/// What a Live Activity's views ask of the system through modifiers, read while they resolve
/// (SwiftUI would pass them up as preferences).
@MainActor
final class ActivityRecording {
    var backgroundTint: Color??
    var systemActionForegroundColor: Color?
    var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement?

    /// The recording of the resolution under way; nil outside an activity's presentation.
    static var current: ActivityRecording?

    /// Records what `body` resolves.
    static func recording(_ body: () -> Void) -> ActivityRecording {
        let recording = ActivityRecording()
        let outer = current
        current = recording
        body()
        current = outer
        return recording
    }
}

/// Writes into the current `ActivityRecording` when resolved; changes nothing drawn.
struct ActivityRecordingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let record: @MainActor (ActivityRecording) -> Void

    func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        if let recording = ActivityRecording.current { record(recording) }
        return content(context)
    }
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue: ActivityFamily = .medium }
private struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
private struct IsActivityUpdateReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size the Live Activity is drawn at: `.medium` on iPhone (iOS 18).
    public internal(set) var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
    /// Whether the Live Activity fills the screen (StandBy); false in every presentation here.
    public internal(set) var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }
    /// Whether the system updates the Live Activity less often (Apple Watch, Always-On); false here.
    public internal(set) var isActivityUpdateReduced: Bool {
        get { self[IsActivityUpdateReducedKey.self] }
        set { self[IsActivityUpdateReducedKey.self] = newValue }
    }
}
