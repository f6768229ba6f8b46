import Foundation
internal import WidgetArchive

// Interactive views WidgetKit cannot run in a widget. They compile, and resolve to an
// `ignored` node carrying what they would show, plus a diagnostic.

@MainActor
func ignoredView(_ type: String, _ reason: String, content: [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
    context.diagnose(.warning, "ignored-view", "\(type) is ignored in widgets: \(reason)")
    return [Node(id: "", content: .ignored(IgnoredNode(viewType: type, reason: reason)), children: content)]
}

public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button. In a widget its action never runs (only App Intent buttons are interactive).
public struct Button<Label: View> {
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.label = Text(title) }
}

extension Button: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("Button", "its action closure never runs in a widget; use Button(intent:) or Link", content: context.resolve(label), context)
    }
}

public struct Toggle<Label: View> {
    let isOn: Bool
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn.wrappedValue; self.label = label() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("Toggle", "a binding cannot change in a widget; use Toggle(isOn:intent:)", content: context.resolve(label), context)
    }
}

public struct TextField<Label: View> {
    let label: Label
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.label = Text(title) }
}

extension TextField: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("TextField", "widgets take no text input", content: [], context)
    }
}

public struct SecureField<Label: View> {
    let label: Label
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.label = Text(title) }
}

extension SecureField: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("SecureField", "widgets take no text input", content: [], context)
    }
}

public struct ScrollView<Content: View> {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension ScrollView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("ScrollView", "widgets do not scroll", content: context.resolve(content), context)
    }
}

public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("List", "widgets do not scroll; use a VStack", content: context.resolve(content), context)
    }
}

public struct Slider<Label: View> {
    let label: Label
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint { self.label = EmptyView() }
}

extension Slider: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        ignoredView("Slider", "widgets are not interactive this way", content: [], context)
    }
}
