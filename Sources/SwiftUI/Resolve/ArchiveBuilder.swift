package import AssetCatalog
import Foundation
package import WidgetArchive

/// Entry point of the resolve stage: View + environment → versioned archive.
@MainActor
package enum ArchiveBuilder {
    package static func archive<V: View>(
        _ view: V,
        environment: EnvironmentValues,
        header: ArchiveEnvironment,
        assets: AssetLocator? = nil
    ) -> ViewArchive {
        let sink = ResolveSink(assets: assets)
        let context = ResolveContext(environment: environment, sink: sink)
        let nodes = context.resolve(view)

        var root: Node
        if nodes.count == 1 {
            root = nodes[0]
        } else {
            // Several root views stack vertically, as a hosting view lays them out.
            root = Node(id: "", content: .stack(StackNode(kind: .vertical, implicit: true)), children: nodes)
        }
        // GeometryReader and Canvas content, resolved for the sizes layout gives them.
        GeometryExpansion.expand(root: &root, header: header, sink: sink)
        assignIDs(&root, path: "0")

        var background = sink.containerBackground
        if background != nil { assignIDs(&background!, path: "bg") }

        var diagnostics = sink.diagnostics
        let urls = sink.widgetURLs.map(\.absoluteString)
        if Set(urls).count > 1 {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, code: "multiple-widget-url",
                    message:
                        "the hierarchy has \(urls.count) widgetURL modifiers (\(urls.joined(separator: ", "))); WidgetKit's behaviour is undefined, Vitrine uses the first"
                ))
        }
        return ViewArchive(
            environment: header, root: root, containerBackground: background,
            widgetURL: urls.first, diagnostics: diagnostics)
    }

    /// Structural ids: a node's position (or explicit key) under its parent's id.
    static func assignIDs(_ node: inout Node, path: String) {
        node.id = path
        var used = Set<String>()
        for index in node.children.indices {
            let provisional = node.children[index].id
            var component = provisional.hasPrefix("#") ? provisional : String(index)
            if !used.insert(component).inserted { component += "~\(index)" }
            assignIDs(&node.children[index], path: path + "/" + component)
        }
        switch node.content {
        case .modifier(.background(var n, let a)):
            assignIDs(&n, path: path + "/background"); node.content = .modifier(.background(n, alignment: a))
        case .modifier(.overlay(var n, let a)):
            assignIDs(&n, path: path + "/overlay"); node.content = .modifier(.overlay(n, alignment: a))
        case .modifier(.mask(var n, let a)):
            assignIDs(&n, path: path + "/mask"); node.content = .modifier(.mask(n, alignment: a))
        case .progress(var p):
            if var l = p.label { assignIDs(&l, path: path + "/label"); p.label = l }
            if var l = p.currentValueLabel { assignIDs(&l, path: path + "/value"); p.currentValueLabel = l }
            node.content = .progress(p)
        case .gauge(var g):
            if var l = g.label { assignIDs(&l, path: path + "/label"); g.label = l }
            if var l = g.currentValueLabel { assignIDs(&l, path: path + "/value"); g.currentValueLabel = l }
            if var l = g.minimumValueLabel { assignIDs(&l, path: path + "/min"); g.minimumValueLabel = l }
            if var l = g.maximumValueLabel { assignIDs(&l, path: path + "/max"); g.maximumValueLabel = l }
            node.content = .gauge(g)
        default:
            break
        }
    }
}
