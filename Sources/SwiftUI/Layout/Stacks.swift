import Foundation
internal import WidgetArchive

/// Resolves stack content into one stack node.
@MainActor
func resolveStack<Content: View>(_ kind: StackNode.Kind, _ alignment: AlignmentValue, _ spacing: CGFloat?, lazy: Bool,
                                 _ content: Content, _ context: ResolveContext) -> [ResolvedNode] {
    let children = context.resolve(content)
    let stack = StackNode(kind: kind, alignment: alignment, spacing: spacing.map(Double.init), lazy: lazy)
    return [Node(id: "", content: .stack(stack), children: children)]
}

public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }
    init(_alignment: VerticalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment; self.spacing = spacing; self.content = content
    }
}
extension HStack: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.horizontal, AlignmentValue(horizontal: .center, vertical: alignment.value), spacing, lazy: false, content, context)
    }
}

public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }
    init(_alignment: HorizontalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment; self.spacing = spacing; self.content = content
    }
}
extension VStack: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.vertical, AlignmentValue(horizontal: alignment.value, vertical: .center), spacing, lazy: false, content, context)
    }
}

public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, content: content())
    }
    init(_alignment: Alignment, content: Content) { self.alignment = _alignment; self.content = content }
}
extension ZStack: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.depth, alignment.archived, nil, lazy: false, content, context)
    }
}

/// Views pinned in lazy stacks' scroll views; widgets do not scroll, so it only compiles.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}
extension LazyHStack: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.horizontal, AlignmentValue(horizontal: .center, vertical: alignment.value), spacing, lazy: true, content, context)
    }
}

public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
}
extension LazyVStack: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        resolveStack(.vertical, AlignmentValue(horizontal: alignment.value, vertical: .center), spacing, lazy: true, content, context)
    }
}

/// Flexible space along the parent stack's axis.
public struct Spacer {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
extension Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        [Node(id: "", content: .spacer(SpacerNode(minLength: minLength.map(Double.init))))]
    }
}

/// A separator line across the parent stack.
public struct Divider {
    public init() {}
}
extension Divider: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        // iOS separator color: (60, 60, 67) at 29% light, (84, 84, 88) at 60% dark.
        let color: Paint = context.environment.colorScheme == .dark
            ? .rgba(84 / 255, 84 / 255, 88 / 255, 0.6) : .rgba(60 / 255, 60 / 255, 67 / 255, 0.29)
        return [Node(id: "", content: .divider(DividerNode(color: color, thickness: 1 / Double(max(context.environment.displayScale, 1)))))]
    }
}
