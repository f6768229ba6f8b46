import Foundation

// Keys SwiftUI documents. Each is a private key type plus a public accessor, as in SwiftUI.

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue: ColorSchemeContrast = .standard }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale.current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar.current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue: DynamicTypeSize = .large }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] } set { self[ColorSchemeContrastKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) } set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] } set { self[IsLuminanceReducedKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] } set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue }
    }
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
}
