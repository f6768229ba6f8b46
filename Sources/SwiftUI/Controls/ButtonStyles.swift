import Foundation

/// The platform's default button look: in a widget, the label as it is.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with no border or background: its label as it is.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A borderless button: its label, tinted as iOS tints borderless buttons.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.tint) }
}

/// A bordered button: the label in the tint colour on a light tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a translucent tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.tint).opacity(0.15))
    }
}

/// A prominent bordered button: a white label on the tint colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
    /// The label on a solid tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.tint))
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// No border or background.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border, tinted label.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A light tinted rounded background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A solid tinted rounded background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
