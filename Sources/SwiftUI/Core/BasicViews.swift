import Foundation

/// A view that shows nothing and takes no space.
public struct EmptyView {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { [] }
}

/// A type-erased view.
public struct AnyView {
    let view: any View
    /// Wraps a view, hiding its type.
    public init<V: View>(_ view: V) { self.view = view }
    /// Wraps a view, hiding its type.
    public init<V: View>(erasing view: V) { self.view = view }
    /// Wraps a value if it is a view; nil otherwise.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { context.resolve(view) }
}

/// Groups views without adding layout; modifiers applied to a group apply to each member.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    /// Groups the views the builder returns.
    public init(@ViewBuilder content: () -> Content) { self.init(_content: content()) }
    init(_content: Content) { self.content = _content }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { context.resolve(content) }
}
