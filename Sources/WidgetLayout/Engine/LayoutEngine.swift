import Foundation
import WidgetArchive

/// Lays out an archive with SwiftUI's propose → choose → place semantics (a parent proposes a
/// size, the child chooses its own, the parent places it). Frames are absolute, in points,
/// unsnapped.
///
/// Each call runs a fresh pass with its own caches, so one engine can be used from
/// several threads at once.
public struct LayoutEngine: Sendable {
    /// Measures text for layout.
    public let text: any TextMeasurer
    /// Gives images their natural sizes.
    public let images: any ImageMeasurer

    /// The widget size used when the archive has none.
    public static let defaultWidgetSize = SizeValue(width: 158, height: 158)

    /// An engine with a text and an image measurer.
    public init(text: any TextMeasurer, images: any ImageMeasurer) {
        self.text = text
        self.images = images
    }

    /// The whole widget: the archive's display size, content margins, container background.
    /// The content frame's size is proposed to the root, whose chosen size is centred in
    /// the content frame (it may overflow); the container background is proposed the whole
    /// widget and centred on it.
    public func layout(_ archive: ViewArchive) -> LayoutTree {
        let run = LayoutRun(text: text, images: images)
        let env = archive.environment
        var size = env.displaySize ?? Self.defaultWidgetSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            run.report(.warning, "invalid-value", "invalid display size; using 158×158", nil)
            size = Self.defaultWidgetSize
        }
        let widget = RectValue(x: 0, y: 0, width: size.width, height: size.height)
        func margin(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        let m = env.contentMargins
        let content = widget.insetBy(
            EdgeInsetsValue(
                top: margin(m.top), leading: margin(m.leading),
                bottom: margin(m.bottom), trailing: margin(m.trailing)))

        let rootItem = run.build(archive.root)
        let root = placeCentred(rootItem, in: content, run)
        let background = archive.containerBackground.map { placeCentred(run.build($0), in: widget, run) }
        if let offender = Self.firstOverflow(root, widget: widget) {
            run.report(.warning, "overflow-widget", "content \(offender.frame) extends beyond the widget \(widget)", offender.id)
        }
        return LayoutTree(
            size: size, contentFrame: content, root: root, containerBackground: background,
            diagnostics: run.diagnostics, environment: env, widgetURL: archive.widgetURL)
    }

    /// One subtree in a proposal, placed at the origin (for tests and embedding).
    public func layout(_ node: Node, in proposal: ProposedSize) -> LaidOutNode {
        layoutWithDiagnostics(node, in: proposal).node
    }

    /// One subtree in a proposal, placed at the origin, with the diagnostics of the pass.
    public func layoutWithDiagnostics(_ node: Node, in proposal: ProposedSize) -> (node: LaidOutNode, diagnostics: [Diagnostic]) {
        let run = LayoutRun(text: text, images: images)
        let item = run.build(node)
        let laidOut = run.place(item, Layout.sanitized(proposal), at: PointValue(x: 0, y: 0))
        return (laidOut, run.diagnostics)
    }

    /// The size a subtree chooses for a proposal, without placing it.
    public func sizeThatFits(_ node: Node, in proposal: ProposedSize) -> SizeValue {
        let run = LayoutRun(text: text, images: images)
        return run.measure(run.build(node), Layout.sanitized(proposal)).size
    }

    private func placeCentred(_ item: LayoutItem, in rect: RectValue, _ run: LayoutRun) -> LaidOutNode {
        let proposal = ProposedSize(rect.size)
        let chosen = run.measure(item, proposal).size
        let origin = PointValue(x: rect.x + (rect.width - chosen.width) / 2, y: rect.y + (rect.height - chosen.height) / 2)
        return run.place(item, proposal, at: origin)
    }

    /// The outermost visible node drawn outside the widget (clipped, masked and hidden
    /// content is not looked into; empty frames do not count).
    static func firstOverflow(_ node: LaidOutNode, widget: RectValue) -> LaidOutNode? {
        if case .modifier(.hidden) = node.content { return nil }
        if node.frame.width > 0, node.frame.height > 0, !widget.contains(node.frame, tolerance: Layout.overflowTolerance) {
            return node
        }
        switch node.content {
        case .modifier(.clip), .modifier(.mask): return nil
        default: break
        }
        for child in node.children {
            if let found = firstOverflow(child, widget: widget) { return found }
        }
        for layer in node.layers where layer.role != .mask {
            if let found = firstOverflow(layer.node, widget: widget) { return found }
        }
        return nil
    }
}
