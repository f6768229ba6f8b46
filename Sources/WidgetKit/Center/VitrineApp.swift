import Foundation
import FoundationCompat

// Vitrine's own API (not Apple's): what iOS learns about an app from the system — whether it
// is in the foreground, whether it has an audio or navigation session, and taps on its
// widgets — a Linux app reports and receives here. See docs/APPS.md.

/// Reports the app's state to the Vitrine host. Reloads an app requests while it is in the
/// foreground or has an active audio or navigation session do not count against its widgets'
/// budget, as on iOS. The host forgets the state when the process's connection ends.
public enum VitrineAppState {
    /// Call with `true` when the app comes to the foreground and `false` when it leaves.
    public static func setForeground(_ foreground: Bool) {
        HostConnection.shared.updateAppState { $0.foreground = foreground }
        // iOS writes preferences when an app leaves the foreground.
        if !foreground { AppGroupStorage.synchronizeGrantedDefaults() }
    }

    /// Call with `true` while the app plays audio and `false` when it stops.
    public static func setAudioSessionActive(_ active: Bool) {
        HostConnection.shared.updateAppState { $0.audioSession = active }
    }

    /// Call with `true` while the app navigates (turn-by-turn) and `false` when it stops.
    public static func setNavigationSessionActive(_ active: Bool) {
        HostConnection.shared.updateAppState { $0.navigationSession = active }
    }

    /// Whether the app last reported being in the foreground.
    public static var isForeground: Bool { HostConnection.shared.appState.foreground }
    /// Whether the app last reported an active audio session.
    public static var isAudioSessionActive: Bool { HostConnection.shared.appState.audioSession }
    /// Whether the app last reported an active navigation session.
    public static var isNavigationSessionActive: Bool { HostConnection.shared.appState.navigationSession }
}

/// Receives taps on the app's widgets from the Vitrine host, standing in for SwiftUI's
/// `onOpenURL` and `onContinueUserActivity` scene modifiers. Registering the first handler
/// connects to the host (and keeps reconnecting if it restarts); handlers run one at a time
/// on a private serial queue, for the life of the process.
///
/// When the host starts the app for a tap (no handler was registered), the tap is given once
/// to the first handler that wants it, as iOS calls `onOpenURL` after launching an app.
public enum VitrineApp {
    /// A tap on a widget with `widgetURL(_:)`, or on a `Link` inside it.
    public static func onOpenURL(perform action: @escaping @Sendable (URL) -> Void) {
        HostConnection.shared.addURLHandler(action)
    }

    /// A tap on a widget without a URL. On iOS the app continues an `NSUserActivity` whose
    /// type is the widget's kind; pass a kind to receive only that widget's taps.
    public static func onContinueUserActivity(
        _ activityType: String? = nil,
        perform action: @escaping @Sendable (VitrineWidgetActivity) -> Void
    ) {
        HostConnection.shared.addActivityHandler(type: activityType, action)
    }
}

/// A tap on a widget that has no URL.
public struct VitrineWidgetActivity: Sendable, Hashable, CustomStringConvertible {
    /// The widget's kind, which is also the activity type iOS uses.
    public let kind: String
    /// Nil when the host names a family this WidgetKit does not know.
    public let family: WidgetFamily?

    /// The activity type of the tap: the widget's kind, as on iOS.
    public var activityType: String { kind }

    /// The tapped widget's configuration as the host sent it (JSON of its values); nil for a
    /// static widget.
    package let configurationJSON: String?

    /// A tap on the widget of `kind` in `family`.
    public init(kind: String, family: WidgetFamily?) {
        self.init(kind: kind, family: family, configurationJSON: nil)
    }

    package init(kind: String, family: WidgetFamily?, configurationJSON: String?) {
        self.kind = kind
        self.family = family
        self.configurationJSON = configurationJSON
    }

    /// The tapped widget's configuration as the app's own intent class (generated from the same
    /// `.intentdefinition`, as the seed's app target has it), as iOS passes it in the user
    /// activity's interaction; nil for a static widget or another intent type.
    public func widgetConfigurationIntent<Intent: INIntent>(of type: Intent.Type) -> Intent? {
        guard let json = configurationJSON else { return nil }
        return ConfiguredIntent.make(type, json: json)
    }

    /// The kind and family, for logs.
    public var description: String { "VitrineWidgetActivity(kind: \(kind), family: \(family.map { "\($0)" } ?? "unknown"))" }
}
