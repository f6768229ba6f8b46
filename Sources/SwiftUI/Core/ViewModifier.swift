import Foundation

/// A modifier that you apply to a view or another modifier, producing a different version.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view that `body(content:)` returns.
    associatedtype Body: View
    /// The modified view, as a modifier's body receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view: `content` with this modifier's changes.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Never called: a primitive modifier has no body.
    public func body(content: Self.Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let resolveContent: @MainActor (ResolveContext) -> [ResolvedNode]
}

extension _ViewModifier_Content: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
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
    /// The view or modifier being modified.
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        applyModifier(modifier, to: { $0.resolve(content) }, context)
    }
}

extension ModifiedContent: ViewModifier, PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Primitive modifier: it has no body; the engine applies it.
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
    /// The view with a modifier applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies this one, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// Primitive modifier: it has no body; the engine applies it.
    public typealias Body = Never
    /// Creates the modifier that changes nothing.
    public init() {}
    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        content(context)
    }
}
