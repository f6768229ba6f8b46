import Foundation
import WidgetArchive

// Leaves (§3.2): text, images, spacers, dividers. Shapes and colors fill the proposal
// (see `LayoutRun.arrange`).
extension LayoutRun {
    func arrangeText(_ text: TextNode, _ p: ProposedSize) -> Arrangement {
        let m = textMeasurer.measure(text, proposal: p)
        var a = Arrangement(
            Measured(
                size: SizeValue(width: max(0, Layout.finite(m.size.width)), height: max(0, Layout.finite(m.size.height))),
                firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline))
        a.text = m
        return a
    }

    /// Not resizable: the natural size, whatever the proposal. Resizable: the proposal,
    /// natural size on unspecified axes.
    func arrangeImage(_ image: ImageNode, _ p: ProposedSize) -> Arrangement {
        var natural = imageMeasurer.naturalSize(of: image)
        if let n = natural, !(n.width.isFinite && n.height.isFinite && n.width >= 0 && n.height >= 0) { natural = nil }
        let size = natural ?? Layout.unknownImageSize
        var a: Arrangement
        if image.resizing != nil {
            a = Arrangement(size: SizeValue(width: p.width ?? size.width, height: p.height ?? size.height))
        } else {
            a = Arrangement(size: size)
        }
        a.unknownImage = natural == nil
        return a
    }

    /// Along the stack axis: the proposal, at least the minimum length; across it: 0.
    /// Outside a stack: both axes.
    func arrangeSpacer(_ minLength: Double, axis: AxisValue?, _ p: ProposedSize) -> Arrangement {
        func along(_ v: Double?) -> Double { max(v ?? minLength, minLength) }
        switch axis {
        case .horizontal: return Arrangement(size: SizeValue(width: along(p.width), height: 0))
        case .vertical: return Arrangement(size: SizeValue(width: 0, height: along(p.height)))
        case nil: return Arrangement(size: SizeValue(width: along(p.width), height: along(p.height)))
        }
    }

    /// A line across the stack: vertical in an HStack, horizontal elsewhere.
    func arrangeDivider(_ thickness: Double, axis: AxisValue?, _ p: ProposedSize) -> Arrangement {
        if axis == .horizontal {
            return Arrangement(size: SizeValue(width: thickness, height: p.height ?? 0))
        }
        return Arrangement(size: SizeValue(width: p.width ?? 0, height: thickness))
    }

    /// The first candidate whose ideal size on the given axes fits the proposal, else the last.
    func arrangeViewThatFits(_ item: LayoutItem, horizontal: Bool, vertical: Bool, _ p: ProposedSize) -> Arrangement {
        guard let last = item.children.last else { return Arrangement(.zero) }
        var chosen = last
        let probe = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for candidate in item.children.dropLast() {
            let ideal = measure(candidate, probe).size
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { chosen = candidate; break }
        }
        var a = Arrangement(measure(chosen, p))
        a.children = [ChildPlacement(item: chosen, proposal: p, offset: PointValue(x: 0, y: 0))]
        return a
    }
}
