import Foundation

/// Builds view content from closures: any number of children (parameter packs, no
/// 10-view limit), `if`/`else`, `switch`, `if let`, `if #available` and `for`-less `ForEach`.
@resultBuilder
public struct ViewBuilder {
    /// An empty block gives an empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view gives that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views gives them as a tuple.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// Each expression in a block is a view as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` gives its view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased so older systems need not know the type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The result of `if`/`else` and `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let v): context.resolve(v)
        case .falseContent(let v): context.resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view shows its wrapped view, or nothing when nil.
    public typealias Body = Never
    /// Never called: an optional view has no body.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        switch self {
        case .some(let v): context.resolve(v)
        case .none: []
        }
    }
}
