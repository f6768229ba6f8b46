import Foundation
import WidgetArchive

/// The state of one layout pass: measurers, per-node caches (in the items) and the
/// diagnostics collected. Not shared between passes or threads.
final class LayoutRun {
    let textMeasurer: any TextMeasurer
    let imageMeasurer: any ImageMeasurer
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []
    private var overflowFrameReports = 0
    /// Entries kept per node; further proposals are measured without caching.
    static let cacheLimit = 1024

    init(text: any TextMeasurer, images: any ImageMeasurer) {
        self.textMeasurer = text
        self.imageMeasurer = images
    }

    /// Records a diagnostic once per code and node (`once`: once per code).
    func report(_ severity: Diagnostic.Severity, _ code: String, _ message: String, _ nodeID: String?, once: Bool = false) {
        let key = once ? code : code + "\u{0}" + (nodeID ?? "")
        guard reported.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(severity: severity, code: code, message: message, nodeID: nodeID))
    }

    // MARK: Propose → choose

    /// The size `item` chooses for `proposal` (and its baselines), cached per proposal.
    func measure(_ item: LayoutItem, _ proposal: ProposedSize) -> Measured {
        if let cached = item.cache[proposal] { return cached }
        let measured = arrange(item, proposal, placing: false).measured
        if item.cache.count < Self.cacheLimit { item.cache[proposal] = measured }
        return measured
    }

    /// The first child of a modifier, measured; a missing child is an empty view.
    func measureChild(_ item: LayoutItem, _ proposal: ProposedSize) -> Measured {
        guard let child = item.children.first else { return .zero }
        return measure(child, proposal)
    }

    /// Runs the node's layout. When `placing`, also says where children and layers go.
    func arrange(_ item: LayoutItem, _ p: ProposedSize, placing: Bool) -> Arrangement {
        switch item.kind {
        case .text(let t): return arrangeText(t, p)
        case .image(let i): return arrangeImage(i, p)
        case .fill: return Arrangement(size: p.replacingUnspecifiedDimensions())
        case .spacer(let minLength): return arrangeSpacer(minLength, axis: item.stackAxis, p)
        case .divider(let thickness): return arrangeDivider(thickness, axis: item.stackAxis, p)
        case .stack(let kind, let alignment, let spacing):
            if kind == .depth { return arrangeZStack(item, alignment, p) }
            return arrangeStack(item, kind == .horizontal ? .horizontal : .vertical, alignment, spacing, p, placing: placing)
        case .viewThatFits(let h, let v): return arrangeViewThatFits(item, horizontal: h, vertical: v, p)
        case .progress(let circular): return arrangeProgress(item, circular: circular, p)
        case .gauge(let circular): return arrangeGauge(item, circular: circular, p)
        case .padding(let insets): return arrangePadding(item, insets, p)
        case .frame(let w, let h, let alignment): return arrangeFrame(item, width: w, height: h, alignment, p)
        case .flexibleFrame(let f): return arrangeFlexibleFrame(item, f, p)
        case .secondary(let alignment): return arrangeSecondary(item, alignment, p)
        case .offset(let x, let y):
            var a = arrangePassThrough(item, p)
            if !a.children.isEmpty { a.children[0].offset = PointValue(x: x, y: y) }
            return a
        case .position(let x, let y): return arrangePosition(item, x: x, y: y, p)
        case .fixedSize(let h, let v):
            let childP = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
            var a = Arrangement(measureChild(item, childP))
            if let child = item.children.first { a.children = [ChildPlacement(item: child, proposal: childP, offset: PointValue(x: 0, y: 0))] }
            return a
        case .aspectRatio(let ratio, let mode): return arrangeAspectRatio(item, ratio, mode, p)
        case .geometry(let resolved, let canvas): return arrangeGeometry(item, resolved, canvas: canvas, p, placing: placing)
        case .lazyGrid(let g): return arrangeLazyGrid(item, g, p, placing: placing)
        case .grid(let g): return arrangeEagerGrid(item, g, p, placing: placing)
        case .passThrough: return arrangePassThrough(item, p)
        case .empty: return Arrangement(.zero)
        }
    }

    func arrangePassThrough(_ item: LayoutItem, _ p: ProposedSize) -> Arrangement {
        var a = Arrangement(measureChild(item, p))
        if let child = item.children.first { a.children = [ChildPlacement(item: child, proposal: p, offset: PointValue(x: 0, y: 0))] }
        return a
    }

    // MARK: Place

    /// Lays `item` out for `proposal` with its top-left corner at `origin` (widget coordinates).
    func place(_ item: LayoutItem, _ proposal: ProposedSize, at origin: PointValue) -> LaidOutNode {
        let size = measure(item, proposal).size
        let a = arrange(item, proposal, placing: true)
        let frame = RectValue(x: Layout.finite(origin.x), y: Layout.finite(origin.y), width: size.width, height: size.height)
        var children: [LaidOutNode] = []
        children.reserveCapacity(a.children.count)
        for c in a.children {
            let child = place(c.item, c.proposal, at: origin + c.offset)
            if a.checksOverflow && !item.isClipped { checkOverflow(child, in: frame, of: item) }
            children.append(child)
        }
        let layers = a.layers.map { LaidOutNode.Layer(role: $0.role, node: place($0.item, $0.proposal, at: origin + $0.offset)) }
        if let t = a.text, t.isTruncated {
            report(.info, "text-truncated", "text truncated to \(t.lineCount) line\(t.lineCount == 1 ? "" : "s") in \(frame)", item.node.id)
        }
        if a.unknownImage {
            report(.warning, "unknown-image-size", "image size unknown (missing asset?); laid out as 20×20", item.node.id)
        }
        return LaidOutNode(
            id: item.node.id, frame: frame, content: item.node.content, children: children, layers: layers,
            text: a.text, redaction: item.node.redaction, privacySensitive: item.node.privacySensitive == true)
    }

    private func checkOverflow(_ child: LaidOutNode, in frame: RectValue, of item: LayoutItem) {
        let f = child.frame
        guard f.width > 0, f.height > 0, overflowFrameReports < 32 else { return }
        guard !frame.contains(f, tolerance: Layout.overflowTolerance) else { return }
        let before = diagnostics.count
        report(.warning, "overflow-frame", "content \(f) overflows its frame \(frame)", item.node.id)
        if diagnostics.count > before { overflowFrameReports += 1 }
    }
}
