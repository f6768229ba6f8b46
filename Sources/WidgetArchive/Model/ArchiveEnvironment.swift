import Foundation

/// The environment values that were in force at the root when a tree was resolved.
public struct ArchiveEnvironment: Codable, Hashable, Sendable {
    public enum ColorScheme: String, Codable, Sendable { case light, dark }

    public var colorScheme: ColorScheme
    /// `WidgetFamily` case name (`systemSmall` …), nil outside a widget.
    public var widgetFamily: String?
    /// `context.displaySize` in points.
    public var displaySize: SizeValue?
    public var contentMargins: EdgeInsetsValue
    public var showsWidgetContainerBackground: Bool
    /// `fullColor`, `accented` or `vibrant`.
    public var widgetRenderingMode: String
    public var dynamicTypeSize: String
    public var localeIdentifier: String
    public var timeZoneIdentifier: String
    public var calendarIdentifier: String
    /// Redaction reasons at the root (`placeholder` for placeholder renders).
    public var redactionReasons: [RedactionReason]
    public var isPreview: Bool

    public init(
        colorScheme: ColorScheme = .light,
        widgetFamily: String? = nil,
        displaySize: SizeValue? = nil,
        contentMargins: EdgeInsetsValue = .zero,
        showsWidgetContainerBackground: Bool = true,
        widgetRenderingMode: String = "fullColor",
        dynamicTypeSize: String = "large",
        localeIdentifier: String = "en_US",
        timeZoneIdentifier: String = "UTC",
        calendarIdentifier: String = "gregorian",
        redactionReasons: [RedactionReason] = [],
        isPreview: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.widgetFamily = widgetFamily
        self.displaySize = displaySize
        self.contentMargins = contentMargins
        self.showsWidgetContainerBackground = showsWidgetContainerBackground
        self.widgetRenderingMode = widgetRenderingMode
        self.dynamicTypeSize = dynamicTypeSize
        self.localeIdentifier = localeIdentifier
        self.timeZoneIdentifier = timeZoneIdentifier
        self.calendarIdentifier = calendarIdentifier
        self.redactionReasons = redactionReasons
        self.isPreview = isPreview
    }
}

/// Why a leaf is drawn as a placeholder shape.
public enum RedactionReason: String, Codable, Hashable, Sendable, CaseIterable {
    case placeholder, privacy, invalidated
}
