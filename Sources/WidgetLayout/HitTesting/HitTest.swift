import Foundation
import WidgetArchive

/// What a tap at a point opens, as WidgetKit decides it: the innermost (topmost) `Link` or
/// App Intent control whose frame contains the point, else the widget's `widgetURL`, else nothing (the app is
/// then opened with a user activity, which is the host's business).
public enum HitTarget: Hashable, Sendable {
    /// The innermost `Link` under the point.
    case link(LinkRegion)
    /// The innermost `Button(intent:)` / `Toggle(isOn:intent:)` under the point.
    case intent(IntentRegion)
    /// No link under the point: the widget's `widgetURL`.
    case widgetURL(String)
    case none
}

/// Hit-testing a laid-out widget. Pure: frames come from the layout tree, nothing is drawn.
///
/// A link's tappable area is its own laid-out frame. Offsets are honoured (layout has already
/// moved the frames). Ignored: rotation and scale effects (the untransformed frame counts),
/// clip shapes and masks (SwiftUI does not clip hit-testing to them either), and content
/// shapes (the archive has none). Hidden views and views at zero opacity are not tappable.
public enum HitTest {
    /// Every link of the widget in paint order (container background first, then content;
    /// within a node: background layers, children, overlay layers; a ZStack's children by
    /// zIndex). A link later in the list is drawn above an earlier one, so a nested link
    /// follows the link around it.
    public static func linkRegions(in tree: LayoutTree) -> [LinkRegion] {
        regions(in: tree).compactMap { if case .link(let link) = $0 { link } else { nil } }
    }

    /// Every App Intent control (`Button(intent:)`, `Toggle(isOn:intent:)`) in paint order,
    /// like `linkRegions(in:)`.
    public static func intentRegions(in tree: LayoutTree) -> [IntentRegion] {
        regions(in: tree).compactMap { if case .intent(let region) = $0 { region } else { nil } }
    }

    /// Links and controls together, in paint order: the last one containing a point is on top.
    /// A control inside a link (or a link inside a control's label) follows the region around
    /// it, so the innermost one wins a tap, as the innermost control handles a touch in SwiftUI.
    static func regions(in tree: LayoutTree) -> [HitTarget] {
        var regions: [HitTarget] = []
        if let background = tree.containerBackground, tree.environment.showsWidgetContainerBackground {
            collect(background, depth: 0, into: &regions)
        }
        collect(tree.root, depth: 0, into: &regions)
        return regions
    }

    /// The innermost, topmost link containing `point`, or nil.
    public static func link(at point: PointValue, in tree: LayoutTree) -> LinkRegion? {
        linkRegions(in: tree).last { $0.frame.contains(point) }
    }

    /// The URL of the innermost link containing `point`, or nil (no widgetURL fallback).
    public static func url(at point: PointValue, in tree: LayoutTree) -> String? {
        link(at: point, in: tree)?.url
    }

    /// The innermost link or App Intent control under `point`, else the widget's `widgetURL`,
    /// else `.none`.
    public static func target(at point: PointValue, in tree: LayoutTree) -> HitTarget {
        let hit = regions(in: tree).last {
            switch $0 {
            case .link(let link): link.frame.contains(point)
            case .intent(let control): control.frame.contains(point)
            default: false
            }
        }
        if let hit { return hit }
        if let url = tree.widgetURL { return .widgetURL(url) }
        return .none
    }

    private static func collect(_ node: LaidOutNode, depth: Int, into regions: inout [HitTarget]) {
        var depth = depth
        switch node.content {
        case .modifier(.hidden):
            return
        case .modifier(.opacity(let value)) where value <= 0:
            return
        case .link(let link):
            regions.append(.link(LinkRegion(url: link.url, frame: node.frame, nodeID: node.id, depth: depth)))
            depth += 1
        case .modifier(.intentAction(let action)):
            regions.append(.intent(IntentRegion(action: action, frame: node.frame, nodeID: node.id, depth: depth)))
            depth += 1
        default:
            break
        }
        for layer in node.layers where layer.role == .background { collect(layer.node, depth: depth, into: &regions) }
        // Progress and gauge labels are drawn around the indicator; their order among
        // themselves does not matter for taps (they do not overlap).
        for layer in node.layers where ![.background, .overlay, .mask].contains(layer.role) {
            collect(layer.node, depth: depth, into: &regions)
        }
        for child in paintOrder(node) { collect(child, depth: depth, into: &regions) }
        for layer in node.layers where layer.role == .overlay { collect(layer.node, depth: depth, into: &regions) }
    }

    /// Children in the order they are drawn: a ZStack's by zIndex (stable), others as laid out.
    private static func paintOrder(_ node: LaidOutNode) -> [LaidOutNode] {
        guard case .stack(let stack) = node.content, stack.kind == .depth else { return node.children }
        return node.children.enumerated().sorted {
            (DisplayListBuilder.zIndex($0.element), $0.offset) < (DisplayListBuilder.zIndex($1.element), $1.offset)
        }.map(\.element)
    }
}
