import Foundation

/// Views computed from a collection; each element's id becomes part of its structural id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach {
    /// A ForEach of any content kind (Charts' ForEach of chart content), identified by `id`.
    package init(_data data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    /// One view per element, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        var seen = Set<String>()
        for element in data {
            let key = ResolvedNode.explicitKey(id(element))
            if !seen.insert(key).inserted {
                context.diagnose(.warning, "duplicate-foreach-id", "ForEach has more than one element with id \(key); their identities collide")
            }
            // The content closure runs now, not when the declaring body ran: install that
            // environment so its `@Environment` reads (the widget's family…) see it, as on iOS.
            let produced = context.resolve(EnvironmentValues.withCurrent(context.environment) { content(element) })
            nodes += produced.enumerated().map { index, node in
                node.withKey(produced.count == 1 ? key : "\(key).\(index)")
            }
        }
        return nodes
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per element, identified by the elements' own `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
