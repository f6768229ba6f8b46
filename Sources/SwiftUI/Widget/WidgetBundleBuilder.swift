import Foundation
internal import WidgetArchive

/// Widgets that hold other widgets (bundle blocks, conditional and limited-availability
/// branches); the extension runtime flattens them into the list of widget kinds.
@MainActor
package protocol WidgetContainer {
    var containedWidgets: [any Widget] { get }
}

/// Builds a bundle's widgets: any number (parameter packs), `if #available`, `if`/`else`.
@resultBuilder
public struct WidgetBundleBuilder {
    /// Each expression in the block is a widget as it is.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// An empty block gives no widgets.
    @MainActor public static func buildBlock() -> some Widget { _WidgetBlock(widgets: []) }

    /// A block of one widget gives that widget.
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }

    /// A block of several widgets gives them all.
    @MainActor public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        var widgets: [any Widget] = []
        repeat widgets.append(each content)
        return _WidgetBlock(widgets: widgets)
    }

    /// An `if #available` branch.
    @MainActor public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetBlock(widgets: [widget])
    }

    /// An `if #available` block without `else`: its widgets, or none.
    @MainActor public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetBlock(widgets: widget.map { [$0] } ?? [])
    }

    /// An `if` without `else`: its widget, or none.
    @MainActor public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
        _WidgetBlock(widgets: widget.map { [$0] } ?? [])
    }

    /// The `if` branch of an `if`/`else`.
    @MainActor public static func buildEither<First: Widget>(first: First) -> _WidgetBlock {
        _WidgetBlock(widgets: [first])
    }

    /// The `else` branch of an `if`/`else`.
    @MainActor public static func buildEither<Second: Widget>(second: Second) -> _WidgetBlock {
        _WidgetBlock(widgets: [second])
    }
}

/// Marks widgets that came from an `if #available` branch.
public protocol _LimitedAvailabilityWidgetMarker {}

/// Widgets grouped by a builder; not a widget kind of its own.
@MainActor
public struct _WidgetBlock: Widget, WidgetContainer, _LimitedAvailabilityWidgetMarker {
    let widgets: [any Widget]
    init(widgets: [any Widget]) { self.widgets = widgets }
    public init() { self.widgets = [] }
    public var body: Never { fatalError("a group of widgets has no configuration of its own") }
    package var containedWidgets: [any Widget] { widgets }
}

extension View {
    /// The widget's background, which the system may remove (StandBy, tinted and vibrant
    /// modes); iOS 17 requires it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(_ContainerBackgroundModifier(placement: container, background: Rectangle().fill(style), alignment: .center))
    }

    /// The widget's background as a view, which the system may remove; iOS 17 requires it.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(_ContainerBackgroundModifier(placement: container, background: content(), alignment: alignment))
    }
}

/// Records the background with the sink (the host draws it behind the content margins).
public struct _ContainerBackgroundModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let placement: ContainerBackgroundPlacement
    let background: any View
    let alignment: Alignment

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let nodes = context.resolve(background)
        let layer =
            nodes.count == 1
            ? nodes[0]
            : Node(id: "", content: .stack(.init(kind: .depth, alignment: alignment.archived, implicit: true)), children: nodes)
        if context.sink.containerBackground != nil {
            context.diagnose(.warning, "multiple-container-backgrounds", "more than one containerBackground(for: .\(placement.name)); the last one is used")
        }
        context.sink.containerBackground = layer
        return content(context)
    }
}
