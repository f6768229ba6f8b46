import Foundation

/// A configuration with some of its description changed by a modifier.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, DescribedWidgetConfiguration {
    let base: Base
    let change: @MainActor (inout WidgetDescription) -> Void
    public var body: Never { fatalError("a modified configuration is primitive") }

    package func describe() -> WidgetDescription? {
        guard var description = WidgetRegistry.describe(base) else { return nil }
        change(&description)
        return description
    }
}

extension WidgetConfiguration {
    func modified(_ change: @escaping @MainActor (inout WidgetDescription) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The widget's name in the widget gallery.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.verbatimForDescription }
    }

    /// The widget's name in the widget gallery, from a localized key.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }

    /// The widget's name in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// The widget's description in the widget gallery.
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description.verbatimForDescription }
    }

    /// The widget's description in the widget gallery, from a localized key.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }

    /// The widget's description in the widget gallery.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// The families (sizes) the widget offers; every family by default.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Content fills the widget edge to edge; `widgetContentMargins` says how far to inset.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the widget's container background (StandBy, Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Handles background URL session events whose identifier is `matchingString`; the identifier is recorded.
    public func onBackgroundURLSessionEvents(
        matching matchingString: String,
        _ urlSessionEvent: @escaping ((String, @escaping () -> Void) -> Void)
    ) -> some WidgetConfiguration {
        modified { $0.backgroundURLSessionIdentifiers.append(matchingString) }
    }

    /// Handles background URL session events whose identifier matches; recorded as matching all.
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping ((String, @escaping () -> Void) -> Void)
    ) -> some WidgetConfiguration {
        modified { $0.backgroundURLSessionIdentifiers.append("*") }
    }

    /// Places where the widget should not be offered for these families; not enforced here.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { _ in }
    }

    /// Asks the user to configure the widget when they add it.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}

/// Places a widget can appear (iOS 17).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy, the charging, landscape view.
    public static let standBy = WidgetLocation(name: "standBy")
    /// Widgets of an iPhone shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension Text {
    /// Display names and descriptions are plain strings in the widget gallery.
    package var verbatimForDescription: String { plainText }
}
