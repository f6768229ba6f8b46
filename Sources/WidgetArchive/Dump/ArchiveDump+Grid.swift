import Foundation

extension ArchiveDump {
    /// `LazyVGrid(columns: [fixed(60), flexible(10...inf), adaptive(40...inf, spacing: 4)], alignment: leading, spacing: default)`.
    static func describe(_ g: LazyGridNode) -> String {
        let vertical = g.axis == .vertical
        let items = g.items.map { item in
            var d: String
            switch item.size {
            case .fixed(let v): d = "fixed(\(num(v)))"
            case .flexible(let mn, let mx): d = "flexible(\(num(mn))...\(num(mx ?? .infinity)))"
            case .adaptive(let mn, let mx): d = "adaptive(\(num(mn))...\(num(mx ?? .infinity)))"
            }
            var extras: [String] = []
            if let s = item.spacing { extras.append("spacing: \(num(s))") }
            if let a = item.alignment { extras.append("alignment: \(describe(a))") }
            if !extras.isEmpty { d.removeLast(); d += ", " + extras.joined(separator: ", ") + ")" }
            return d
        }
        let alignment = vertical ? g.alignment.horizontal.rawValue : g.alignment.vertical.rawValue
        return "\(vertical ? "LazyVGrid(columns" : "LazyHGrid(rows"): [\(items.joined(separator: ", "))], "
            + "alignment: \(alignment), spacing: \(g.spacing.map(num) ?? "default"))"
    }
}
