import Foundation
import WidgetArchive

// Modifiers that change layout: padding (§3.8), frame (§3.6), flexible frame (§3.7),
// background/overlay/mask and aspectRatio (§3.9). fixedSize and offset are in `LayoutRun.arrange`.
extension LayoutRun {
    /// The child is proposed the proposal minus the insets (nil stays nil, at least 0) and
    /// placed at (leading, top); the size is the child's plus the insets.
    func arrangePadding(_ item: LayoutItem, _ e: EdgeInsetsValue, _ p: ProposedSize) -> Arrangement {
        func inset(_ v: Double?, _ a: Double, _ b: Double) -> Double? {
            v.map { $0 == .infinity ? $0 : max(0, $0 - a - b) }
        }
        let childP = ProposedSize(width: inset(p.width, e.leading, e.trailing), height: inset(p.height, e.top, e.bottom))
        let c = measureChild(item, childP)
        let b = c.baselines(shiftedBy: e.top)
        var a = Arrangement(
            Measured(
                size: SizeValue(
                    width: max(0, c.size.width + e.leading + e.trailing),
                    height: max(0, c.size.height + e.top + e.bottom)),
                firstBaseline: b.first, lastBaseline: b.last))
        if let child = item.children.first {
            a.children = [ChildPlacement(item: child, proposal: childP, offset: PointValue(x: e.leading, y: e.top))]
        }
        a.checksOverflow = true
        return a
    }

    /// Fixed dimensions replace the child's; the child is proposed them (the parent's
    /// proposal on free axes) and aligned inside, possibly overflowing.
    func arrangeFrame(_ item: LayoutItem, width: Double?, height: Double?, _ alignment: AlignmentValue, _ p: ProposedSize) -> Arrangement {
        let childP = ProposedSize(width: width ?? p.width, height: height ?? p.height)
        let c = measureChild(item, childP)
        let size = SizeValue(width: width ?? c.size.width, height: height ?? c.size.height)
        return framed(item, c, childP, in: size, alignment)
    }

    func arrangeFlexibleFrame(_ item: LayoutItem, _ f: FlexibleFrame, _ p: ProposedSize) -> Arrangement {
        func clamp(_ v: Double, _ mn: Double?, _ mx: Double?) -> Double {
            min(max(v, mn ?? -.infinity), mx ?? .infinity)
        }
        /// The size decided without asking the child, if any.
        func decided(_ proposed: Double?, _ mn: Double?, _ ideal: Double?, _ mx: Double?) -> Double? {
            if let proposed {
                if let mn, let mx, mn <= mx { return clamp(proposed, mn, mx) }
                return nil
            }
            return ideal
        }
        func childProposal(_ proposed: Double?, _ mn: Double?, _ ideal: Double?, _ mx: Double?) -> Double? {
            guard let v = proposed ?? ideal else { return nil }
            return clamp(v, mn, mx)
        }
        func resolved(_ child: Double, _ proposed: Double?, _ mn: Double?, _ mx: Double?) -> Double {
            switch (mn, mx) {
            case (let mn?, let mx?): clamp(child, mn, mx)
            case (let mn?, nil): max(min(proposed ?? .infinity, child), mn)
            case (nil, let mx?): min(max(proposed ?? -.infinity, child), mx)
            case (nil, nil): child
            }
        }
        var width = decided(p.width, f.minWidth, f.idealWidth, f.maxWidth)
        var height = decided(p.height, f.minHeight, f.idealHeight, f.maxHeight)
        if width == nil || height == nil {
            let childP = ProposedSize(
                width: childProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                height: childProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight))
            let c = measureChild(item, childP).size
            if width == nil { width = resolved(c.width, childP.width, f.minWidth, f.maxWidth) }
            if height == nil { height = resolved(c.height, childP.height, f.minHeight, f.maxHeight) }
        }
        let size = SizeValue(width: max(0, Layout.finite(width ?? 0)), height: max(0, Layout.finite(height ?? 0)))
        // Placement: the child is proposed the frame's size, except on an axis the parent
        // left unspecified, with no ideal, where the frame took the child's own size.
        func placementProposal(_ proposed: Double?, _ ideal: Double?, _ mn: Double?, _ mx: Double?, _ length: Double) -> Double? {
            if proposed == nil, ideal == nil, length > (mn ?? -.infinity), length < (mx ?? .infinity) { return nil }
            return length
        }
        let placeP = ProposedSize(
            width: placementProposal(p.width, f.idealWidth, f.minWidth, f.maxWidth, size.width),
            height: placementProposal(p.height, f.idealHeight, f.minHeight, f.maxHeight, size.height))
        return framed(item, measureChild(item, placeP), placeP, in: size, f.alignment)
    }

    /// A frame of `size` with the child (measured `c` for `childP`) aligned in it.
    private func framed(_ item: LayoutItem, _ c: Measured, _ childP: ProposedSize, in size: SizeValue, _ alignment: AlignmentValue) -> Arrangement {
        let offset = Layout.align(c, in: size, alignment)
        let b = c.baselines(shiftedBy: offset.y)
        var a = Arrangement(Measured(size: size, firstBaseline: b.first, lastBaseline: b.last))
        if let child = item.children.first {
            a.children = [ChildPlacement(item: child, proposal: childP, offset: offset)]
        }
        a.checksOverflow = true
        return a
    }

    /// The primary view decides the size; the secondary view is proposed that size and
    /// aligned in it, without affecting layout.
    func arrangeSecondary(_ item: LayoutItem, _ alignment: AlignmentValue, _ p: ProposedSize) -> Arrangement {
        var a = arrangePassThrough(item, p)
        guard let layer = item.layers.first else { return a }
        let primary = a.measured
        let layerP = ProposedSize(primary.size)
        let m = measure(layer.item, layerP)
        let offset = PointValue(
            x: Layout.finite(Layout.guide(alignment.horizontal, width: primary.size.width) - Layout.guide(alignment.horizontal, width: m.size.width)),
            y: Layout.finite(Layout.guide(alignment.vertical, of: primary) - Layout.guide(alignment.vertical, of: m)))
        a.layers = [LayerPlacement(role: layer.role, item: layer.item, proposal: layerP, offset: offset)]
        return a
    }

    /// Proposes the largest size of the ratio inside the proposal (fit) or the smallest
    /// covering it (fill); a fully unspecified proposal passes through.
    func arrangeAspectRatio(_ item: LayoutItem, _ ratio: Double?, _ mode: ContentModeValue, _ p: ProposedSize) -> Arrangement {
        var childP = p
        if p.width != nil || p.height != nil {
            let r = ratio ?? idealRatio(item)
            switch (p.width, p.height) {
            case (let w?, let h?):
                let wider = w > h * r
                if (mode == .fit) == wider {
                    childP = ProposedSize(width: h * r, height: h)
                } else {
                    childP = ProposedSize(width: w, height: w / r)
                }
            case (let w?, nil): childP = ProposedSize(width: w, height: w / r)
            case (nil, let h?): childP = ProposedSize(width: h * r, height: h)
            case (nil, nil): break
            }
            childP = Layout.sanitized(childP)
        }
        return arrangePassThrough(item, childP)
    }

    /// The child's ideal width / height, 1 when it has no meaningful ratio.
    private func idealRatio(_ item: LayoutItem) -> Double {
        let s = measureChild(item, .unspecified).size
        let r = s.width / s.height
        return r.isFinite && r > 0 ? r : 1
    }
}
