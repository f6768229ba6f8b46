import Foundation

/// The environment values that were in force at the root when a tree was resolved.
public struct ArchiveEnvironment: Codable, Hashable, Sendable {
    /// The appearance the tree was resolved for.
    public enum ColorScheme: String, Codable, Sendable { case light, dark }

    /// Light or dark appearance.
    public var colorScheme: ColorScheme
    /// `WidgetFamily` case name (`systemSmall` …), nil outside a widget.
    public var widgetFamily: String?
    /// `context.displaySize` in points.
    public var displaySize: SizeValue?
    /// The margins the system puts around the widget's content.
    public var contentMargins: EdgeInsetsValue
    /// Whether the widget's container background is shown.
    public var showsWidgetContainerBackground: Bool
    /// `fullColor`, `accented` or `vibrant`.
    public var widgetRenderingMode: String
    /// The Dynamic Type size case name (`large`, `accessibility1` …).
    public var dynamicTypeSize: String
    /// The locale identifier that dates and numbers are formatted with.
    public var localeIdentifier: String
    /// The time zone identifier that dates are shown in.
    public var timeZoneIdentifier: String
    /// The calendar identifier that dates are shown in.
    public var calendarIdentifier: String
    /// Redaction reasons at the root (`placeholder` for placeholder renders).
    public var redactionReasons: [RedactionReason]
    /// Whether the entry was made for the widget gallery (`context.isPreview`).
    public var isPreview: Bool

    /// An environment; the defaults are those of a light, full-color widget outside the gallery.
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
