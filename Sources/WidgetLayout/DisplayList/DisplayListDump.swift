import Foundation
import WidgetArchive

/// One line per drawing command, groups indented, for debugging the paint order.
public enum DisplayListDump {
    /// The list as text, one command per line, for tests and debugging.
    public static func dump(_ list: DisplayList) -> String {
        var out = "display list \(ArchiveDump.num(list.size.width))x\(ArchiveDump.num(list.size.height)) scheme=\(list.colorScheme.rawValue)\n"
        var depth = 1
        for item in list.items {
            if case .pop = item { depth = max(1, depth - 1); out += indent(depth) + "pop\n"; continue }
            if case .beginMaskContent = item { out += indent(max(1, depth - 1)) + "mask:\n"; continue }
            out += indent(depth) + describe(item) + "\n"
            switch item {
            case .pushClip, .pushOpacity, .pushTransform, .pushShadow, .pushBlur, .pushMask: depth += 1
            default: break
            }
        }
        return out
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    static func describe(_ item: DisplayItem) -> String {
        switch item {
        case .shape(let s):
            var d: String
            switch s.drawing {
            case .fill(let p, _): d = "fill \(ArchiveDump.describe(p))"
            case .stroke(let p, let st, let inside):
                d = "\(inside ? "strokeBorder" : "stroke") \(ArchiveDump.describe(p)) width=\(ArchiveDump.num(st.lineWidth))"
            }
            if s.trimFrom != 0 || s.trimTo != 1 { d += " trim=\(ArchiveDump.num(s.trimFrom))...\(ArchiveDump.num(s.trimTo))" }
            return "shape \(geometryName(s.geometry)) \(s.frame) \(d)"
        case .text(let t):
            return "text \(quote(t.text.plainText())) \(t.frame) lines=\(t.measurement.lineCount)\(t.measurement.isTruncated ? " truncated" : "")"
        case .image(let i):
            return "image \(i.image.source.description) \(i.frame)"
        case .pushClip(let g, let r, _): return "clip \(geometryName(g)) \(r)"
        case .pushOpacity(let o): return "opacity \(ArchiveDump.num(o))"
        case .pushTransform(let t):
            return "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { ArchiveDump.num(($0 * 1000).rounded() / 1000) }.joined(separator: " "))]"
        case .pushShadow(let c, let r, let x, let y):
            return "shadow \(ArchiveDump.describe(c)) radius=\(ArchiveDump.num(r)) offset=\(ArchiveDump.num(x)),\(ArchiveDump.num(y))"
        case .pushBlur(let r): return "blur \(ArchiveDump.num(r))"
        case .pushMask: return "masked group"
        case .beginMaskContent: return "mask:"
        case .pop: return "pop"
        }
    }

    static func geometryName(_ g: ShapeGeometry) -> String {
        switch g {
        case .rectangle: "rect"
        case .roundedRectangle(let w, _, let s): "roundedRect(\(ArchiveDump.num(w))\(s == .continuous ? ", continuous" : ""))"
        case .unevenRoundedRectangle: "unevenRoundedRect"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .containerRelative: "containerRelative"
        case .path(let p, _): "path(\(p.elements.count))"
        }
    }

    static func quote(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\n", with: "\\n") + "\"" }
}
