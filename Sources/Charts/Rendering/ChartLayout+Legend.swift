import Foundation
import SwiftUI

extension ChartLayout {
    /// The values of `foregroundStyle(by:)` in the order they get styles: a style scale's own
    /// order first, then the data's.
    func styleDomain() -> [PlotValue] {
        var values: [PlotValue] = settings.styleScale?.map(\.0) ?? []
        for m in marks {
            if let v = m.styleBy?.value, !values.contains(v) { values.append(v) }
        }
        return values
    }

    func style(for value: PlotValue) -> AnyShapeStyle {
        if let mapped = settings.styleScale?.first(where: { $0.0 == value }) { return mapped.1 }
        let index = styleDomain().firstIndex(of: value) ?? 0
        return ChartPalette.style(at: index)
    }

    func style(_ m: MarkRecord) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let by = m.styleBy { return style(for: by.value) }
        return ChartPalette.defaultStyle
    }

    /// The legend's entries: one per styled value that some mark uses.
    func legendEntries() -> [(label: String, style: AnyShapeStyle)] {
        let used = Set(marks.compactMap { $0.style == nil ? $0.styleBy?.value : nil })
        return styleDomain().filter(used.contains).map { (categoryLabel($0), style(for: $0)) }
    }

    /// The legend's entries in rows that fit `width` (by estimated text widths), as many rows as needed.
    func legendRows(width: CGFloat) -> [[Int]] {
        let entries = legendEntries()
        var rows: [[Int]] = []
        var used: CGFloat = 0
        for (i, entry) in entries.enumerated() {
            let w = ChartMetrics.legendSymbol + ChartMetrics.legendSymbolGap + ChartMetrics.textWidth(entry.label)
            if let last = rows.indices.last, used + ChartMetrics.legendItemGap + w <= width {
                rows[last].append(i)
                used += ChartMetrics.legendItemGap + w
            } else {
                rows.append([i])
                used = w
            }
        }
        return rows
    }

    /// The height the legend takes with its spacing, for a chart `width` wide (0 without one).
    func legendHeight(width: CGFloat) -> CGFloat {
        let rows = legendRows(width: width).count
        guard settings.legend != .hidden, rows > 0 else { return 0 }
        return (settings.legendSpacing ?? ChartMetrics.legendSpacing) + CGFloat(rows) * ChartMetrics.labelLineHeight
            + CGFloat(rows - 1) * ChartMetrics.legendRowGap
    }

    /// Colored circles with the values' names in rows from the leading edge.
    func legendView(at origin: CGPoint, width: CGFloat) -> AnyView {
        let entries = legendEntries()
        let rows = legendRows(width: width)
        let view = VStack(alignment: .leading, spacing: ChartMetrics.legendRowGap) {
            ForEach(0..<rows.count) { r in
                HStack(spacing: ChartMetrics.legendItemGap) {
                    ForEach(rows[r], id: \.self) { i in
                        HStack(spacing: ChartMetrics.legendSymbolGap) {
                            Circle().fill(entries[i].style).frame(width: ChartMetrics.legendSymbol, height: ChartMetrics.legendSymbol)
                            Self.label(entries[i].label)
                        }
                    }
                }
            }
        }
        return Self.place(view, at: origin, anchor: .topLeading)
    }
}
