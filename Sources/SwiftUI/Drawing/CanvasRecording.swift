import Foundation
internal import WidgetArchive

/// What a `Canvas` renderer drew, turned into archive nodes once it returns.
///
/// Every node it makes has the canvas's frame (they sit in a top-leading ZStack that the
/// canvas proposes its size to): paths are kept in canvas coordinates (a zero reference size,
/// never scaled), text and images are placed with offsets and zero-size frames that align
/// their anchor on the point, under scale, rotation and offset effects for the transform.
final class CanvasRecording {
    enum Placement {
        case at(CGPoint, UnitPoint)
        case `in`(CGRect)
    }

    enum Drawing {
        case path(Path, shading: GraphicsContext.Shading, stroke: StrokeStyle?, evenOdd: Bool)
        case text(GraphicsContext.ResolvedText, Placement)
        case image(GraphicsContext.ResolvedImage, Placement)
    }

    struct Operation {
        var drawing: Drawing
        var transform: CGAffineTransform
        var opacity: Double
        var clips: [Path]
        var filters: [GraphicsContext.Filter]
        var blendMode: GraphicsContext.BlendMode
        var environment: EnvironmentValues
    }

    let size: CGSize
    private(set) var operations: [Operation] = []
    private var notes: [(code: String, message: String)] = []

    init(size: CGSize) { self.size = size }

    func append(_ operation: Operation) {
        operations.append(operation)
        if operation.blendMode != .normal {
            note("canvas-blend-mode", "GraphicsContext blend modes other than normal are drawn as normal in widgets")
        }
    }

    /// A problem reported once per code as a diagnostic of the archive.
    func note(_ code: String, _ message: String) {
        if !notes.contains(where: { $0.code == code }) { notes.append((code, message)) }
    }

    @MainActor
    func nodes(_ context: ResolveContext) -> [ResolvedNode] {
        let result = operations.compactMap { node(for: $0, context) }
        for n in notes { context.diagnose(.info, n.code, n.message) }
        return result
    }

    @MainActor
    private func node(for op: Operation, _ context: ResolveContext) -> ResolvedNode? {
        var node: Node
        switch op.drawing {
        case .path(let path, let shading, let stroke, let evenOdd):
            guard !path.isEmpty else { return nil }
            let paint = shading.paint(transform: op.transform, size: size, environment: op.environment)
            let drawing: ShapeNode.Drawing = stroke.map { .stroke(paint, $0.archived, inside: false) } ?? .fill(paint, evenOdd: evenOdd)
            let geometry = ShapeGeometry.path(PathData(elements: path.elements), referenceSize: SizeValue(width: 0, height: 0))
            node = Node.leaf(.shape(ShapeNode(geometry: geometry, drawing: drawing)), context)
        case .text(let text, let placement):
            let inner = text.shading.map { s in context.with { $0.foregroundStyles = [s.foregroundStyle] } } ?? context
            guard let resolved = single(inner.resolve(text.text)) else { return nil }
            node = placed(resolved, placement, op.transform, context)
        case .image(let image, let placement):
            let inner = image.shading.map { s in context.with { $0.foregroundStyles = [s.foregroundStyle] } } ?? context
            let view: Image = if case .in = placement { image.image.resizable() } else { image.image }
            guard let resolved = single(inner.resolve(view)) else { return nil }
            node = placed(resolved, placement, op.transform, context)
        }
        if op.opacity < 1 { node = Node.wrap(node, in: .opacity(max(0, op.opacity))) }
        for filter in op.filters {
            switch filter.kind {
            case .shadow(let color, let radius, let x, let y):
                node = Node.wrap(node, in: .shadow(color: color.resolvePaint(in: op.environment), radius: Double(radius), x: Double(x), y: Double(y)))
            case .blur(let radius):
                node = Node.wrap(node, in: .blur(radius: Double(radius), opaque: false))
            case .unsupported:
                break
            }
        }
        for clip in op.clips where !clip.isEmpty {
            node = Node.wrap(node, in: .clip(.path(PathData(elements: clip.elements), referenceSize: SizeValue(width: 0, height: 0)), antialiased: true))
        }
        return node
    }

    private func single(_ nodes: [ResolvedNode]) -> ResolvedNode? {
        switch nodes.count {
        case 0: nil
        case 1: nodes[0]
        default: Node(id: "", content: .stack(StackNode(kind: .depth, implicit: true)), children: nodes)
        }
    }

    /// Text or an image at a point or in a rectangle of user space, then in canvas space.
    private func placed(_ node: Node, _ placement: Placement, _ t: CGAffineTransform, _ context: ResolveContext) -> Node {
        let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        let shift = translationOnly ? CGPoint(x: t.tx, y: t.ty) : .zero
        var n: Node
        switch placement {
        case .at(let p, let anchor):
            n = Node.wrap(node, in: .fixedSize(horizontal: true, vertical: true))
            n = Node.wrap(n, in: .frame(width: 0, height: 0, alignment: alignment(for: anchor)))
            n = Node.wrap(n, in: .offset(x: Double(p.x + shift.x), y: Double(p.y + shift.y)))
        case .in(let rect):
            let r = rect.standardized
            n = Node.wrap(node, in: .frame(width: Double(r.width), height: Double(r.height), alignment: AlignmentValue(horizontal: .leading, vertical: .top)))
            n = Node.wrap(n, in: .offset(x: Double(r.minX + shift.x), y: Double(r.minY + shift.y)))
        }
        // The canvas's frame, so scale and rotation turn around the canvas's origin.
        n = Node.wrap(
            n, in: .frame(width: Double(size.width), height: Double(size.height), alignment: AlignmentValue(horizontal: .leading, vertical: .top)))
        guard !translationOnly else { return n }
        // t = scale(sx, sy), then rotation(θ), then translation; a shear has no such form.
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 0 else { return Node.wrap(n, in: .hidden) }
        let theta = atan2(Double(t.b), Double(t.a))
        let sy = (t.a * t.d - t.b * t.c) / sx
        let shear = t.a * t.c + t.b * t.d
        if abs(shear) > 1e-9 { note("canvas-shear", "a sheared GraphicsContext transform is drawn without its shear for text and images") }
        let origin = PointValue(x: 0, y: 0)
        if sx != 1 || sy != 1 { n = Node.wrap(n, in: .scale(x: Double(sx), y: Double(sy), anchor: origin)) }
        if theta != 0 { n = Node.wrap(n, in: .rotation(degrees: theta * 180 / .pi, anchor: origin)) }
        if t.tx != 0 || t.ty != 0 { n = Node.wrap(n, in: .offset(x: Double(t.tx), y: Double(t.ty))) }
        return n
    }

    /// The alignment whose point of a box is `anchor`; anchors between the nine are
    /// drawn at the nearest one.
    private func alignment(for anchor: UnitPoint) -> AlignmentValue {
        func nearest(_ v: CGFloat) -> Int { v < 0.25 ? 0 : v > 0.75 ? 2 : 1 }
        let x = nearest(anchor.x), y = nearest(anchor.y)
        if abs(anchor.x - CGFloat(x) / 2) > 1e-9 || abs(anchor.y - CGFloat(y) / 2) > 1e-9 {
            note("canvas-anchor", "text and images are anchored at the nearest of the nine edge and center points")
        }
        let h: HorizontalAlignmentValue = [.leading, .center, .trailing][x]
        let v: VerticalAlignmentValue = [.top, .center, .bottom][y]
        return AlignmentValue(horizontal: h, vertical: v)
    }
}
