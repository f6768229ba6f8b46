import Foundation
import WidgetArchive

/// A readable, deterministic text form of a layout tree, one node per line: the node as
/// `ArchiveDump` describes it, its id and its frame `(x, y, w×h)`; secondary views under
/// "with:", then the diagnostics.
public enum LayoutDump {
    /// The tree as text, one node per line with its frame, for tests and debugging.
    public static func dump(_ tree: LayoutTree) -> String {
        var out = ""
        out += "layout \(ArchiveDump.num(tree.size.width))×\(ArchiveDump.num(tree.size.height)) content \(tree.contentFrame)\n"
        if let background = tree.containerBackground {
            out += "containerBackground:\n"
            write(background, depth: 1, prefix: "", into: &out)
        }
        out += "root:\n"
        write(tree.root, depth: 1, prefix: "", into: &out)
        for diagnostic in tree.diagnostics {
            out += "! \(diagnostic)\n"
        }
        return out
    }

    /// One subtree.
    public static func dump(_ node: LaidOutNode) -> String {
        var out = ""
        write(node, depth: 0, prefix: "", into: &out)
        return out
    }

    /// The one-line description of a node (without children or frame).
    public static func describe(_ node: LaidOutNode) -> String {
        let bare = Node(
            id: node.id, content: node.content, redaction: node.redaction,
            privacySensitive: node.privacySensitive ? true : nil)
        let text = ArchiveDump.dump(bare)
        return String(text.prefix { $0 != "\n" })
    }

    private static func write(_ node: LaidOutNode, depth: Int, prefix: String, into out: inout String) {
        var line = String(repeating: "  ", count: depth) + prefix + describe(node) + "  \(node.frame)"
        if let t = node.text {
            line += " lines=\(t.lineCount)"
            if t.isTruncated { line += " truncated" }
            if t.scale != 1 { line += " scale=\(ArchiveDump.num(t.scale))" }
        }
        out += line + "\n"
        if !node.layers.isEmpty {
            out += String(repeating: "  ", count: depth + 1) + "with:\n"
            for layer in node.layers {
                write(layer.node, depth: depth + 2, prefix: layer.role.rawValue + ": ", into: &out)
            }
        }
        for child in node.children {
            write(child, depth: depth + 1, prefix: "", into: &out)
        }
    }
}
