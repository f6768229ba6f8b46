import Foundation
internal import WidgetArchive

/// A drawing recorded by a `CGContext` (a `UIGraphicsImageRenderer` image), shown as an
/// image: the same nodes a `Canvas` of the drawing's size makes, scaled to where the image is
/// laid out, and clipped to its bounds as a bitmap is.
struct RecordedDrawing: Equatable, @unchecked Sendable {
    let image: CGImage
    let drawing: CGDrawing
    /// The image's size in points (`UIImage.size`).
    let size: CGSize

    init?(_ image: CGImage, size: CGSize) {
        guard case .drawing(let drawing) = image.source else { return nil }
        self.image = image
        self.drawing = drawing
        self.size = size
    }

    /// One recording is one image: identity, not contents.
    static func == (lhs: RecordedDrawing, rhs: RecordedDrawing) -> Bool { lhs.image === rhs.image && lhs.size == rhs.size }

    /// The drawing's nodes in a frame of `target` points: the canvas of the drawing's own size,
    /// clipped to it, scaled from its top-leading corner.
    @MainActor
    func node(size target: CGSize, _ context: ResolveContext) -> Node {
        let canvas = drawing.size
        let recorder = CanvasRecording(size: canvas)
        for op in drawing.operations { recorder.append(operation(op, context.environment)) }
        for note in drawing.notes { recorder.note(note.code, note.message) }
        let topLeading = AlignmentValue(horizontal: .leading, vertical: .top)
        var node = Node(id: "", content: .stack(StackNode(kind: .depth, alignment: topLeading, implicit: true)), children: recorder.nodes(context))
        node = Node.wrap(node, in: .frame(width: Double(canvas.width), height: Double(canvas.height), alignment: topLeading))
        node = Node.wrap(node, in: .clip(.rectangle, antialiased: true))
        let sx = canvas.width > 0 ? Double(target.width / canvas.width) : 1
        let sy = canvas.height > 0 ? Double(target.height / canvas.height) : 1
        if sx != 1 || sy != 1 { node = Node.wrap(node, in: .scale(x: sx, y: sy, anchor: UnitPointValue(x: 0, y: 0))) }
        return Node.wrap(node, in: .frame(width: Double(target.width), height: Double(target.height), alignment: topLeading))
    }

    private func operation(_ op: CGDrawingOperation, _ environment: EnvironmentValues) -> CanvasRecording.Operation {
        let drawing: CanvasRecording.Drawing
        var transform = CGAffineTransform.identity
        switch op.kind {
        case .fill(let path, let color, let rule):
            drawing = .path(Self.path(path), shading: .color(Self.color(color)), stroke: nil, evenOdd: rule == .evenOdd)
        case .stroke(let path, let color, let style):
            let stroke = StrokeStyle(
                lineWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit, dash: style.dash,
                dashPhase: style.dashPhase)
            drawing = .path(Self.path(path), shading: .color(Self.color(color)), stroke: stroke, evenOdd: false)
        case .image(let image, let rect, let flipped):
            drawing = .image(GraphicsContext.ResolvedImage(image: Self.image(image), shading: nil), .in(rect))
            transform = op.transform
            if flipped {
                // Core Graphics draws images y up: in a flipped context, upside down in the rectangle.
                transform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * rect.midY).concatenating(transform)
            }
        case .custom(let payload):
            transform = op.transform
            if let text = payload as? RecordedText {
                let placement: CanvasRecording.Placement = text.rect.map { .in($0) } ?? .at(text.point ?? .zero, .topLeading)
                drawing = .text(GraphicsContext.ResolvedText(text: text.text, shading: nil), placement)
            } else {
                drawing = .path(Path(), shading: .foreground, stroke: nil, evenOdd: false)
            }
        }
        let filters = op.shadow.map {
            // Core Graphics' blur is about twice a SwiftUI shadow's radius.
            [GraphicsContext.Filter.shadow(color: Self.color($0.color), radius: $0.blur / 2, x: $0.offset.width, y: $0.offset.height)]
        }
        return CanvasRecording.Operation(
            drawing: drawing, transform: transform, opacity: Double(op.alpha), clips: op.clips.map(Self.path), filters: filters ?? [],
            blendMode: .normal, environment: environment)
    }

    static func color(_ c: CGColor) -> Color {
        Color(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }

    static func path(_ p: CGPath) -> Path {
        var path = Path()
        func v(_ point: CGPoint) -> PointValue { PointValue(x: Double(point.x), y: Double(point.y)) }
        path.elements = p.segments.map { segment in
            switch segment {
            case .move(let p): .move(v(p))
            case .line(let p): .line(v(p))
            case .quadCurve(let p, let c): .quadCurve(to: v(p), control: v(c))
            case .curve(let p, let c1, let c2): .curve(to: v(p), control1: v(c1), control2: v(c2))
            case .close: .close
            }
        }
        return path
    }

    /// The image a recorded `draw(_:in:)` shows: bytes, an asset, a symbol or another drawing.
    static func image(_ image: CGImage) -> Image {
        switch image.source {
        case .encoded(let data, let format):
            Image(source: .bitmap(BitmapImage(data: data, format: format, pixelWidth: image.width, pixelHeight: image.height, scale: 1)))
        case .asset(let name, let bundle):
            Image(source: .named(name, bundle: bundle), label: name)
        case .symbol(let name):
            Image(source: .system(name, variableValue: nil), label: name)
        case .drawing(let drawing):
            Image(uiImage: UIImage(cgImage: image, scale: drawing.scale, pointSize: drawing.size))
        }
    }
}
