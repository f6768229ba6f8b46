import Foundation
internal import WidgetArchive

/// A tappable region that opens a URL in the widget's app.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View, PrimitiveView {
    public typealias Body = Never
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
