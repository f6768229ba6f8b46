import CCairo
import Foundation
import WidgetRender

/// The baseline: the reference widget's primitives drawn straight with Cairo and Pango at
/// fixed coordinates (no archive, no layout, no display list), as docs/REFERENCE-WIDGET.md's
/// "cairo + Pango (raw drawing, absolute coords)" row did: a new surface, four rounded
/// rectangles, seven Pango layouts.
enum DirectCairoDrawing {
    static let scale = 2.0

    /// Draws and returns the surface (the caller encodes and destroys it).
    static func draw() -> OpaquePointer {
        let width = Int32(ReferenceWidget.size.width * scale), height = Int32(ReferenceWidget.size.height * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)

        roundedRect(cr, 0, 0, 329, 155, 22)
        cairo_set_source_rgb(cr, 0x1E / 255, 0x25 / 255, 0x33 / 255)
        cairo_fill(cr)

        text(cr, ReferenceWidget.title, x: 16, y: 16, size: 17, bold: true, rgb: (1, 1, 1))
        text(cr, ReferenceWidget.headline, x: 16, y: 36, size: 22, bold: true, rgb: (1, 0xD6 / 255, 0x0A / 255))
        let colors: [(Double, Double, Double)] = [(1, 59 / 255, 48 / 255), (0, 122 / 255, 1), (1, 149 / 255, 0)]
        for (i, tile) in ReferenceWidget.tiles.enumerated() {
            let x = 16 + Double(i) * 66
            roundedRect(cr, x + 6, 64, 44, 44, 10)
            cairo_set_source_rgb(cr, colors[i].0, colors[i].1, colors[i].2)
            cairo_fill(cr)
            text(cr, tile.label, x: x, y: 110, size: 11, bold: false, rgb: (1, 1, 1), centeredIn: 56)
        }
        text(cr, ReferenceWidget.caption, x: 16, y: 125, size: 12, bold: false, rgb: (0x8E / 255, 0x8E / 255, 0x93 / 255))

        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    private static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    private static func text(
        _ cr: OpaquePointer, _ string: String, x: Double, y: Double, size: Double, bold: Bool,
        rgb: (Double, Double, Double), centeredIn width: Double? = nil
    ) {
        let layout = pango_cairo_create_layout(cr)!
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, ReferenceWidget.family)
        pango_font_description_set_weight(description, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, size * 1024)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string, -1)
        var dx = 0.0
        if let width {
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_size(layout, &w, &h)
            dx = (width - Double(w) / 1024) / 2
        }
        cairo_move_to(cr, x + dx, y)
        cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
