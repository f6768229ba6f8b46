import CCairo
import Foundation
import WidgetArchive

/// A timeline at a glance, like Xcode's widget timeline preview: a title line (widget,
/// family, reload policy), then each rendered entry side by side with its caption (entry
/// date, relevance) underneath, on a neutral background.
public enum ContactSheet {
    public struct Tile: Sendable {
        public var caption: String
        public var png: Data
        public init(caption: String, png: Data) { self.caption = caption; self.png = png }
    }

    /// `scale` is the tiles' pixels per point, so text in the sheet matches their size.
    public static func compose(title: String, tiles: [Tile], scale: Double = 2, dark: Bool = false) -> Data? {
        let images = tiles.compactMap { tile in RasterImage.decodePNG(tile.png).map { (tile.caption, $0) } }
        guard !images.isEmpty else { return nil }
        let gap = 16 * scale, captionHeight = 34 * scale, titleHeight = 36 * scale
        let tallest = images.map(\.1.pixelHeight).max()!
        let width = images.reduce(gap) { $0 + Double($1.1.pixelWidth) + gap }
        let height = titleHeight + Double(tallest) + captionHeight + gap
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)), Int32(height.rounded(.up)))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if dark { cairo_set_source_rgb(cr, 0.11, 0.11, 0.12) } else { cairo_set_source_rgb(cr, 0.95, 0.95, 0.97) }
        cairo_paint(cr)

        let ink: (Double, Double, Double) = dark ? (0.92, 0.92, 0.95) : (0.11, 0.11, 0.12)
        label(cr, title, x: gap, y: 10 * scale, width: width - 2 * gap, size: 15 * scale, bold: true, rgb: ink)
        var x = gap
        for (caption, image) in images {
            image.withPixels { bytes, stride in
                let source = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: bytes), CAIRO_FORMAT_ARGB32,
                                                                 Int32(image.pixelWidth), Int32(image.pixelHeight), Int32(stride))!
                cairo_set_source_surface(cr, source, x, titleHeight)
                cairo_paint(cr)
                cairo_surface_destroy(source)
            }
            label(cr, caption, x: x, y: titleHeight + Double(tallest) + 6 * scale, width: Double(image.pixelWidth), size: 11 * scale, bold: false,
                  rgb: (ink.0 * 0.8, ink.1 * 0.8, ink.2 * 0.8))
            x += Double(image.pixelWidth) + gap
        }
        cairo_surface_flush(surface)
        return PNGEncoder.encode(argb32: cairo_image_surface_get_data(surface), width: Int(cairo_image_surface_get_width(surface)),
                                 height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    private static func label(_ cr: OpaquePointer, _ text: String, x: Double, y: Double, width: Double, size: Double, bold: Bool,
                              rgb: (Double, Double, Double)) {
        FontStack.withLock { drawLabel(cr, text, x: x, y: y, width: width, size: size, bold: bold, rgb: rgb) }
    }

    private static func drawLabel(_ cr: OpaquePointer, _ text: String, x: Double, y: Double, width: Double, size: Double, bold: Bool,
                                  rgb: (Double, Double, Double)) {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, "Inter,Noto Sans CJK SC")
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_SEMIBOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * 1024)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(max(1, width) * 1024))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}
