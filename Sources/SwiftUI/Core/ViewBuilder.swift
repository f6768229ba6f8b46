import Foundation

/// Builds view content from closures: any number of children (parameter packs, no
/// 10-view limit), `if`/`else`, `switch`, `if let`, `if #available` and `for`-less `ForEach`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

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
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let v): context.resolve(v)
        case .falseContent(let v): context.resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
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
