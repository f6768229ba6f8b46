import Foundation
internal import WidgetArchive

/// Resolves stack content into one stack node.
@MainActor
func resolveStack<Content: View>(
    _ kind: StackNode.Kind, _ alignment: AlignmentValue, _ spacing: CGFloat?, lazy: Bool,
    _ content: Content, _ context: ResolveContext
) -> [ResolvedNode] {
    let children = context.resolve(content)
    let stack = StackNode(kind: kind, alignment: alignment, spacing: spacing.map(Double.init), lazy: lazy)
    return [Node(id: "", content: .stack(stack), children: children)]
}

/// Lays its children out in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A horizontal stack with an alignment and spacing (nil uses the system's spacing).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }
    init(_alignment: VerticalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment; self.spacing = spacing; self.content = content
    }
}
extension HStack: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.horizontal, AlignmentValue(horizontal: .center, vertical: alignment.value), spacing, lazy: false, content, context)
    }
}

/// Lays its children out in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A vertical stack with an alignment and spacing (nil uses the system's spacing).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }
    init(_alignment: HorizontalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment; self.spacing = spacing; self.content = content
    }
}
extension VStack: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.vertical, AlignmentValue(horizontal: alignment.value, vertical: .center), spacing, lazy: false, content, context)
    }
}

/// Lays its children over each other, the first at the back.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    /// An overlaying stack with an alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, content: content())
    }
    init(_alignment: Alignment, content: Content) { self.alignment = _alignment; self.content = content }
}
extension ZStack: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.depth, alignment.archived, nil, lazy: false, content, context)
    }
}

/// Views pinned in lazy stacks' scroll views; widgets do not scroll, so it only compiles.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt32
    /// Creates a set from its bit pattern.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Pin section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pin section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A horizontal stack that creates its children as they scroll into view; in a widget, an `HStack`.
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy horizontal stack with an alignment, spacing and pinned views.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}
extension LazyHStack: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.horizontal, AlignmentValue(horizontal: .center, vertical: alignment.value), spacing, lazy: true, content, context)
    }
}

/// A vertical stack that creates its children as they scroll into view; in a widget, a `VStack`.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy vertical stack with an alignment, spacing and pinned views.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}
extension LazyVStack: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.vertical, AlignmentValue(horizontal: alignment.value, vertical: .center), spacing, lazy: true, content, context)
    }
}

/// Flexible space along the parent stack's axis.
public struct Spacer {
    /// The least space the spacer takes; nil uses the system's minimum.
    public var minLength: CGFloat?
    /// A spacer of at least `minLength` points.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
extension Spacer: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        [Node(id: "", content: .spacer(SpacerNode(minLength: minLength.map(Double.init))))]
    }
}

/// A separator line across the parent stack.
public struct Divider {
    /// Creates a divider.
    public init() {}
}
extension Divider: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        // iOS separator color: (60, 60, 67) at 29% light, (84, 84, 88) at 60% dark.
        let color: Paint =
            context.environment.colorScheme == .dark
            ? .rgba(84 / 255, 84 / 255, 88 / 255, 0.6) : .rgba(60 / 255, 60 / 255, 67 / 255, 0.29)
        return [Node(id: "", content: .divider(DividerNode(color: color, thickness: 1 / Double(max(context.environment.displayScale, 1)))))]
    }
}
