import Foundation

/// Where a Live Activity is in its life cycle.
public enum ActivityState: Equatable, Hashable, Sendable {
    /// Started and showing its content.
    case active
    /// Ended; its last content may stay on the Lock Screen until it is dismissed.
    case ended
    /// Removed from every place it was shown.
    case dismissed
    /// Active, but its content is past the content's `staleDate`.
    case stale
    /// Scheduled to start later (iOS 26's scheduled requests); never entered here.
    case pending
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `default`, immediate
        case after(Date)
    }

    let kind: Kind

    /// The system's choice: up to four hours after it ends.
    public static let `default` = ActivityUIDismissalPolicy(kind: .default)
    /// Right away.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// At `date` (capped by the system at four hours after the activity ends).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

/// How a Live Activity receives remote updates: ActivityKit push notifications.
public struct PushType: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }

    let kind: Kind

    /// Updates addressed to the activity's own push token.
    public static let token = PushType(kind: .token)
    /// Updates broadcast on a channel the app's server created (iOS 18).
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}

/// An alert shown with an update: on devices with a Dynamic Island it expands the activity;
/// elsewhere it appears as a banner.
public struct AlertConfiguration: Sendable {
    /// The sound the alert plays.
    public struct AlertSound: Hashable, Sendable {
        let name: String?

        /// The system's alert sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file from the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    /// The alert's title (Apple Watch shows it).
    public var title: String
    /// The alert's text (Apple Watch shows it).
    public var body: String
    /// The sound played with the alert.
    public var sound: AlertSound

    /// An alert with `title`, `body` and `sound`. Apple's parameters are
    /// `LocalizedStringResource`; WidgetKit adds that form (this module depends on Foundation
    /// alone, where Vitrine has no `LocalizedStringResource`).
    public init(title: String, body: String, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
