import Foundation
internal import WidgetArchive

// Interactive views WidgetKit cannot run in a widget. They compile, and resolve to an
// `ignored` node carrying what they would show, plus a diagnostic.

@MainActor
func ignoredView(_ type: String, _ reason: String, content: [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
    context.diagnose(.warning, "ignored-view", "\(type) is ignored in widgets: \(reason)")
    return [Node(id: "", content: .ignored(IgnoredNode(viewType: type, reason: reason)), children: content)]
}

/// What a button does, which may change how it looks.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// The button deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button. In a widget its action never runs (only App Intent buttons are interactive).
public struct Button<Label: View> {
    let label: Label
    var role: ButtonRole?
    /// Set by `Button(intent:)` (AppIntents): the tap performs it.
    var intent: _IntentActionDescription?
    /// A button with an action and a label (the action never runs in a widget).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A button with a role, an action and a label (the action never runs in a widget).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.label = Text(titleKey) }
    /// A button with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.label = Text(title) }
}

extension Button: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        // The label is drawn as the environment's button style draws it (`.buttonStyle(_:)`).
        let drawn: AnyView =
            context.environment.buttonStyleBox.map { $0.makeBody(ButtonStyleConfiguration.Label(content: AnyView(label)), role) }
            ?? AnyView(label)
        if let intent { return intentControl(intent.action(.button), label: context.resolve(drawn)) }
        return ignoredView("Button", "its action closure never runs in a widget; use Button(intent:) or Link", content: context.resolve(drawn), context)
    }
}

/// A switch between on and off. In a widget it cannot change; use `Toggle(isOn:intent:)`.
public struct Toggle<Label: View> {
    let isOn: Bool
    let label: Label
    /// Set by `Toggle(isOn:intent:)` (AppIntents): the tap performs it.
    var intent: _IntentActionDescription?
    /// A toggle bound to `isOn`, with a label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn.wrappedValue; self.label = label() }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A toggle with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        if let intent { return intentToggle(intent.action(.toggle, isOn: isOn), isOn: isOn, label: label, context) }
        return ignoredView("Toggle", "a binding cannot change in a widget; use Toggle(isOn:intent:)", content: context.resolve(label), context)
    }
}

/// A text input. Widgets take no typing, so it shows only its label and a diagnostic.
public struct TextField<Label: View> {
    let label: Label
}

extension TextField where Label == Text {
    /// A text field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.label = Text(titleKey) }
    /// A text field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.label = Text(title) }
}

extension TextField: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("TextField", "widgets take no text input", content: [], context)
    }
}

/// A password input. Widgets take no typing, so it shows only its label and a diagnostic.
public struct SecureField<Label: View> {
    let label: Label
}

extension SecureField where Label == Text {
    /// A secure field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.label = Text(titleKey) }
    /// A secure field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.label = Text(title) }
}

extension SecureField: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("SecureField", "widgets take no text input", content: [], context)
    }
}

/// A scrollable container. Widgets do not scroll, so its content is laid out as it is.
public struct ScrollView<Content: View> {
    let content: Content
    /// A scroll view along `axes` around some content.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension ScrollView: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("ScrollView", "widgets do not scroll", content: context.resolve(content), context)
    }
}

/// A scrolling list of rows. Widgets do not scroll, so its rows are laid out as they are.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List where SelectionValue == Never {
    /// A list of the rows the builder returns.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("List", "widgets do not scroll; use a VStack", content: context.resolve(content), context)
    }
}

/// A control for choosing a value in a range. It cannot change in a widget.
public struct Slider<Label: View> {
    let label: Label
}

extension Slider where Label == EmptyView {
    /// A slider bound to `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint { self.label = EmptyView() }
}

extension Slider: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("Slider", "widgets are not interactive this way", content: [], context)
    }
}
