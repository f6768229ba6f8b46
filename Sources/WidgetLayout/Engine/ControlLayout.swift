import Foundation
import WidgetArchive

// ProgressView and Gauge: a drawn indicator plus label views, laid out as layers.
//
// - linear progress: label, 4 pt bar (width fills the proposal, ideal 100), current value
//   label, stacked leading with 4 pt spacing.
// - circular progress (and timer/indeterminate spinners): a 20×20 indicator, labels centred
//   below it with 4 pt spacing.
// - circular gauges: a square min(w, h) of the proposal (58×58 when unspecified); the
//   current value label centred, the label centred at the bottom, min/max labels in the
//   bottom corners, all inside the square.
// - linear gauges: label above (leading); a row with the minimum label, a 6 pt bar and the
//   maximum label (4 pt apart); the current value label below (leading).
enum ControlMetrics {
    static let spacing = 4.0
    static let progressBarHeight = 4.0
    static let progressIdealWidth = 100.0
    static let spinnerSide = 20.0
    static let gaugeBarHeight = 6.0
    static let gaugeIdealSide = 58.0
}

extension LayoutRun {
    private func layer(_ item: LayoutItem, _ role: LaidOutNode.LayerRole) -> LayoutItem? {
        item.layers.first { $0.role == role }?.item
    }

    func arrangeProgress(_ item: LayoutItem, circular: Bool, _ p: ProposedSize) -> Arrangement {
        let s = ControlMetrics.spacing
        let labelP = ProposedSize(width: p.width, height: nil)
        let label = layer(item, .label).map { ($0, measure($0, labelP)) }
        let value = layer(item, .currentValueLabel).map { ($0, measure($0, labelP)) }
        let labelWidths = [label?.1.size.width ?? 0, value?.1.size.width ?? 0].max() ?? 0
        var layers: [LayerPlacement] = []
        var y = 0.0
        let width: Double
        if circular {
            width = max(ControlMetrics.spinnerSide, labelWidths)
            y = ControlMetrics.spinnerSide
            for (role, entry) in [(LaidOutNode.LayerRole.label, label), (.currentValueLabel, value)] {
                guard let (node, m) = entry else { continue }
                y += s
                layers.append(
                    LayerPlacement(
                        role: role, item: node, proposal: labelP,
                        offset: PointValue(x: (width - m.size.width) / 2, y: y)))
                y += m.size.height
            }
        } else {
            width = p.width ?? max(ControlMetrics.progressIdealWidth, labelWidths)
            if let (node, m) = label {
                layers.append(LayerPlacement(role: .label, item: node, proposal: labelP, offset: PointValue(x: 0, y: 0)))
                y = m.size.height + s
            }
            y += ControlMetrics.progressBarHeight
            if let (node, m) = value {
                y += s
                layers.append(LayerPlacement(role: .currentValueLabel, item: node, proposal: labelP, offset: PointValue(x: 0, y: y)))
                y += m.size.height
            }
        }
        var a = Arrangement(size: SizeValue(width: width, height: y))
        a.layers = layers
        return a
    }

    func arrangeGauge(_ item: LayoutItem, circular: Bool, _ p: ProposedSize) -> Arrangement {
        let s = ControlMetrics.spacing
        var layers: [LayerPlacement] = []
        if circular {
            let side = min(p.width ?? ControlMetrics.gaugeIdealSide, p.height ?? ControlMetrics.gaugeIdealSide)
            let labelP = ProposedSize(width: side, height: nil)
            let placements: [(LaidOutNode.LayerRole, (Measured) -> PointValue)] = [
                (.currentValueLabel, { m in PointValue(x: (side - m.size.width) / 2, y: (side - m.size.height) / 2) }),
                (.label, { m in PointValue(x: (side - m.size.width) / 2, y: side - m.size.height) }),
                (.minimumValueLabel, { m in PointValue(x: 0, y: side - m.size.height) }),
                (.maximumValueLabel, { m in PointValue(x: side - m.size.width, y: side - m.size.height) }),
            ]
            // A capacity ring shows only its current value, across its centre (Apple's
            // `accessoryCircularCapacity`); the label and the bounds are not drawn.
            let capacity: Bool = { if case .gauge(let g) = item.node.content { g.style == "accessoryCircularCapacity" } else { false } }()
            for (role, position) in placements where !capacity || role == .currentValueLabel {
                guard let node = layer(item, role) else { continue }
                let m = measure(node, labelP)
                let o = position(m)
                layers.append(LayerPlacement(role: role, item: node, proposal: labelP, offset: PointValue(x: Layout.finite(o.x), y: Layout.finite(o.y))))
            }
            var a = Arrangement(size: SizeValue(width: side, height: side))
            a.layers = layers
            return a
        }
        let labelP = ProposedSize(width: p.width, height: nil)
        let label = layer(item, .label).map { ($0, measure($0, labelP)) }
        let value = layer(item, .currentValueLabel).map { ($0, measure($0, labelP)) }
        let minimum = layer(item, .minimumValueLabel).map { ($0, measure($0, .unspecified)) }
        let maximum = layer(item, .maximumValueLabel).map { ($0, measure($0, .unspecified)) }
        let minW = minimum.map { $0.1.size.width + s } ?? 0
        let maxW = maximum.map { $0.1.size.width + s } ?? 0
        let width = p.width ?? max(ControlMetrics.progressIdealWidth + minW + maxW, label?.1.size.width ?? 0, value?.1.size.width ?? 0)
        var y = 0.0
        if let (node, m) = label {
            layers.append(LayerPlacement(role: .label, item: node, proposal: labelP, offset: PointValue(x: 0, y: 0)))
            y = m.size.height + s
        }
        let rowHeight = max(ControlMetrics.gaugeBarHeight, minimum?.1.size.height ?? 0, maximum?.1.size.height ?? 0)
        if let (node, m) = minimum {
            layers.append(
                LayerPlacement(
                    role: .minimumValueLabel, item: node, proposal: .unspecified,
                    offset: PointValue(x: 0, y: y + (rowHeight - m.size.height) / 2)))
        }
        if let (node, m) = maximum {
            layers.append(
                LayerPlacement(
                    role: .maximumValueLabel, item: node, proposal: .unspecified,
                    offset: PointValue(x: Layout.finite(width - m.size.width), y: y + (rowHeight - m.size.height) / 2)))
        }
        y += rowHeight
        if let (node, m) = value {
            y += s
            layers.append(LayerPlacement(role: .currentValueLabel, item: node, proposal: labelP, offset: PointValue(x: 0, y: y)))
            y += m.size.height
        }
        var a = Arrangement(size: SizeValue(width: width, height: y))
        a.layers = layers
        return a
    }
}

extension LaidOutNode {
    /// For progress views and gauges: the rectangle of the drawn indicator (bar, spinner or
    /// dial), derived from the frame and the label layers by the rules the engine used.
    /// nil for other nodes.
    public var indicatorFrame: RectValue? {
        func layer(_ role: LayerRole) -> RectValue? { layers.first { $0.role == role }?.node.frame }
        let s = ControlMetrics.spacing
        switch content {
        case .progress(let p):
            let circular: Bool
            switch (p.style, p.value) {
            case (.circular, _), (.automatic, .indeterminate): circular = true
            default: circular = false
            }
            if circular {
                let side = ControlMetrics.spinnerSide
                return RectValue(x: frame.midX - side / 2, y: frame.minY, width: side, height: side)
            }
            let top = layer(.label).map { $0.maxY + s } ?? frame.minY
            return RectValue(x: frame.minX, y: top, width: frame.width, height: ControlMetrics.progressBarHeight)
        case .gauge(let g):
            if g.style.hasPrefix("accessoryCircular") { return frame }
            let top = layer(.label).map { $0.maxY + s } ?? frame.minY
            let minimum = layer(.minimumValueLabel), maximum = layer(.maximumValueLabel)
            let row = max(ControlMetrics.gaugeBarHeight, minimum?.height ?? 0, maximum?.height ?? 0)
            let left = minimum.map { $0.maxX + s } ?? frame.minX
            let right = maximum.map { $0.minX - s } ?? frame.maxX
            return RectValue(
                x: left, y: top + (row - ControlMetrics.gaugeBarHeight) / 2,
                width: max(0, right - left), height: ControlMetrics.gaugeBarHeight)
        default:
            return nil
        }
    }
}
