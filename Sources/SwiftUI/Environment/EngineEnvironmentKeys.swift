import Foundation
package import WidgetArchive

// Values SwiftUI keeps in the environment but does not expose as keys: styling that
// modifiers set and leaves (text, images, shapes) read when they are resolved.

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle]? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TextStyleKey: EnvironmentKey { static let defaultValue = Text.Style() }
struct UnredactedKey: EnvironmentKey { static let defaultValue = false }
struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: ProgressNode.Style = .automatic }
struct GaugeStyleKey: EnvironmentKey { static let defaultValue = "automatic" }
struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.titleAndIcon }
struct AccentGroupKey: EnvironmentKey { static let defaultValue: Bool? = nil }
struct AppAccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// Primary, secondary and tertiary foreground styles (`foregroundStyle(_:_:_:)`).
    var foregroundStyles: [AnyShapeStyle]? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    var tintStyle: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// Text attributes set with the View forms of bold(), italic(), kerning()...
    var textStyle: Text.Style {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
    var isUnredacted: Bool {
        get { self[UnredactedKey.self] }
        set { self[UnredactedKey.self] = newValue }
    }
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
    var progressViewStyleKind: ProgressNode.Style {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
    var gaugeStyleName: String {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
    /// The widget's own `AccentColor` asset (set by the runtime that resolves an entry);
    /// nil: `Color.accentColor` is system blue.
    package var appAccentColor: Color? {
        get { self[AppAccentColorKey.self] }
        set { self[AppAccentColorKey.self] = newValue }
    }

    /// The redaction a leaf resolved here carries in the archive.
    package var effectiveRedaction: [RedactionReason]? {
        guard !isUnredacted, !redactionReasons.isEmpty else { return nil }
        var reasons: [RedactionReason] = []
        if redactionReasons.contains(.placeholder) { reasons.append(.placeholder) }
        // Privacy redaction only touches views marked privacySensitive().
        if redactionReasons.contains(.privacy) && isPrivacySensitive { reasons.append(.privacy) }
        if redactionReasons.contains(.invalidated) { reasons.append(.invalidated) }
        return reasons.isEmpty ? nil : reasons
    }
}
