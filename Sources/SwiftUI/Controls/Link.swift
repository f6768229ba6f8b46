import Foundation
internal import WidgetArchive

/// A tappable region that opens a URL in the widget's app.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    /// A link to `destination` with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        // Link labels take the tint (accent) color, as on iOS.
        let labelContext = context.with { env in
            if env.foregroundStyles == nil { env.foregroundStyles = [AnyShapeStyle(TintShapeStyle())] }
        }
        let children = labelContext.resolve(label)
        return [Node(id: "", content: .link(LinkNode(url: destination.absoluteString)), children: children)]
    }
}
