import Foundation
internal import WidgetArchive

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    // MARK: Foreground and tint

    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = color.map { [AnyShapeStyle($0)] } })
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(style)] })
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)] })
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)] })
    }

    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.tintStyle = tint.map(AnyShapeStyle.init) })
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.tintStyle = tint.map(AnyShapeStyle.init) })
    }

    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    // MARK: Fonts and character attributes

    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.font = font })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.weight = weight })
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.design = design })
    }

    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { if isActive { $0.textStyle.weight = .bold } })
    }

    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.italic = isActive })
    }

    public func monospacedDigit() -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.monospacedDigit = true })
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.monospaced = isActive })
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.kerning = kerning })
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.tracking = tracking })
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.baselineOffset = baselineOffset })
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) })
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) })
    }

    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    // MARK: Paragraph layout

    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_EnvironmentWritingModifier { env in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let lo = all.first, let hi = all.last {
                env.dynamicTypeSize = min(max(env.dynamicTypeSize, lo), hi)
            }
        })
    }

    // MARK: Images and symbols

    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    // MARK: Appearance

    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Widgets follow the system appearance; the preference is recorded and ignored.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_IgnoredModifier(name: "preferredColorScheme", reason: "widgets follow the system appearance"))
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    // MARK: Redaction and privacy

    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    public func unredacted() -> some View {
        modifier(_EnvironmentWritingModifier { $0.isUnredacted = true })
    }

    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isPrivacySensitive = sensitive })
    }

    /// Marks content shown as invalidated while an interactive intent runs.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        self
    }

    // MARK: Accessibility (kept in the archive)

    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_ArchiveModifier(.accessibility(label: label.plainText)))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
