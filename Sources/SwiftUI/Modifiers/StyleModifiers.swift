import Foundation
internal import WidgetArchive

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and its descendants with a closure.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    // MARK: Foreground and tint

    /// Sets the color of text and shapes in the view; nil keeps the current one.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = color.map { [AnyShapeStyle($0)] } })
    }

    /// Sets the style of text and shapes in the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(style)] })
    }

    /// Sets the primary and secondary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)] })
    }

    /// Sets the primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_EnvironmentWritingModifier { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)] })
    }

    /// Sets the tint of controls and progress views in the view; nil keeps the current one.
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.tintStyle = tint.map(AnyShapeStyle.init) })
    }

    /// Sets the tint to a shape style; nil keeps the current one.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.tintStyle = tint.map(AnyShapeStyle.init) })
    }

    /// Sets the accent color of the view (the older name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    // MARK: Fonts and character attributes

    /// Sets the default font of text in the view.
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.font = font })
    }

    /// Sets the font weight of text in the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.weight = weight })
    }

    /// Sets the font design of text in the view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.design = design })
    }

    /// Makes text in the view bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { if isActive { $0.textStyle.weight = .bold } })
    }

    /// Makes text in the view italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.italic = isActive })
    }

    /// Gives text in the view digits of equal width.
    public func monospacedDigit() -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.monospacedDigit = true })
    }

    /// Makes text in the view monospaced when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.monospaced = isActive })
    }

    /// Adds space between characters of text in the view.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.kerning = kerning })
    }

    /// Adds space between characters of text in the view, keeping ligatures.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.tracking = tracking })
    }

    /// Raises (or lowers) text in the view from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.baselineOffset = baselineOffset })
    }

    /// Underlines text in the view when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) })
    }

    /// Strikes through text in the view when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWritingModifier { $0.textStyle.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) })
    }

    /// Shows text in the view in uppercase or lowercase; nil leaves it as it is.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    // MARK: Paragraph layout

    /// Limits text in the view to a number of lines; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text to `limit` lines, reserving their space even when it needs fewer if `reservesSpace`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Limits text to between the range's bounds of lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    /// Limits text to at most the range's bound of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    /// Gives text at least the range's bound of lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }

    /// Aligns the lines of multiline text in the view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Lets text in the view shrink to this fraction of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Chooses where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Adds space between lines of text, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets text squeeze its letter spacing to fit.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Sets the Dynamic Type size of the view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of the view within a range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(
            _EnvironmentWritingModifier { env in
                let all = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let lo = all.first, let hi = all.last {
                    env.dynamicTypeSize = min(max(env.dynamicTypeSize, lo), hi)
                }
            })
    }

    // MARK: Images and symbols

    /// Sets the size of SF Symbols in the view relative to text.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets how SF Symbols in the view use their foreground styles.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    // MARK: Appearance

    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    /// Deprecated: sets the color scheme of this view and its descendants.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Widgets follow the system appearance; the preference is recorded and ignored.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_IgnoredModifier(name: "preferredColorScheme", reason: "widgets follow the system appearance"))
    }

    /// Disables controls in the view when `disabled`.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    // MARK: Redaction and privacy

    /// Draws the view's content as placeholder shapes for `reason`.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this view's content even inside a redacted view.
    public func unredacted() -> some View {
        modifier(_EnvironmentWritingModifier { $0.isUnredacted = true })
    }

    /// Marks the view's content as private, hidden while the device is locked.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier { $0.isPrivacySensitive = sensitive })
    }

    /// Marks content shown as invalidated (`RedactionReasons.invalidated`) while an interactive
    /// intent of the widget runs: the host draws it at half opacity from the tap until the new
    /// entry arrives (archive version 7, `Modifier.invalidatable`).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        modifier(_ArchiveModifier { _ in invalidatable ? .invalidatable : nil })
    }

    // MARK: Accessibility (kept in the archive)

    /// Sets the label that VoiceOver reads for the view.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_ArchiveModifier(.accessibility(label: label.plainText)))
    }

    /// Sets the label that VoiceOver reads, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Sets the label that VoiceOver reads, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    /// Sets the label that VoiceOver reads (the older form).
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// Hides the view from VoiceOver; not recorded in widgets.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// A hint VoiceOver reads after the label; not recorded in widgets.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The value VoiceOver reads for the view; not recorded in widgets.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// Makes the view an accessibility element of its own; not recorded in widgets.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Hides the children from accessibility.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Keeps the children as separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Merges the children's labels into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
