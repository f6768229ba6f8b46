import Foundation
import Testing
import WidgetArchive
import WidgetLayout

// Node constructors and assertions for layout tests. The fake measurer: a 10 pt font
// advances 6 pt per character, lines are 12 pt high, the baseline is at 9.6.

let measurer = FixedMetricsTextMeasurer()
let engine = LayoutEngine(text: measurer, images: FixedImageMeasurer(sizes: ["photo": SizeValue(width: 40, height: 30)]))

let red = Paint.rgba(1, 0, 0)
let green = Paint.rgba(0, 1, 0)
let blue = Paint.rgba(0, 0, 1)

func font(_ size: Double = 10) -> FontSpec { FontSpec(size: size) }

func text(
    _ s: String, _ id: String = "text", size: Double = 10, lineLimit: Int? = nil, minimumScaleFactor: Double = 1,
    lineSpacing: Double = 0
) -> Node {
    Node(
        id: id,
        content: .text(
            TextNode(
                runs: [TextRun(content: .string(s), font: font(size), foreground: red)],
                lineLimit: lineLimit, minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing)))
}

func textNode(_ s: String, size: Double = 10, lineLimit: Int? = nil, minimumScaleFactor: Double = 1, lineSpacing: Double = 0) -> TextNode {
    TextNode(
        runs: [TextRun(content: .string(s), font: font(size), foreground: red)],
        lineLimit: lineLimit, minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing)
}

func color(_ id: String = "color", _ paint: Paint = red) -> Node {
    Node(id: id, content: .shape(ShapeNode(geometry: .rectangle, drawing: .fill(paint, evenOdd: false))))
}

func roundedRect(_ id: String, radius: Double, _ paint: Paint = blue) -> Node {
    Node(
        id: id,
        content: .shape(
            ShapeNode(
                geometry: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                drawing: .fill(paint, evenOdd: false))))
}

func image(_ name: String, _ id: String = "image", resizable: Bool = false) -> Node {
    Node(
        id: id,
        content: .image(
            ImageNode(
                source: .asset(name: name, bundle: nil), resizing: resizable ? .init() : nil,
                foreground: red, symbolFont: font(17))))
}

func symbol(_ name: String, _ id: String = "symbol", size: Double = 20, scale: String = "medium") -> Node {
    Node(
        id: id,
        content: .image(
            ImageNode(
                source: .system(name: name, variableValue: nil), foreground: red,
                symbolFont: font(size), symbolScale: scale)))
}

func hstack(_ id: String, spacing: Double? = nil, alignment: VerticalAlignmentValue = .center, _ children: [Node]) -> Node {
    Node(
        id: id, content: .stack(StackNode(kind: .horizontal, alignment: AlignmentValue(horizontal: .center, vertical: alignment), spacing: spacing)),
        children: children)
}

func vstack(_ id: String, spacing: Double? = nil, alignment: HorizontalAlignmentValue = .center, _ children: [Node]) -> Node {
    Node(
        id: id, content: .stack(StackNode(kind: .vertical, alignment: AlignmentValue(horizontal: alignment, vertical: .center), spacing: spacing)),
        children: children)
}

func hstack(spacing: Double? = nil, alignment: VerticalAlignmentValue = .center, _ children: [Node]) -> Node {
    hstack("hstack", spacing: spacing, alignment: alignment, children)
}

func vstack(spacing: Double? = nil, alignment: HorizontalAlignmentValue = .center, _ children: [Node]) -> Node {
    vstack("vstack", spacing: spacing, alignment: alignment, children)
}

func zstack(alignment: AlignmentValue = .center, _ children: [Node]) -> Node { zstack("zstack", alignment: alignment, children) }

func zstack(_ id: String, alignment: AlignmentValue = .center, _ children: [Node]) -> Node {
    Node(id: id, content: .stack(StackNode(kind: .depth, alignment: alignment)), children: children)
}

func spacer(_ id: String = "spacer", minLength: Double? = nil) -> Node {
    Node(id: id, content: .spacer(SpacerNode(minLength: minLength)))
}

func divider(_ id: String = "divider", thickness: Double = 1) -> Node {
    Node(id: id, content: .divider(DividerNode(color: red, thickness: thickness)))
}

let topLeading = AlignmentValue(horizontal: .leading, vertical: .top)
let leading = AlignmentValue(horizontal: .leading, vertical: .center)
let bottomTrailing = AlignmentValue(horizontal: .trailing, vertical: .bottom)

extension Node {
    func modifier(_ m: Modifier, _ id: String? = nil, suffix: String) -> Node {
        Node(id: id ?? "\(self.id)^\(suffix)", content: .modifier(m), children: [self])
    }
    func frame(width: Double? = nil, height: Double? = nil, alignment: AlignmentValue = .center, id: String? = nil) -> Node {
        modifier(.frame(width: width, height: height, alignment: alignment), id, suffix: "frame")
    }
    func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: AlignmentValue = .center, id: String? = nil
    ) -> Node {
        modifier(
            .flexibleFrame(
                FlexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)), id, suffix: "flex")
    }
    func padding(_ length: Double = 16, id: String? = nil) -> Node {
        padding(EdgeInsetsValue(top: length, leading: length, bottom: length, trailing: length), id: id)
    }
    func padding(_ insets: EdgeInsetsValue, id: String? = nil) -> Node {
        modifier(.padding(insets), id, suffix: "padding")
    }
    func background(_ layer: Node, alignment: AlignmentValue = .center, id: String? = nil) -> Node {
        modifier(.background(layer, alignment: alignment), id, suffix: "background")
    }
    func overlay(_ layer: Node, alignment: AlignmentValue = .center, id: String? = nil) -> Node {
        modifier(.overlay(layer, alignment: alignment), id, suffix: "overlay")
    }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true, id: String? = nil) -> Node {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical), id, suffix: "fixed")
    }
    func layoutPriority(_ p: Double, id: String? = nil) -> Node { modifier(.layoutPriority(p), id, suffix: "priority") }
    func aspectRatio(_ r: Double?, _ mode: ContentModeValue, id: String? = nil) -> Node {
        modifier(.aspectRatio(r, contentMode: mode), id, suffix: "aspect")
    }
    func offset(x: Double, y: Double, id: String? = nil) -> Node { modifier(.offset(x: x, y: y), id, suffix: "offset") }
    func opacity(_ v: Double, id: String? = nil) -> Node { modifier(.opacity(v), id, suffix: "opacity") }
}

func layout(_ node: Node, _ width: Double?, _ height: Double?) -> LaidOutNode {
    engine.layout(node, in: ProposedSize(width: width, height: height))
}

func expectFrame(
    _ node: LaidOutNode?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, tolerance: Double = 0.01,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let node else {
        Issue.record("node not found", sourceLocation: sourceLocation)
        return
    }
    let f = node.frame
    let ok = abs(f.x - x) <= tolerance && abs(f.y - y) <= tolerance && abs(f.width - w) <= tolerance && abs(f.height - h) <= tolerance
    #expect(ok, "frame of \(node.id) is \(f), expected \(RectValue(x: x, y: y, width: w, height: h))", sourceLocation: sourceLocation)
}

func expectSize(_ size: SizeValue, _ w: Double, _ h: Double, tolerance: Double = 0.01, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        abs(size.width - w) <= tolerance && abs(size.height - h) <= tolerance,
        "size is \(size.width)×\(size.height), expected \(w)×\(h)", sourceLocation: sourceLocation)
}

/// Every frame in a tree is made of finite numbers.
func allFinite(_ node: LaidOutNode) -> Bool {
    node.all.allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
}

/// "aaaa aaaa …": `words` words of four letters (10 pt: 24 pt each, 6 pt spaces).
func words(_ words: Int) -> String { Array(repeating: "aaaa", count: words).joined(separator: " ") }
