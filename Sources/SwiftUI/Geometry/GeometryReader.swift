import Foundation
internal import WidgetArchive

/// A container view that defines its content as a function of its own size and coordinate
/// space. It takes all the space offered and places its content at its top-leading corner.
///
/// In a widget the content is resolved for the size the widget's layout gives the reader
/// (see docs/SWIFTUI-GEOMETRY.md for how that size is found before display).
public struct GeometryReader<Content: View> {
    /// The view builder that makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let content = self.content
        return [
            context.sink.geometry.placeholder(.geometryReader, context) { proxy, inner in
                inner.resolve(content(proxy))
            }
        ]
    }
}
