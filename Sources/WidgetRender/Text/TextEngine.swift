import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

/// Pango units per point.
let pangoScale = Double(PANGO_SCALE)

@inline(__always) func gUnref(_ object: OpaquePointer?) {
    if let object { g_object_unref(UnsafeMutableRawPointer(object)) }
}

/// An RGBA color in sRGB, components 0…1 (straight alpha).
struct RGBA: Hashable {
    var r, g, b, a: Double
    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 1)
}

/// An image laid out inline in a paragraph (`Text(Image(…))` that is not drawn as a glyph).
struct InlineImage {
    var byteIndex: Int
    var image: ImageNode
    var size: SizeValue
}

/// What the measurer and the rasterizer share: the time dynamic dates are formatted at, the
/// process-wide font map (`SharedFontMap`), and the paragraph builder both sides use so
/// measuring and drawing shape text identically. Every use of Pango goes through
/// `withLock` (Pango is not thread-safe, and the libraries beneath share process state).
final class TextEngine: @unchecked Sendable {
    let now: Date?

    init(fontDirectories: [URL], now: Date?) {
        self.now = now
        if !fontDirectories.isEmpty { FontRegistry.shared.registerFonts(in: fontDirectories) }
    }

    /// The shared Pango context. Call locked.
    var context: OpaquePointer { SharedFontMap.shared.context }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try FontStack.withLock {
            SharedFontMap.shared.prepare()
            return try body()
        }
    }

    /// A cached description; owned by the cache (do not free). Call locked.
    func fontDescription(_ font: FontSpec, scale: Double) -> OpaquePointer {
        var weight = font.weight.numeric
        var italic = font.italic
        let families: String
        if case .custom(let name) = font.family, let custom = FontRegistry.shared.resolveCustom(name) {
            families = ([custom.family] + SystemFontMapping.fallbackFamilies).joined(separator: ",")
            if font.weight == .regular, let w = custom.weight { weight = w }
            if !font.italic, let i = custom.italic { italic = i }
        } else {
            families = SystemFontMapping.familyList(for: font)
        }
        return fontDescription(families: families, weight: weight, italic: italic, size: font.size * scale)
    }

    /// A cached description; owned by the cache (do not free). Call locked.
    func fontDescription(families: String, weight: Int, italic: Bool, size: Double) -> OpaquePointer {
        SharedFontMap.shared.description(families: families, weight: weight, italic: italic, size: size)
    }

    /// Custom font names in `text` that fontconfig cannot find (drawn in the system font).
    static func missingFonts(in text: TextNode) -> [String] {
        var names: [String] = []
        for run in text.runs {
            if case .custom(let name) = run.font.family, !names.contains(name), FontRegistry.shared.resolveCustom(name) == nil {
                names.append(name)
            }
        }
        return names
    }

    // MARK: - Paragraphs

    /// A Pango layout for a paragraph, with the inline images that are not glyphs.
    /// The caller unrefs `layout`. Call locked.
    func makeLayout(_ text: TextNode, fontScale: Double, color: ((Paint) -> RGBA)?) -> (layout: OpaquePointer, inlines: [InlineImage]) {
        let layout = pango_layout_new(context)!
        var utf8: [UInt8] = []
        var inlines: [InlineImage] = []
        let attributes = pango_attr_list_new()!

        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            pango_attr_list_insert(attributes, attribute)
        }

        for run in text.runs {
            let start = utf8.count
            var font = run.font
            var runColor: Paint = run.foreground
            switch run.content {
            case .string(let string):
                utf8.append(contentsOf: string.utf8)
            case .date(let date):
                utf8.append(contentsOf: date.formatted(at: now ?? date.referenceDate).utf8)
            case .image(let image):
                if case .system(let name, _) = image.source, let glyph = SymbolMapping.glyph(for: name) {
                    utf8.append(contentsOf: String(glyph.character).utf8)
                    font = FontSpec(
                        family: .custom(name: SystemFontMapping.symbolFamily), size: run.font.size * RenderImageMeasurer.scaleFactor(image.symbolScale))
                    runColor = run.foreground
                } else {
                    let size = RenderImageMeasurer.inlineSize(of: image, font: run.font)
                    // Inline images take the text's color, as SwiftUI tints them.
                    var tinted = image
                    tinted.foreground = run.foreground
                    inlines.append(InlineImage(byteIndex: start, image: tinted, size: size))
                    utf8.append(contentsOf: "\u{FFFC}".utf8)
                    var logical = PangoRectangle(
                        x: 0, y: Int32((-size.height * 0.8 * fontScale * pangoScale).rounded()),
                        width: Int32((size.width * fontScale * pangoScale).rounded()),
                        height: Int32((size.height * fontScale * pangoScale).rounded()))
                    var ink = logical
                    insert(pango_attr_shape_new(&ink, &logical), start, utf8.count)
                    continue
                }
            }
            let end = utf8.count
            guard end > start else { continue }
            let description: OpaquePointer
            if case .custom(let name) = font.family, name == SystemFontMapping.symbolFamily {
                description = fontDescription(families: name, weight: 400, italic: false, size: font.size * fontScale)
            } else {
                description = fontDescription(font, scale: fontScale)
            }
            insert(pango_attr_font_desc_new(description), start, end)
            let spacing = (run.kerning + run.tracking) * fontScale
            if spacing != 0 { insert(pango_attr_letter_spacing_new(Int32((spacing * pangoScale).rounded())), start, end) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32((run.baselineOffset * fontScale * pangoScale).rounded())), start, end) }
            var features: [String] = []
            if font.monospacedDigit { features.append("tnum 1") }
            if font.smallCaps { features.append("smcp 1") }
            if !features.isEmpty { insert(pango_attr_font_features_new(features.joined(separator: ", ")), start, end) }
            if let underline = run.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end)
                if let color, let paint = underline.color {
                    let c = color(paint)
                    insert(pango_attr_underline_color_new(c16(c.r), c16(c.g), c16(c.b)), start, end)
                }
            }
            if let strike = run.strikethrough {
                insert(pango_attr_strikethrough_new(1), start, end)
                if let color, let paint = strike.color {
                    let c = color(paint)
                    insert(pango_attr_strikethrough_color_new(c16(c.r), c16(c.g), c16(c.b)), start, end)
                }
            }
            if let color {
                let c = color(runColor)
                insert(pango_attr_foreground_new(c16(c.r), c16(c.g), c16(c.b)), start, end)
                insert(pango_attr_foreground_alpha_new(c16(c.a)), start, end)
            }
        }
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
        // A word too long for its line breaks between characters with no hyphen, as SwiftUI's
        // text does (its hyphenation is off unless asked for); Pango would insert one.
        insert(pango_attr_insert_hyphens_new(0), 0, Int(UInt32.max))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        switch text.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if text.lineSpacing != 0 {
            pango_layout_set_spacing(layout, Int32((text.lineSpacing * fontScale * pangoScale).rounded()))
        }
        return (layout, inlines)
    }

    /// Applies a width and the line limits (lineLimit, then height) to a layout, for text
    /// shaped at `fontScale` (as `makeLayout` was). Call locked.
    func constrain(_ layout: OpaquePointer, text: TextNode, width: Double?, height: Double?, fontScale: Double) {
        // Pango spaces letters by half the spacing on each side of every character and drops
        // the halves at a line's two ends from the line's width, but counts them when it
        // decides what fits: text laid out at its own measured width would wrap or truncate
        // ("ALEX" → "AL…"). The width Pango breaks at gets that spacing back, so a line fits
        // exactly when its drawn width does.
        let hang = text.runs.map { max(0, $0.kerning + $0.tracking) }.max() ?? 0
        let breakWidth = width.map { $0 + (hang.isFinite ? hang * fontScale : 0) }
        pango_layout_set_width(layout, breakWidth.map { Int32(min(Double(Int32.max / 2), ($0 * pangoScale).rounded(.down))) } ?? -1)
        let ellipsize: PangoEllipsizeMode
        switch text.truncation {
        case .head: ellipsize = PANGO_ELLIPSIZE_START
        case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .tail: ellipsize = PANGO_ELLIPSIZE_END
        }
        // Pango's default height (-1) would ellipsize every paragraph to one line as soon as
        // an ellipsize mode is set, so the mode is only set when something limits lines.
        if let limit = text.lineLimit, limit > 0 {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, Int32(-limit))
        } else if height != nil {
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, Int32.max / 2)
        } else {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        if let height, width != nil {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            if Double(logical.height) / pangoScale > height + 0.01 {
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, Int32(max(1, (height * pangoScale).rounded(.down))))
            }
        }
    }

    struct Metrics {
        var width: Double
        var height: Double
        var offsetX: Double
        var offsetY: Double
        var firstBaseline: Double
        var lastBaseline: Double
        var lineCount: Int
        var ellipsized: Bool
        var unknownGlyphs: Int
    }

    /// Measures a constrained layout, in points. Call locked.
    func metrics(of layout: OpaquePointer) -> Metrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let top = Double(logical.y) / pangoScale
        let first = Double(pango_layout_get_baseline(layout)) / pangoScale - top
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iter)) / pangoScale - top
            pango_layout_iter_free(iter)
        }
        return Metrics(
            width: Double(logical.width) / pangoScale, height: Double(logical.height) / pangoScale,
            offsetX: Double(logical.x) / pangoScale, offsetY: top,
            firstBaseline: first, lastBaseline: last, lineCount: Int(pango_layout_get_line_count(layout)),
            ellipsized: pango_layout_is_ellipsized(layout) != 0,
            unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }
}

@inline(__always) func c16(_ v: Double) -> UInt16 {
    UInt16(max(0, min(65535, (v * 65535).rounded())))
}
