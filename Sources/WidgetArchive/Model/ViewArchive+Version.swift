import Foundation

extension ViewArchive {
    /// The lowest archive version that can hold these trees: 7 when any node is an
    /// `invalidatable` or `toggleLook` modifier, 6 when any node is an
    /// `intentAction` modifier, 5 when any is a `grid` node (Grid, GridRow), 4 when any node is a
    /// `position` modifier, 3 when any is a `lazyGrid` node (LazyVGrid, LazyHGrid), 2 when
    /// any is a `geometry` node (GeometryReader, Canvas), else 1.
    public static func requiredVersion(root: Node, containerBackground: Node?) -> Int {
        func uses(_ predicate: (Node) -> Bool) -> Bool {
            root.containsNode(where: predicate) || (containerBackground?.containsNode(where: predicate) ?? false)
        }
        if uses({
            switch $0.content {
            case .modifier(.invalidatable), .modifier(.toggleLook): true
            default: false
            }
        }) {
            return 7
        }
        if uses({ if case .modifier(.intentAction) = $0.content { true } else { false } }) { return 6 }
        if uses({ if case .grid = $0.content { true } else { false } }) { return 5 }
        if uses({ if case .modifier(.position) = $0.content { true } else { false } }) { return 4 }
        if uses({ if case .lazyGrid = $0.content { true } else { false } }) { return 3 }
        if uses({ if case .geometry = $0.content { true } else { false } }) { return 2 }
        return 1
    }

    /// What each version after 1 added, named for messages that refuse a mislabelled archive.
    public static let versionFeatures: [Int: String] = [
        2: "GeometryReader/Canvas nodes", 3: "LazyVGrid/LazyHGrid nodes", 4: "position modifiers", 5: "Grid/GridRow nodes",
        6: "intent actions (Button/Toggle with an App Intent)",
        7: "invalidatable content and pre-rendered toggle looks",
    ]
}

extension Node {
    /// Whether this node or any node below it (children, background/overlay/mask layers,
    /// progress and gauge labels) satisfies `predicate`.
    public func containsNode(where predicate: (Node) -> Bool) -> Bool {
        if predicate(self) { return true }
        if children.contains(where: { $0.containsNode(where: predicate) }) { return true }
        return attachedNodes.contains { $0.containsNode(where: predicate) }
    }

    /// The nodes a node holds outside `children`: a background, overlay or mask, and the
    /// labels of a progress view or gauge.
    public var attachedNodes: [Node] {
        switch content {
        case .modifier(.background(let n, _)), .modifier(.overlay(let n, _)), .modifier(.mask(let n, _)): [n]
        case .progress(let p): [p.label, p.currentValueLabel].compactMap { $0 }
        case .gauge(let g): [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].compactMap { $0 }
        default: []
        }
    }
}
