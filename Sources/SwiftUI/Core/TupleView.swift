import Foundation

/// Several views built by one `@ViewBuilder` block.
public struct TupleView<T> {
    /// The views, as a tuple.
    public var value: T
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a tuple view has no body.
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView: PrimitiveView {
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        // The tuple's element types are erased here; walk its elements through Mirror and
        // resolve each as a view. Every element of a TupleView built by ViewBuilder is a View.
        var nodes: [ResolvedNode] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes += context.resolve(view)
            }
        }
        return nodes
    }
}
