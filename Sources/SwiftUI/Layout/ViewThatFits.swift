import Foundation
internal import WidgetArchive

/// Shows the first of its children that fits the space offered; layout decides which.
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content
    /// Chooses among the builder's views, in order, the first that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        var archivedAxes: [AxisValue] = []
        if axes.contains(.horizontal) { archivedAxes.append(.horizontal) }
        if axes.contains(.vertical) { archivedAxes.append(.vertical) }
        if archivedAxes.isEmpty { archivedAxes = [.horizontal, .vertical] }
        return [Node(id: "", content: .viewThatFits(ViewThatFitsNode(axes: archivedAxes)), children: context.resolve(content))]
    }
}
