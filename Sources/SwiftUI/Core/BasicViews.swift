import Foundation

/// A view that shows nothing and takes no space.
public struct EmptyView {
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { [] }
}

/// A type-erased view.
public struct AnyView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { context.resolve(view) }
}

/// Groups views without adding layout; modifiers applied to a group apply to each member.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    public init(@ViewBuilder content: () -> Content) { self.init(_content: content()) }
    init(_content: Content) { self.content = _content }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] { context.resolve(content) }
}
