import Foundation
package import WidgetArchive

/// Widget sizes. Cases iOS lacks are unavailable, so switches written for iOS stay exhaustive.
public enum WidgetFamily: Int, CustomDebugStringConvertible, CustomStringConvertible, Sendable, Codable {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    /// watchOS only.
    @available(*, unavailable, message: "accessoryCorner is a watchOS family")
    case accessoryCorner = 4
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7
    /// visionOS only.
    @available(*, unavailable, message: "systemExtraLargePortrait is a visionOS family")
    case systemExtraLargePortrait = 8

    /// The families an iOS widget can have (unavailable cases excluded).
    package static let allCases: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]

    /// The family's case name (`systemSmall`).
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The family's qualified name (`WidgetFamily.systemSmall`).
    public var debugDescription: String { "WidgetFamily.\(description)" }

    /// Parses `systemSmall` or Xcode's short names (`small`, `medium`, `large`, `extralarge`,
    /// `circular`, `rectangular`, `inline`) as `_XCWidgetFamily` uses them: the shared model's
    /// one parser (`WidgetFamilyName`).
    package init?(name: String) {
        guard let typed = WidgetFamilyName(parsing: name),
            let family = Self.allCases.first(where: { $0.description == typed.rawValue })
        else { return nil }
        self = family
    }

    /// The shared model's name of this family.
    package var familyName: WidgetFamilyName { WidgetFamilyName(rawValue: description)! }

    package var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: true
        default: false
        }
    }

    /// What a widget supports when it does not call `supportedFamilies` (iOS: system families).
    package static let defaultSupported: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
}
