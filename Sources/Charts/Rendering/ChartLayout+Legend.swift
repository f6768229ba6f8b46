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

    /// Colored circles with the values' names in a row from the leading edge.
    func legendView(at origin: CGPoint) -> AnyView {
        let entries = legendEntries()
        let row = HStack(spacing: ChartMetrics.legendItemGap) {
            ForEach(0..<entries.count) { i in
                HStack(spacing: ChartMetrics.legendSymbolGap) {
                    Circle().fill(entries[i].style).frame(width: ChartMetrics.legendSymbol, height: ChartMetrics.legendSymbol)
                    Self.label(entries[i].label)
                }
            }
        }
        return Self.place(row, at: origin, anchor: .topLeading)
    }
}
