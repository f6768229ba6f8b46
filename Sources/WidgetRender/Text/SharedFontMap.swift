import CCairo
import Foundation

/// The process's one Pango font map and context, and its font descriptions.
///
/// Text work is serialized process-wide anyway (`FontStack`), so separate font maps per
/// renderer bought no parallelism; they only started every render cold (fontsets, coverage
/// and metrics rebuilt for each entry the host draws) and multiplied the cairo fonts alive.
/// Everything here is used with `FontStack` held.
final class SharedFontMap: @unchecked Sendable {
    static let shared = SharedFontMap()

    private var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private(set) var context: OpaquePointer!
    private var generation = -1
    private var descriptions: [Key: OpaquePointer] = [:]
    /// Descriptions kept before the cache starts over (sizes vary with scale factors).
    private static let descriptionLimit = 4096

    private struct Key: Hashable {
        var families: String
        var weight: Int
        var italic: Bool
        var size: Double
    }

    /// Call at the start of a locked section, before any description is handed out: rebuilds
    /// the font map when fonts were registered after it was made, and trims the cache (so no
    /// description a caller still holds is freed).
    func prepare() {
        let current = FontRegistry.shared.generation
        if current != generation {
            generation = current
            freeDescriptions()
            gUnref(context)
            if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
            fontMap = pango_cairo_font_map_new()
            context = pango_font_map_create_context(fontMap)
            // Unrounded glyph positions: rounding to whole user units (points) made a 22 pt
            // headline ~8 px narrower at 2x (docs/REFERENCE-WIDGET.md). Hinting off keeps advances
            // independent of the device scale, so 1x/2x/3x lay out identically in points.
            pango_context_set_round_glyph_positions(context, 0)
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        } else if descriptions.count > Self.descriptionLimit {
            freeDescriptions()
        }
    }

    func description(families: String, weight: Int, italic: Bool, size: Double) -> OpaquePointer {
        let key = Key(families: families, weight: weight, italic: italic, size: size)
        if let cached = descriptions[key] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, max(0.5, size) * pangoScale)
        descriptions[key] = description
        return description
    }

    private func freeDescriptions() {
        for (_, description) in descriptions { pango_font_description_free(description) }
        descriptions.removeAll()
    }
}
