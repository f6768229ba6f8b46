import Foundation

/// SF Symbols names → glyphs of the "Material Icons" font (`fonts-material-design-icons-iconfont`).
/// The table is data (`SymbolTableData`); unmapped names are drawn as a placeholder and
/// reported with an `unmapped-symbol` diagnostic by the rasterizer.
public enum SymbolMapping {
    /// A Material Icons glyph that stands for an SF Symbol.
    public struct Glyph: Hashable, Sendable {
        /// Material Icons' ligature name (e.g. `wb_sunny`).
        public var materialName: String
        /// The glyph's codepoint in the font (private use area).
        public var codepoint: UInt32
        /// The glyph as a character, to draw with the font.
        public var character: Character { Character(Unicode.Scalar(codepoint)!) }
    }

    /// Every mapped SF Symbols name.
    public static let table: [String: Glyph] = {
        var table: [String: Glyph] = [:]
        for line in SymbolTableData.text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let codepoint = UInt32(parts[2], radix: 16), Unicode.Scalar(codepoint) != nil else { continue }
            table[String(parts[0])] = Glyph(materialName: String(parts[1]), codepoint: codepoint)
        }
        return table
    }()

    /// The glyph for an SF Symbols name. Names not in the table fall back to their base
    /// name without `.fill`, `.circle`, `.square` suffixes (e.g. `cloud.sun.circle.fill`
    /// → `cloud.sun.fill` → `cloud.sun`), so close variants still draw something sensible.
    public static func glyph(for name: String) -> Glyph? {
        if let glyph = table[name] { return glyph }
        var candidate = name
        for suffix in [".fill", ".circle", ".square", ".rectangle", ".slash"] {
            if candidate.hasSuffix(suffix) {
                candidate.removeLast(suffix.count)
                if let glyph = table[candidate] ?? table[candidate + ".fill"] { return glyph }
            }
        }
        return nil
    }
}
