import Foundation

/// How an app the host starts for a widget tap learns what was tapped (docs/APPS.md). iOS
/// launches the app and then calls its `onOpenURL` / `onContinueUserActivity`; the host starts
/// the executable with one of these variables, and WidgetKit hands it once to the first
/// matching handler the app registers.
extension HostEvent {
    /// `VITRINE_OPEN_URL=<url>`: the URL of the tapped `Link`, or the widget's `widgetURL`.
    public static let openURLEnvironmentKey = "VITRINE_OPEN_URL"
    /// `VITRINE_USER_ACTIVITY={"kind":"…","family":"systemSmall","configuration":"…"}`: a tap on a
    /// widget with no URL (`configuration` only for a configurable widget).
    public static let userActivityEnvironmentKey = "VITRINE_USER_ACTIVITY"

    private struct Activity: Codable {
        var kind: String
        var family: String
        var configuration: String?
    }

    /// The variables that carry this event to a process started for it.
    public var launchEnvironment: [String: String] {
        switch self {
        case .openURL(let url):
            return [Self.openURLEnvironmentKey: url]
        case .userActivity(let kind, let family, let configuration):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json =
                (try? encoder.encode(Activity(kind: kind, family: family, configuration: configuration))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return [Self.userActivityEnvironmentKey: json]
        }
    }

    /// The event a process was started with, if any (a URL wins over an activity; malformed
    /// values are ignored).
    public init?(launchEnvironment environment: [String: String]) {
        if let url = environment[Self.openURLEnvironmentKey], !url.isEmpty {
            self = .openURL(url: url)
        } else if let json = environment[Self.userActivityEnvironmentKey],
            let activity = try? JSONDecoder().decode(Activity.self, from: Data(json.utf8)), !activity.kind.isEmpty
        {
            self = .userActivity(kind: activity.kind, family: activity.family, configuration: activity.configuration)
        } else {
            return nil
        }
    }
}
