import Foundation
internal import WidgetArchive

/// A view you draw into with a `GraphicsContext`. It takes all the space offered.
///
/// In a widget the renderer closure runs once per entry, for the size the widget's layout
/// gives the canvas; what it draws is kept in the archive as paths, text and images, drawn by
/// the engine like any other (docs/SWIFTUI-GEOMETRY.md).
public struct Canvas<Symbols: View> {
    /// Views the renderer can look up by tag. Vitrine keeps them but cannot draw them by
    /// tag (`resolveSymbol(id:)` is not available).
    public var symbols: Symbols
    /// Draws the canvas's content for its size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover every pixel (a hint; no effect here).
    public var isOpaque: Bool
    /// The working color space (a hint; drawing is always in sRGB here).
    public var colorMode: ColorRenderingMode
    /// Whether drawing may happen off the main thread (a hint; no effect in a widget).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with symbol views.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

extension Canvas: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let renderer = self.renderer
        return [
            context.sink.geometry.placeholder(.canvas, context) { proxy, inner in
                let recorder = CanvasRecording(size: proxy.size)
                var graphics = GraphicsContext(recording: recorder, environment: inner.environment)
                renderer(&graphics, proxy.size)
                return recorder.nodes(inner)
            }
        ]
    }
}
