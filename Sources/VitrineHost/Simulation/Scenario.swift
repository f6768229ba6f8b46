import Foundation

/// A day (or any span) to replay through the real scheduler and the real extensions on a
/// simulated clock: which apps are installed, which widgets are placed where, and what
/// happens when (app pushes, foreground/background, hidden pages, locale and appearance
/// changes, location changes). Times are offsets from `start` ("90s", "15m", "2h", "1d")
/// or absolute ISO 8601 dates. docs/SIMULATE.md documents the format.
public struct Scenario: Codable, Sendable {
    /// When the simulated clock starts (an ISO 8601 date in the file).
    public var start: Date
    /// How long the run lasts, in seconds (written like "24h" or "1h30m" in the file).
    public var duration: TimeInterval
    /// App manifests, relative to the scenario file.
    public var apps: [String]
    /// The widget instances placed at `start`.
    public var widgets: [Widget]
    /// What happens during the run, sorted by time.
    public var events: [Event]
    /// Scheduler numbers to change for this run; nil runs with WidgetKit's.
    public var policy: PolicyOverrides?

    /// One widget instance to place before the run starts.
    public struct Widget: Codable, Sendable {
        /// A name used in events and in the report.
        public var name: String
        /// The owning app's ID (the `id` of one of the `apps` manifests).
        public var app: String
        /// The widget kind, as the extension declares it.
        public var kind: String
        /// The size family by its WidgetKit name, such as "systemSmall" or "systemMedium".
        public var family: String
        /// The home screen page it is placed on (0 is the first).
        public var page: Int
    }

    /// One thing that happens at a moment of the run.
    public struct Event: Codable, Sendable {
        /// Seconds after `start` (the file may give an offset or an absolute date).
        public var at: TimeInterval
        /// `reload` (an app calls WidgetCenter: `kind` or every kind), `foreground`, `background`,
        /// `audio`, `navigation` (session on/off via `on`), `show-page`/`hide-page` (`page`),
        /// `locale` (`value`), `appearance` (`value` light/dark), `accessibility`,
        /// `location` (a significant location change), `user-reload` (`widget`).
        public var action: String
        /// The app the action concerns (`reload`, `foreground`, `background`, `audio`, `navigation`).
        public var app: String?
        /// For `reload`: the widget kind to reload; nil reloads every kind of the app.
        public var kind: String?
        /// For `user-reload`: the `name` of a widget in `widgets`.
        public var widget: String?
        /// For `show-page` and `hide-page`: the page that returns to or leaves the screen.
        public var page: Int?
        /// For `audio` and `navigation`: whether the session starts (nil means true) or ends.
        public var on: Bool?
        /// For system changes: the new value, such as a locale identifier or "light"/"dark" for `appearance`.
        public var value: String?
    }

    /// Policy numbers to change for this run (nil keeps WidgetKit's default).
    public struct PolicyOverrides: Codable, Sendable {
        /// Counted reloads each widget may have per day.
        public var dailyBudget: Int?
        /// Shortest time between two counted reloads of one widget, in seconds.
        public var minimumReloadInterval: TimeInterval?
        /// Window within which reload requests are merged into one, in seconds.
        public var coalescingInterval: TimeInterval?
    }

    enum CodingKeys: String, CodingKey { case start, duration, apps, widgets, events, policy }

    /// Reads the file form: parses `start`, `duration` and each event's `at`, rejecting dates before the start, and sorts the events.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let startText = try c.decode(String.self, forKey: .start)
        guard let start = ScenarioTime.date(startText) else {
            throw DecodingError.dataCorruptedError(forKey: .start, in: c, debugDescription: "start must be an ISO 8601 date, e.g. 2026-11-23T08:00:00Z")
        }
        self.start = start
        let durationText = try c.decode(String.self, forKey: .duration)
        guard let duration = ScenarioTime.offset(durationText), duration > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .duration, in: c, debugDescription: "duration must be like 24h, 90m or 1d")
        }
        self.duration = duration
        apps = try c.decodeIfPresent([String].self, forKey: .apps) ?? []
        widgets = try c.decode([Widget].self, forKey: .widgets)
        policy = try c.decodeIfPresent(PolicyOverrides.self, forKey: .policy)
        let raw = try c.decodeIfPresent([RawEvent].self, forKey: .events) ?? []
        events = try raw.enumerated().map { index, event in
            let at: TimeInterval
            if let offset = ScenarioTime.offset(event.at) {
                at = offset
            } else if let date = ScenarioTime.date(event.at) {
                // A date before the start (a wrong year) would silently fire at the start.
                guard date >= start, date.timeIntervalSince(start) <= ScenarioTime.maximumOffset else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: [CodingKeys.events],
                            debugDescription: "events[\(index)].at: \(event.at) is before start or more than ten years after it"))
                }
                at = date.timeIntervalSince(start)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [CodingKeys.events],
                        debugDescription: "events[\(index)].at: \(event.at) is neither an offset (2h, 15m) nor an ISO 8601 date"))
            }
            return Event(
                at: at, action: event.action, app: event.app, kind: event.kind, widget: event.widget, page: event.page, on: event.on, value: event.value)
        }.sorted { $0.at < $1.at }
    }

    /// Writes the file form, with `duration` and each `at` as whole seconds ("90s").
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ISO8601DateFormatter().string(from: start), forKey: .start)
        try c.encode("\(Int(duration))s", forKey: .duration)
        try c.encode(apps, forKey: .apps)
        try c.encode(widgets, forKey: .widgets)
        try c.encodeIfPresent(policy, forKey: .policy)
        try c.encode(
            events.map {
                RawEvent(at: "\(Int($0.at))s", action: $0.action, app: $0.app, kind: $0.kind, widget: $0.widget, page: $0.page, on: $0.on, value: $0.value)
            }, forKey: .events)
    }

    private struct RawEvent: Codable {
        var at: String
        var action: String
        var app: String?
        var kind: String?
        var widget: String?
        var page: Int?
        var on: Bool?
        var value: String?
    }

    /// Reads and decodes a scenario file; a malformed one throws `ScenarioError` naming the file and the offending field.
    public static func load(from url: URL) throws -> Scenario {
        let data = try Data(contentsOf: url)
        do {
            return try JSONDecoder().decode(Scenario.self, from: data)
        } catch let error as DecodingError {
            throw ScenarioError(file: url.path, message: ScenarioError.describe(error))
        }
    }
}

/// A scenario that cannot be read or replayed: a malformed field, or an event the run cannot apply.
public struct ScenarioError: Error, CustomStringConvertible {
    /// The scenario file's path ("scenario" for errors found while replaying).
    public var file: String
    /// What is wrong, naming the field (`events[2].at`) where there is one.
    public var message: String
    /// "file: message", for the command line.
    public var description: String { "\(file): \(message)" }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \(path(context)).\(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// Offsets ("90s", "15m", "2h", "1d", "1h30m") and ISO 8601 dates in scenario files.
public enum ScenarioTime {
    /// Seconds in an offset such as "90s", "2h" or "1h30m"; nil when it is malformed or beyond `maximumOffset`.
    public static func offset(_ text: String) -> TimeInterval? {
        var total: TimeInterval = 0
        var number = ""
        var sawUnit = false
        for ch in text.trimmingCharacters(in: .whitespaces) {
            if ch.isNumber || ch == "." { number.append(ch); continue }
            guard let value = Double(number) else { return nil }
            switch ch {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        // Many digits make a run that never ends, an infinite one, or seconds no Int holds.
        return number.isEmpty && sawUnit && total <= maximumOffset ? total : nil
    }

    /// Ten years: far past any useful run, and within what whole seconds and the chart can hold.
    public static let maximumOffset: TimeInterval = 10 * 366 * 86_400

    /// An ISO 8601 date with or without fractional seconds; nil when it is not one.
    public static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        // Fractional seconds are read here, not by ICU: it gets ten digits a second wrong and
        // traps (SIGFPE) on about forty (found by scripts/fuzz.sh scenario).
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double("0." + digits),
            let whole = formatter.date(from: String(text[..<dot] + text[digits.endIndex...]))
        else { return nil }
        return whole.addingTimeInterval(fraction)
    }
}
