import Foundation

/// How a button draws its label (`.buttonStyle(.bordered)`, or an author's own style).
///
/// A widget draws a button once, never pressed, so `configuration.isPressed` is always false.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The button's label and state.
    typealias Configuration = ButtonStyleConfiguration
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the button was given.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed; always false in a widget, which is drawn once.
    public let isPressed: Bool
    /// The button's role (destructive, cancel), if it has one.
    public let role: ButtonRole?
}

/// A style that also decides how the button is triggered; widgets draw it like a `ButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The button's label and role.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Would trigger the button; a widget's buttons are triggered by the system, so it does nothing.
    public func trigger() {}
}

/// The style the environment gives buttons: the label unchanged when no style is set.
struct ButtonStyleBox: @unchecked Sendable {
    let makeBody: @MainActor (ButtonStyleConfiguration.Label, ButtonRole?) -> AnyView
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue: ButtonStyleBox? = nil }

extension EnvironmentValues {
    var buttonStyleBox: ButtonStyleBox? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let box = ButtonStyleBox { label, role in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: false, role: role)))
        }
        return modifier(_EnvironmentWritingModifier { $0.buttonStyleBox = box })
    }

    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let box = ButtonStyleBox { label, role in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: role)))
        }
        return modifier(_EnvironmentWritingModifier { $0.buttonStyleBox = box })
    }
}
