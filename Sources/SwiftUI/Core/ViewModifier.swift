import Foundation

/// A modifier that you apply to a view or another modifier, producing a different version.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let resolveContent: @MainActor (ResolveContext) -> [ResolvedNode]
}

extension _ViewModifier_Content: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { resolveContent(context) }
}

/// Modifiers implemented by the engine: they decide how (and in which environment) the
/// content they wrap is resolved.
@MainActor
package protocol PrimitiveModifier {
    func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode]
}

/// A view with a modifier applied, or two modifiers chained.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        applyModifier(modifier, to: { $0.resolve(content) }, context)
    }
}

extension ModifiedContent: ViewModifier, PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    package func _resolve(content inner: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        applyModifier(modifier, to: { applyModifier(content, to: inner, $0) }, context)
    }
}

@MainActor
func applyModifier<M: ViewModifier>(_ modifier: M, to content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
    if let primitive = modifier as? any PrimitiveModifier {
        return primitive._resolve(content: content, context)
    }
    // A custom modifier: its body sees the content through a placeholder view. The body
    // is resolved right away, so the non-escaping closure outlives nothing.
    return withoutActuallyEscaping(content) { escapable in
        let placeholder = _ViewModifier_Content<M>(resolveContent: escapable)
        let body = EnvironmentValues.withCurrent(context.environment) { modifier.body(content: placeholder) }
        return context.resolve(body)
    }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public static let identity = EmptyModifier()
    public typealias Body = Never
    public init() {}
    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        content(context)
    }
}
