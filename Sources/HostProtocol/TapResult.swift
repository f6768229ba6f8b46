import Foundation

/// What a tap on a widget did (`HostDaemon.tap(instance:x:y:)`, the `tap` control command).
/// Encoded as JSON for the control socket and the web home screen.
public struct TapResult: Codable, Sendable, Hashable, CustomStringConvertible {
    /// What the tap hit, in WidgetKit's order of precedence.
    public enum Target: String, Codable, Sendable, Hashable {
        /// The innermost `Link` under the point.
        case link
        /// No link there: the widget's `widgetURL`.
        case widgetURL
        /// Neither: the app continues a user activity with the widget's kind and family.
        case activity
        /// The innermost `Button(intent:)` or `Toggle(isOn:intent:)` under the point: its App
        /// Intent (`intent`) runs in the widget extension, then the widget reloads.
        case intent
    }

    /// How (whether) the app got it.
    public enum Delivery: String, Codable, Sendable, Hashable {
        /// Pushed to the app's running process, over the control connection on which it
        /// registered for taps (`VitrineApp.onOpenURL` / `onContinueUserActivity`).
        case connection
        /// The app's executable was started for it (or, when the host had already started it
        /// for an earlier tap and it has not registered yet, it waits for that process).
        case launched
        /// Not delivered; `message` says why.
        case refused
        /// An App Intent's `perform()` ran in the widget extension and returned; the widget
        /// reloaded, exempt from the budget.
        case performed
        /// An App Intent could not run: it threw, timed out, or the extension does not know it;
        /// `message` says which. Nothing reloads (WidgetKit reloads after `perform()` returns).
        case failed
    }

    /// The instance tapped.
    public var instance: Int64
    /// Where, in points from the widget's left.
    public var x: Double
    /// Where, in points from the widget's top.
    public var y: Double
    /// What the tap hit.
    public var target: Target
    /// The link's or widget's URL; nil for an activity.
    public var url: String?
    /// The widget's kind.
    public var kind: String
    /// The widget's family (`WidgetFamily` case name).
    public var family: String
    /// How (whether) the app got it.
    public var delivery: Delivery
    /// Human-readable: where it went, or why not.
    public var message: String
    /// The app process it went to (or was started), when there is one.
    public var processID: Int32?
    /// The app owning the widget: its id and its manifest's display name.
    public var appID: String?
    /// The app's display name from its manifest.
    public var appName: String?
    /// For an `intent` target: the intent type's name (`IncrementIntent`).
    public var intent: String?

    /// A result as the host's tap router reports it.
    public init(
        instance: Int64, x: Double, y: Double, target: Target, url: String?, kind: String, family: String,
        delivery: Delivery, message: String, processID: Int32? = nil, appID: String? = nil, appName: String? = nil
    ) {
        self.instance = instance; self.x = x; self.y = y; self.target = target; self.url = url
        self.kind = kind; self.family = family; self.delivery = delivery; self.message = message; self.processID = processID
        self.appID = appID; self.appName = appName
    }

    /// What a person needs to know: which URL or activity went to which app, e.g.
    /// "Opened mygame://character/42 in Game", or why nothing was opened. (`message` has the
    /// details: process ids, executables.)
    public var summary: String {
        let app = appName ?? appID ?? "its app"
        switch delivery {
        case .refused:
            return target == .intent ? "Not performed: \(message)" : "Not opened: \(message)"
        case .performed:
            return "Performed \(intent ?? "the intent") in the widget extension; the widget reloaded"
        case .failed:
            return "\(intent ?? "The intent") failed: \(message)"
        case .connection, .launched:
            let what = url.map { "Opened \($0) in \(app)" } ?? "Continued the widget's activity (\(kind), \(family)) in \(app)"
            return delivery == .launched ? what + " (app started)" : what
        }
    }

    /// One line for logs: instance, target, delivery and the message.
    public var description: String {
        if target == .intent, delivery == .performed || delivery == .failed {
            return "#\(instance) intent \(intent ?? "?"): \(delivery.rawValue) — \(message)"
        }
        let what = url.map { "\(target.rawValue) \($0)" } ?? "activity \(kind) (\(family))"
        return "#\(instance) \(what): \(delivery.rawValue) — \(message)"
    }

    private enum EncodedKeys: String, CodingKey {
        case instance, x, y, target, url, kind, family, delivery, message, processID, appID, appName, intent, summary
    }

    /// Encodes `summary` too (decoding ignores it): the web page shows it as the tap's toast.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncodedKeys.self)
        try container.encode(instance, forKey: .instance)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(target, forKey: .target)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encode(kind, forKey: .kind)
        try container.encode(family, forKey: .family)
        try container.encode(delivery, forKey: .delivery)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(processID, forKey: .processID)
        try container.encodeIfPresent(appID, forKey: .appID)
        try container.encodeIfPresent(appName, forKey: .appName)
        try container.encodeIfPresent(intent, forKey: .intent)
        try container.encode(summary, forKey: .summary)
    }

    /// Sorted-key JSON, as the `tap` control command answers.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
