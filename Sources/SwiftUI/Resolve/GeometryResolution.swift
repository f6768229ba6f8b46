import Foundation
package import WidgetArchive
internal import WidgetLayout

// GeometryReader and Canvas need the size layout gives them, but layout runs after
// resolution (in the host, at display time, without the extension). Widgets have a fixed
// size per family, so the resolver finds that size itself: it resolves the tree with a
// placeholder where each such view is, lays the tree out with the engine's own layout
// (text measured with fixed approximate metrics, as the extension has no fonts), and then
// resolves each view's content for the size and position found. Content that holds more
// readers takes another round. docs/SWIFTUI-GEOMETRY.md says why and what it costs.

/// A view resolved once layout has said how large it is.
@MainActor
final class PendingGeometry {
    let kind: GeometryNode.Kind
    let context: ResolveContext
    let content: @MainActor (GeometryProxy, ResolveContext) -> [ResolvedNode]

    init(kind: GeometryNode.Kind, context: ResolveContext, content: @escaping @MainActor (GeometryProxy, ResolveContext) -> [ResolvedNode]) {
        self.kind = kind; self.context = context; self.content = content
    }
}

/// The resolver's state for size-dependent views and named coordinate spaces. One per archive.
@MainActor
package final class GeometryResolution {
    var pending: [Int: PendingGeometry] = [:]
    private var nextToken = 0

    nonisolated package init() {}

    func token() -> Int {
        nextToken += 1
        return nextToken
    }

    /// A placeholder for a size-dependent view: a marker around an empty geometry node.
    func placeholder(_ kind: GeometryNode.Kind, _ context: ResolveContext, content: @escaping @MainActor (GeometryProxy, ResolveContext) -> [ResolvedNode])
        -> ResolvedNode
    {
        let token = token()
        pending[token] = PendingGeometry(kind: kind, context: context, content: content)
        let empty = Node(id: "", content: .geometry(GeometryNode(kind: kind, resolvedSize: SizeValue(width: 0, height: 0))))
        return Node.wrap(empty, in: GeometryMarker.geometry(token).modifier)
    }
}

/// Markers are pass-through modifier nodes that exist only while geometry is being
/// resolved: layout sees them (so their frames can be found) and `GeometryExpansion`
/// removes them before ids are assigned.
enum GeometryMarker: Equatable {
    case geometry(Int)
    case space(Int)

    private static let prefix = "\u{1}vitrine-marker "

    var modifier: Modifier {
        switch self {
        case .geometry(let t): .accessibility(label: Self.prefix + "geometry \(t)")
        case .space(let t): .accessibility(label: Self.prefix + "space \(t)")
        }
    }

    init?(_ content: NodeContent) {
        guard case .modifier(.accessibility(let label)) = content, label.hasPrefix(Self.prefix) else { return nil }
        let parts = label.dropFirst(Self.prefix.count).split(separator: " ")
        guard parts.count == 2, let token = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "geometry": self = .geometry(token)
        case "space": self = .space(token)
        default: return nil
        }
    }
}

/// Runs the rounds that give GeometryReader and Canvas content its size.
@MainActor
enum GeometryExpansion {
    /// Nested readers deeper than this are resolved for the widget's content size.
    static let maximumRounds = 16

    /// Approximate text metrics of the system font (Inter's average advance and line height),
    /// close enough to place a reader beside text; the host lays out with the real font and
    /// reports a reader whose size then differs.
    static let textMetrics = FixedMetricsTextMeasurer(advanceFactor: 0.55, lineHeightFactor: 1.21, baselineFactor: 0.8)

    static func expand(root: inout Node, header: ArchiveEnvironment, sink: ResolveSink) {
        let state = sink.geometry
        var round = 0
        while !state.pending.isEmpty {
            round += 1
            let found = round <= maximumRounds ? probe(root: root, background: sink.containerBackground, header: header) : Frames()
            if round > maximumRounds {
                sink.diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: "geometry-too-deep",
                        message: "GeometryReader/Canvas nested more than \(maximumRounds) deep; the innermost were resolved for the widget's content size"))
            }
            for token in state.pending.keys.sorted() {
                guard let pending = state.pending.removeValue(forKey: token) else { continue }
                let frame = found.geometry[token] ?? fallbackFrame(header)
                let proxy = GeometryProxy(
                    size: CGSize(width: frame.width, height: frame.height),
                    globalFrame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                    namedFrames: namedFrames(pending.context, found))
                // The closure runs after the body that declared it has returned: install that
                // body's environment again, so `@Environment` reads inside it (a family, a
                // locale, a chart's axis labels) see the view's values, not defaults.
                var nodes = EnvironmentValues.withCurrent(pending.context.environment) { pending.content(proxy, pending.context) }
                if nodes.count != 1 {
                    // Several views inside a reader or canvas overlap at its top-leading corner.
                    nodes = [
                        Node(
                            id: "", content: .stack(StackNode(kind: .depth, alignment: AlignmentValue(horizontal: .leading, vertical: .top), implicit: true)),
                            children: nodes)
                    ]
                }
                let expanded = Node(
                    id: "", content: .geometry(GeometryNode(kind: pending.kind, resolvedSize: SizeValue(width: frame.width, height: frame.height))),
                    children: nodes)
                if !replace(.geometry(token), with: expanded, in: &root), var background = sink.containerBackground {
                    if replace(.geometry(token), with: expanded, in: &background) { sink.containerBackground = background }
                }
            }
        }
        stripMarkers(&root)
        if var background = sink.containerBackground {
            stripMarkers(&background)
            sink.containerBackground = background
        }
    }

    struct Frames {
        var geometry: [Int: RectValue] = [:]
        var spaces: [Int: RectValue] = [:]
    }

    /// Lays the tree out as the host would (placeholders take their proposals) and reads
    /// where each marker ended up.
    private static func probe(root: Node, background: Node?, header: ArchiveEnvironment) -> Frames {
        var probeRoot = root
        ArchiveBuilder.assignIDs(&probeRoot, path: "0")
        var probeBackground = background
        if probeBackground != nil { ArchiveBuilder.assignIDs(&probeBackground!, path: "bg") }
        let archive = ViewArchive(environment: header, root: probeRoot, containerBackground: probeBackground)
        let tree = LayoutEngine(text: textMetrics, images: UnknownImageSizes()).layout(archive)
        var frames = Frames()
        func collect(_ node: LaidOutNode) {
            switch GeometryMarker(node.content) {
            case .geometry(let t)?: if frames.geometry[t] == nil { frames.geometry[t] = node.frame }
            case .space(let t)?: if frames.spaces[t] == nil { frames.spaces[t] = node.frame }
            case nil: break
            }
            node.children.forEach(collect)
            node.layers.forEach { collect($0.node) }
        }
        collect(tree.root)
        tree.containerBackground.map(collect)
        return frames
    }

    /// Where a reader that layout did not reach (a ViewThatFits candidate not measured…)
    /// is resolved: the widget's content area.
    private static func fallbackFrame(_ header: ArchiveEnvironment) -> RectValue {
        let size = header.displaySize ?? LayoutEngine.defaultWidgetSize
        let m = header.contentMargins
        return RectValue(x: m.leading, y: m.top, width: max(0, size.width - m.leading - m.trailing), height: max(0, size.height - m.top - m.bottom))
    }

    private static func namedFrames(_ context: ResolveContext, _ found: Frames) -> [AnyHashable: CGRect] {
        var result: [AnyHashable: CGRect] = [:]
        for (name, token) in context.environment.coordinateSpaceTokens {
            if let f = found.spaces[token] { result[name] = CGRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        }
        return result
    }

    /// Replaces the marker node for `marker` (anywhere below `node`) by `replacement`,
    /// keeping the marker's explicit identity. True when found.
    static func replace(_ marker: GeometryMarker, with replacement: Node, in node: inout Node) -> Bool {
        if GeometryMarker(node.content) == marker {
            let id = node.id
            node = replacement
            node.id = id
            return true
        }
        for i in node.children.indices where replace(marker, with: replacement, in: &node.children[i]) { return true }
        var done = false
        mutateAttached(&node) { attached in
            if !done { done = replace(marker, with: replacement, in: &attached) }
        }
        return done
    }

    /// Removes every marker, its explicit identity moving to the node it wrapped.
    static func stripMarkers(_ node: inout Node) {
        while GeometryMarker(node.content) != nil, let child = node.children.first {
            let id = node.id
            node = child
            if !id.isEmpty { node.id = id }
        }
        for i in node.children.indices { stripMarkers(&node.children[i]) }
        mutateAttached(&node) { stripMarkers(&$0) }
    }

    /// Applies `body` to each node a node holds outside its children (layers, labels).
    static func mutateAttached(_ node: inout Node, _ body: (inout Node) -> Void) {
        switch node.content {
        case .modifier(.background(var n, let a)): body(&n); node.content = .modifier(.background(n, alignment: a))
        case .modifier(.overlay(var n, let a)): body(&n); node.content = .modifier(.overlay(n, alignment: a))
        case .modifier(.mask(var n, let a)): body(&n); node.content = .modifier(.mask(n, alignment: a))
        case .progress(var p):
            if var l = p.label { body(&l); p.label = l }
            if var l = p.currentValueLabel { body(&l); p.currentValueLabel = l }
            node.content = .progress(p)
        case .gauge(var g):
            if var l = g.label { body(&l); g.label = l }
            if var l = g.currentValueLabel { body(&l); g.currentValueLabel = l }
            if var l = g.minimumValueLabel { body(&l); g.minimumValueLabel = l }
            if var l = g.maximumValueLabel { body(&l); g.maximumValueLabel = l }
            node.content = .gauge(g)
        default:
            break
        }
    }
}

/// The resolver cannot read image files' sizes cheaply; layout then uses its placeholder size.
struct UnknownImageSizes: ImageMeasurer {
    func naturalSize(of image: ImageNode) -> SizeValue? { nil }
}

struct CoordinateSpaceTokensKey: EnvironmentKey { static var defaultValue: [AnyHashable: Int] { [:] } }

extension EnvironmentValues {
    /// The named coordinate spaces around a view, by name, with the marker token of each.
    var coordinateSpaceTokens: [AnyHashable: Int] {
        get { self[CoordinateSpaceTokensKey.self] }
        set { self[CoordinateSpaceTokensKey.self] = newValue }
    }
}
