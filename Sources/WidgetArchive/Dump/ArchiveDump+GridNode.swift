import Foundation

extension ArchiveDump {
    /// `Grid(alignment: leading, horizontalSpacing: 12, verticalSpacing: default)`,
    /// `GridRow(alignment: firstTextBaseline)`, `gridCell(columns: 2, columnAlignment: trailing,
    /// anchor: (0, 0.5), unsizedAxes: horizontal)`: each value as the author wrote it.
    static func describe(_ g: GridNode) -> String {
        switch g {
        case .grid(let v):
            return "Grid(alignment: \(describe(v.alignment)), horizontalSpacing: \(v.horizontalSpacing.map(num) ?? "default"), "
                + "verticalSpacing: \(v.verticalSpacing.map(num) ?? "default"))"
        case .row(let r):
            return "GridRow(alignment: \(r.alignment?.rawValue ?? "grid's"))"
        case .cell(let c):
            var parts: [String] = []
            if let n = c.columns { parts.append("columns: \(n)") }
            if let a = c.columnAlignment { parts.append("columnAlignment: \(a.rawValue)") }
            if let p = c.anchor { parts.append("anchor: (\(num(p.x)), \(num(p.y)))") }
            if let axes = c.unsizedAxes { parts.append("unsizedAxes: \(axes.isEmpty ? "none" : axes.map(\.rawValue).joined(separator: "+"))") }
            return "gridCell(\(parts.joined(separator: ", ")))"
        }
    }
}
