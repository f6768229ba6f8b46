import Foundation

/// Why a widget's timeline is reloaded. Whether it counts against the budget is decided by
/// its `category` and `SchedulerPolicy.exemptReasons`, so the exemption rules stay data.
public enum ReloadReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The instance was just added: the host asks for a snapshot, then a timeline.
    case initial
    /// The timeline's `.atEnd` policy: its last entry's date was reached.
    case policyAtEnd
    /// The timeline's `.after(date)` policy.
    case policyAfter(Date)
    /// `WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()`; free in the foreground.
    case appRequest(foreground: Bool)
    /// Asked by an app holding an active audio session.
    case audioSession
    /// Asked by an app holding an active navigation session.
    case navigationSession
    /// The system locale changed: the system reloads every widget.
    case localeChange
    /// Dynamic Type or another accessibility setting changed.
    case accessibilityChange
    /// The color scheme changed: the system re-renders on its own.
    case appearanceChange
    /// The user asked (a "reload now", an App Intent button or toggle in the widget).
    case userInitiated
    /// A significant location change, for widgets that use location.
    case significantLocationChange
    /// A reload deferred while its page was hidden, released when it became visible.
    case becameVisible
    /// The previous reload failed; retried on the backoff schedule.
    case retryAfterFailure
    /// An App Intent button or toggle in the widget was tapped and its `perform()` returned:
    /// WidgetKit reloads at once, and this reload is always exempt ("always guaranteed").
    case interaction

    /// The category the reason is budgeted and counted under.
    public var category: ReloadCategory {
        switch self {
        case .initial: .initial
        case .policyAtEnd: .policyAtEnd
        case .policyAfter: .policyAfter
        case .appRequest(let foreground): foreground ? .appForeground : .appBackground
        case .audioSession: .audioSession
        case .navigationSession: .navigationSession
        case .localeChange: .localeChange
        case .accessibilityChange: .accessibilityChange
        case .appearanceChange: .appearanceChange
        case .userInitiated: .userInitiated
        case .significantLocationChange: .significantLocationChange
        case .becameVisible: .becameVisible
        case .retryAfterFailure: .retryAfterFailure
        case .interaction: .interaction
        }
    }

    /// The reason's name (with its date or foreground flag), for logs.
    public var description: String {
        switch self {
        case .policyAfter(let date): "policyAfter(\(date.ISO8601Format()))"
        case .appRequest(let foreground): foreground ? "appRequest(foreground)" : "appRequest(background)"
        default: category.name
        }
    }
}

/// A reload reason without its payload: the unit the exemption rules are written in, and
/// what the scheduler stores per instance (one byte).
public enum ReloadCategory: UInt8, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case initial, policyAtEnd, policyAfter, appForeground, appBackground, audioSession, navigationSession
    case localeChange, accessibilityChange, appearanceChange, userInitiated, significantLocationChange
    case becameVisible, retryAfterFailure
    /// After an App Intent control's `perform()` (appended last: stored categories keep their raw values).
    case interaction

    /// WidgetKit's documented exemptions ("Keeping a widget up to date"), plus the initial
    /// reload of a newly added widget (WidgetKit gives new widgets a generous learning period)
    /// and the appearance change (the system re-renders without the app asking).
    /// Counted: the timeline's own policy, background app requests, retries, and a deferred
    /// counted reload released on visibility.
    public static let exemptByDefault: Set<ReloadCategory> = [
        .initial, .appForeground, .audioSession, .navigationSession, .localeChange, .accessibilityChange,
        .appearanceChange, .userInitiated, .significantLocationChange, .interaction,
    ]

    /// Exempt whatever a policy's `exemptReasons` says: the reload after an interactive intent,
    /// which WidgetKit guarantees.
    public static let alwaysExempt: Set<ReloadCategory> = [.interaction]

    /// The reason this category stands for; only `.policyAfter` carries a value, the date.
    func reason(policyDate: @autoclosure () -> Date) -> ReloadReason {
        self == .policyAfter ? .policyAfter(policyDate()) : Self.reasons[Int(rawValue)]
    }

    /// One reason per category, in category order (the scheduler stores only the category).
    private static let reasons: [ReloadReason] = {
        let all: [ReloadReason] = [
            .initial, .policyAtEnd, .policyAfter(.distantFuture), .appRequest(foreground: true), .appRequest(foreground: false),
            .audioSession, .navigationSession, .localeChange, .accessibilityChange, .appearanceChange, .userInitiated,
            .significantLocationChange, .becameVisible, .retryAfterFailure, .interaction,
        ]
        return allCases.map { category in all.first { $0.category == category }! }
    }()

    /// A stable name, used in JSON policies and the flight record.
    public var name: String {
        switch self {
        case .initial: "initial"
        case .policyAtEnd: "policyAtEnd"
        case .policyAfter: "policyAfter"
        case .appForeground: "appForeground"
        case .appBackground: "appBackground"
        case .audioSession: "audioSession"
        case .navigationSession: "navigationSession"
        case .localeChange: "localeChange"
        case .accessibilityChange: "accessibilityChange"
        case .appearanceChange: "appearanceChange"
        case .userInitiated: "userInitiated"
        case .significantLocationChange: "significantLocationChange"
        case .becameVisible: "becameVisible"
        case .retryAfterFailure: "retryAfterFailure"
        case .interaction: "interaction"
        }
    }

    /// The category's name.
    public var description: String { name }

    /// Decodes a category from its name; unknown names fail.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let category = Self.allCases.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown reload category \"\(name)\"")
        }
        self = category
    }

    /// Encodes the category as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
