package import AssetCatalog
import Foundation
package import WidgetArchive

/// Archive nodes while a tree is being resolved. Ids are provisional (empty, or `#key`
/// for explicit identities) until `ArchiveBuilder` assigns structural paths.
package typealias ResolvedNode = Node

/// What a view needs to turn itself into archive nodes: its environment, and where to
/// report things that are not nodes (diagnostics, the widget URL, the container background).
package struct ResolveContext {
    package var environment: EnvironmentValues
    package let sink: ResolveSink
    var depth: Int

    package init(environment: EnvironmentValues, sink: ResolveSink) {
        self.environment = environment
        self.sink = sink
        self.depth = 0
    }

    /// A context for content below an environment change.
    package func with(_ transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        transform(&copy.environment)
        return copy
    }

    /// Resolves any view: primitives produce nodes, composite views are asked for their body
    /// with this context's environment installed for `@Environment` reads.
    @MainActor
    package func resolve<V: View>(_ view: V) -> [ResolvedNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive._resolve(self)
        }
        if V.Body.self == Never.self {
            diagnose(.warning, "unsupported-view", "\(V.self) is not supported by Vitrine and was left out")
            return []
        }
        guard depth < Self.maximumDepth else {
            diagnose(
                .error, "view-too-deep", "view nesting exceeds \(Self.maximumDepth) levels at \(V.self); the rest was left out (infinite recursion in a body?)")
            return []
        }
        var inner = self
        inner.depth += 1
        let body = EnvironmentValues.withCurrent(environment) { view.body }
        return inner.resolve(body)
    }

    package func diagnose(_ severity: Diagnostic.Severity, _ code: String, _ message: String) {
        sink.diagnostics.append(Diagnostic(severity: severity, code: code, message: message))
    }

    static let maximumDepth = 400
}

/// Collects what resolution reports besides nodes. One per archive.
package final class ResolveSink {
    package var diagnostics: [Diagnostic] = []
    package var widgetURLs: [URL] = []
    package var containerBackground: ResolvedNode?
    /// GeometryReader and Canvas content waiting for its size, and named coordinate spaces.
    package let geometry = GeometryResolution()
    /// Where `Image("name")` and `Color("name")` are looked up, to report missing assets.
    package let assets: AssetLocator?

    package init(assets: AssetLocator?) {
        self.assets = assets
    }
}

extension Node {
    /// The provisional id for an explicit identity (`.id(_:)`, a `ForEach` element).
    package static func explicitKey<H: Hashable>(_ id: H) -> String {
        "#" + String(describing: id).replacingOccurrences(of: "/", with: "∕")
    }

    package func withKey(_ key: String) -> Node {
        var copy = self
        copy.id = key
        return copy
    }

    package static func leaf(_ content: NodeContent, _ context: ResolveContext) -> Node {
        Node(
            id: "", content: content, redaction: context.environment.effectiveRedaction,
            privacySensitive: context.environment.isPrivacySensitive ? true : nil)
    }

    package static func wrap(_ child: Node, in modifier: Modifier) -> Node {
        // An explicit identity stays on the outermost node.
        var inner = child
        let key = inner.id
        inner.id = ""
        return Node(id: key, content: .modifier(modifier), children: [inner])
    }
}
