import Foundation

/// Views computed from a collection; each element's id becomes part of its structural id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }

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
            let produced = context.resolve(content(element))
            nodes += produced.enumerated().map { index, node in
                node.withKey(produced.count == 1 ? key : "\(key).\(index)")
            }
        }
        return nodes
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
