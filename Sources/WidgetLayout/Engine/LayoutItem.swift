import Foundation
import WidgetArchive

/// What the engine does with a node, with the archive's values already checked
/// (NaN, negative and infinite values clamped) so layout code can trust them.
enum LayoutKind {
    case text(TextNode)
    case image(ImageNode)
    /// Shapes and colors: fill the proposal.
    case fill
    case stack(StackNode.Kind, AlignmentValue, spacing: Double?)
    case spacer(minLength: Double)
    case divider(thickness: Double)
    case viewThatFits(horizontal: Bool, vertical: Bool)
    case progress(circular: Bool)
    case gauge(circular: Bool)
    case padding(EdgeInsetsValue)
    case frame(width: Double?, height: Double?, AlignmentValue)
    case flexibleFrame(FlexibleFrame)
    /// background / overlay / mask: the secondary view is the item's only layer.
    case secondary(AlignmentValue)
    case offset(x: Double, y: Double)
    /// `position`: the whole proposal, the child's centre at the point (PositionLayout.swift).
    case position(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, ContentModeValue)
    /// GeometryReader / Canvas: the whole proposal, the child at the origin; the size the
    /// child was resolved for, to report a mismatch.
    case geometry(resolvedFor: SizeValue, canvas: Bool)
    /// LazyVGrid / LazyHGrid with its items' lengths checked (GridLayout.swift).
    case lazyGrid(LazyGridNode)
    /// Grid / GridRow laid out from their cells (EagerGridLayout.swift); a grid cell node is `passThrough`.
    case grid(GridNode)
    /// Modifiers that do not change layout, links with one child.
    case passThrough
    /// Nothing to lay out (a container with no children, or cut by the depth limit).
    case empty
}

/// The engine's mirror of an archive node: a reference, so measurements are cached per
/// node and proposal while one layout runs.
final class LayoutItem {
    struct Layer {
        var role: LaidOutNode.LayerRole
        var item: LayoutItem
    }

    let node: Node
    let kind: LayoutKind
    var children: [LayoutItem] = []
    var layers: [Layer] = []
    /// The axis of the H/V stack this node is in (through modifiers), for spacers and dividers.
    let stackAxis: AxisValue?
    /// `layoutPriority` found on this node or through the modifiers it wraps.
    var explicitPriority: Double?
    /// A Spacer, possibly behind modifiers that keep its spacing behaviour (not frames or padding).
    var isSpacer = false
    /// A Spacer behind any modifiers: sized after its siblings, like a −∞ layout priority.
    var hasSpacerPriority = false
    /// Directly inside a clip or mask (through modifiers that do not change layout): its
    /// content overflowing it is not visible, so not reported.
    var isClipped = false
    var cache: [ProposedSize: Measured] = [:]

    init(node: Node, kind: LayoutKind, stackAxis: AxisValue?) {
        self.node = node; self.kind = kind; self.stackAxis = stackAxis
    }

    /// Priority in an H/V stack: explicit, else −∞ for spacers (they are sized last), else 0.
    var stackPriority: Double { explicitPriority ?? (hasSpacerPriority ? -.infinity : 0) }
    var zPriority: Double { explicitPriority ?? 0 }
}

extension LayoutRun {
    /// Builds the item tree, clamping hostile values and stopping at the depth limit.
    func build(_ node: Node, depth: Int = 0, stackAxis: AxisValue? = nil, clipped: Bool = false) -> LayoutItem {
        let kind = layoutKind(of: node)
        let item = LayoutItem(node: node, kind: kind, stackAxis: stackAxis)
        item.isClipped = clipped
        let childDepth = depth + 1
        let canDescend = childDepth <= Layout.maxDepth
        if !canDescend && (!node.children.isEmpty || hasLayers(node)) {
            report(
                .error, "layout-too-deep",
                "nesting deeper than \(Layout.maxDepth) levels; the content below is not laid out", node.id, once: true)
            return item
        }

        var childAxis: AxisValue?
        var childNodes = node.children
        switch kind {
        case .stack(let k, _, _):
            childAxis = k == .depth ? nil : (k == .horizontal ? .horizontal : .vertical)
        case .padding, .frame, .flexibleFrame, .secondary, .offset, .position, .fixedSize, .aspectRatio:
            childAxis = stackAxis
            if childNodes.count > 1 {
                report(.warning, "invalid-node", "modifier with \(childNodes.count) children; only the first is laid out", node.id)
                childNodes = [childNodes[0]]
            }
        case .passThrough:
            childAxis = stackAxis
            if childNodes.count > 1 { childNodes = [childNodes[0]] }
        case .viewThatFits, .lazyGrid, .grid:
            childAxis = nil
        case .geometry:
            // A new layout context: spacers inside do not belong to an outer stack.
            childAxis = nil
            if childNodes.count > 1 { childNodes = [childNodes[0]] }
        case .text, .image, .fill, .spacer, .divider, .progress, .gauge, .empty:
            childNodes = []
        }
        let clipsChild: Bool
        switch node.content {
        case .modifier(.clip), .modifier(.mask): clipsChild = true
        case .modifier: clipsChild = clipped && { if case .passThrough = kind { true } else { false } }()
        default: clipsChild = false
        }
        item.children = childNodes.map { build($0, depth: childDepth, stackAxis: childAxis, clipped: clipsChild) }

        switch node.content {
        case .modifier(.background(let layer, _)): item.layers = [.init(role: .background, item: build(layer, depth: childDepth))]
        case .modifier(.overlay(let layer, _)): item.layers = [.init(role: .overlay, item: build(layer, depth: childDepth))]
        case .modifier(.mask(let layer, _)): item.layers = [.init(role: .mask, item: build(layer, depth: childDepth))]
        case .progress(let p):
            item.layers = [(LaidOutNode.LayerRole.label, p.label), (.currentValueLabel, p.currentValueLabel)]
                .compactMap { role, n in n.map { .init(role: role, item: build($0, depth: childDepth)) } }
        case .gauge(let g):
            item.layers = [
                (LaidOutNode.LayerRole.label, g.label), (.currentValueLabel, g.currentValueLabel),
                (.minimumValueLabel, g.minimumValueLabel), (.maximumValueLabel, g.maximumValueLabel),
            ]
            .compactMap { role, n in n.map { .init(role: role, item: build($0, depth: childDepth)) } }
        default: break
        }

        // Traits read by stacks through any number of modifier wrappers.
        if case .modifier(let m) = node.content, let inner = item.children.first {
            if case .layoutPriority(let p) = m {
                item.explicitPriority = p.isNaN ? 0 : p
            } else {
                item.explicitPriority = inner.explicitPriority
            }
            switch m {
            case .padding, .frame, .flexibleFrame, .position: item.isSpacer = false
            default: item.isSpacer = inner.isSpacer
            }
            item.hasSpacerPriority = inner.hasSpacerPriority
        } else if case .spacer = node.content {
            item.isSpacer = true
            item.hasSpacerPriority = true
        }
        return item
    }

    private func hasLayers(_ node: Node) -> Bool {
        switch node.content {
        case .modifier(.background), .modifier(.overlay), .modifier(.mask): true
        case .progress(let p): p.label != nil || p.currentValueLabel != nil
        case .gauge(let g): g.label != nil || g.currentValueLabel != nil || g.minimumValueLabel != nil || g.maximumValueLabel != nil
        default: false
        }
    }

    private func layoutKind(of node: Node) -> LayoutKind {
        var clamped = false
        /// A length that must be a finite non-negative number (nil when it is not a number).
        func length(_ v: Double?) -> Double? {
            guard let v else { return nil }
            if !v.isFinite { clamped = true; return nil }
            if v < 0 { clamped = true; return 0 }
            return v
        }
        func number(_ v: Double) -> Double {
            if !v.isFinite { clamped = true; return 0 }
            return v
        }
        let kind: LayoutKind
        switch node.content {
        case .text(let t): kind = .text(t)
        case .image(let i): kind = .image(i)
        case .shape: kind = .fill
        case .stack(let s):
            let spacing: Double? = s.spacing.flatMap {
                $0.isFinite
                    ? $0
                    : {
                        clamped = true; return nil
                    }()
            }
            kind = node.children.isEmpty ? .empty : .stack(s.kind, s.alignment, spacing: spacing)
        case .spacer(let s): kind = .spacer(minLength: length(s.minLength) ?? Layout.defaultSpacerMinLength)
        case .divider(let d): kind = .divider(thickness: length(d.thickness) ?? 1)
        case .viewThatFits(let v):
            let h = v.axes.isEmpty || v.axes.contains(.horizontal), vert = v.axes.isEmpty || v.axes.contains(.vertical)
            kind = node.children.isEmpty ? .empty : .viewThatFits(horizontal: h, vertical: vert)
        case .progress(let p):
            let circular: Bool
            switch (p.style, p.value) {
            case (.circular, _), (.automatic, .indeterminate): circular = true
            default: circular = false
            }
            kind = .progress(circular: circular)
        case .gauge(let g): kind = .gauge(circular: g.style.hasPrefix("accessoryCircular"))
        case .geometry(let g):
            kind = .geometry(
                resolvedFor: SizeValue(width: length(g.resolvedSize.width) ?? 0, height: length(g.resolvedSize.height) ?? 0),
                canvas: g.kind == .canvas)
        case .lazyGrid(let g):
            kind = node.children.isEmpty || g.items.isEmpty ? .empty : .lazyGrid(sanitizedGrid(g, clamped: &clamped))
        case .grid(.cell):
            kind = node.children.isEmpty ? .empty : .passThrough
        case .grid(let g):
            kind = node.children.isEmpty ? .empty : .grid(sanitizedEagerGrid(g, clamped: &clamped))
        case .link, .ignored:
            switch node.children.count {
            case 0: kind = .empty
            case 1: kind = .passThrough
            default: kind = .stack(.vertical, .center, spacing: nil)
            }
        case .modifier(let m):
            switch m {
            case .padding(let e):
                kind = .padding(
                    EdgeInsetsValue(
                        top: number(e.top), leading: number(e.leading),
                        bottom: number(e.bottom), trailing: number(e.trailing)))
            case .frame(let w, let h, let a): kind = .frame(width: length(w), height: length(h), a)
            case .flexibleFrame(let f): kind = .flexibleFrame(normalized(f, clamped: &clamped))
            case .background(_, let a), .overlay(_, let a), .mask(_, let a): kind = .secondary(a)
            case .offset(let x, let y): kind = .offset(x: number(x), y: number(y))
            case .position(let x, let y): kind = .position(x: number(x), y: number(y))
            case .fixedSize(let h, let v): kind = .fixedSize(horizontal: h, vertical: v)
            case .aspectRatio(let r, let mode):
                var ratio = r
                if let v = r, !(v.isFinite && v > 0) { clamped = true; ratio = nil }
                kind = .aspectRatio(ratio, mode)
            case .opacity, .hidden, .clip, .shadow, .blur, .rotation, .scale, .layoutPriority, .zIndex,
                .accessibility, .widgetAccentable, .intentAction, .invalidatable, .toggleLook:
                kind = .passThrough
            }
        }
        if clamped {
            report(.warning, "invalid-value", "invalid number (NaN, infinite or negative) clamped", node.id)
        }
        return kind
    }

    /// §3.7's normalisation: mins ≥ 0, ideal ≥ min, max ≥ ideal (and ≥ min); NaN dropped.
    private func normalized(_ f: FlexibleFrame, clamped: inout Bool) -> FlexibleFrame {
        func axis(_ mn: Double?, _ ideal: Double?, _ mx: Double?) -> (Double?, Double?, Double?) {
            var mn = mn, ideal = ideal, mx = mx
            if let v = mn, v.isNaN || v == .infinity { clamped = true; mn = nil }
            if let v = ideal, !v.isFinite { clamped = true; ideal = nil }
            if let v = mx, v.isNaN { clamped = true; mx = nil }
            if let v = mn, v < 0 { mn = 0 }
            if let v = ideal, v < 0 { ideal = 0 }
            if let v = mx, v < 0 { mx = 0 }
            if let i = ideal, let m = mn, i < m { ideal = m }
            if let m = mx, let i = ideal ?? mn, m < i { mx = i }
            return (mn, ideal, mx)
        }
        let (minW, idealW, maxW) = axis(f.minWidth, f.idealWidth, f.maxWidth)
        let (minH, idealH, maxH) = axis(f.minHeight, f.idealHeight, f.maxHeight)
        return FlexibleFrame(
            minWidth: minW, idealWidth: idealW, maxWidth: maxW,
            minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: f.alignment)
    }
}
