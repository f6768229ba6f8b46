import CCairo
import Foundation
import WidgetArchive

/// A timeline at a glance, like Xcode's widget timeline preview: a title line (widget,
/// family, reload policy), then each rendered entry side by side with its caption (entry
/// date, relevance) underneath, on a neutral background.
public enum ContactSheet {
    /// One rendered entry and its caption.
    public struct Tile: Sendable {
        /// The text under the entry (date, relevance).
        public var caption: String
        /// The entry's PNG.
        public var png: Data
        /// A tile of a caption and an image.
        public init(caption: String, png: Data) { self.caption = caption; self.png = png }
    }

    /// A rectangle in the sheet's pixels, origin top-left.
    public struct Frame: Sendable, Equatable {
        /// Position and size in sheet pixels.
        public var x, y, width, height: Double
        /// The bottom edge.
        public var maxY: Double { y + height }
    }

    /// Where everything goes. The title and the captions wrap to their width; each is
    /// measured, so a title that wraps (a narrow accessory family's sheet) pushes the row of
    /// tiles down instead of being drawn over it.
    public struct Layout: Sendable, Equatable {
        /// The sheet's width in pixels.
        public var width: Double
        /// The sheet's height in pixels.
        public var height: Double
        /// The title's text as laid out (its measured height).
        public var title: Frame
        /// Where each entry's image goes.
        public var tiles: [Frame]
        /// Where each entry's caption goes.
        public var captions: [Frame]
    }

    /// The layout for tiles of these pixel sizes (see ``compose(title:tiles:scale:dark:)``).
    public static func layout(title: String, captions: [String], tileSizes: [(width: Int, height: Int)], scale: Double = 2) -> Layout {
        let gap = 16 * scale, titleTop = 10 * scale, titleSize = 15 * scale, captionSize = 11 * scale
        let width = tileSizes.reduce(gap) { $0 + Double($1.width) + gap }
        let titleFrame = Frame(
            x: gap, y: titleTop, width: width - 2 * gap,
            height: measure(title, width: width - 2 * gap, size: titleSize, bold: true))
        // As before for a one-line title (36 pt), else the measured bottom and the same margin.
        let rowTop = max(36 * scale, titleFrame.maxY + 6 * scale)
        let tallest = Double(tileSizes.map(\.height).max() ?? 0)
        var x = gap
        var tiles: [Frame] = [], captionFrames: [Frame] = []
        for (index, size) in tileSizes.enumerated() {
            tiles.append(Frame(x: x, y: rowTop, width: Double(size.width), height: Double(size.height)))
            let caption = index < captions.count ? captions[index] : ""
            captionFrames.append(
                Frame(
                    x: x, y: rowTop + tallest + 6 * scale, width: Double(size.width),
                    height: measure(caption, width: Double(size.width), size: captionSize, bold: false)))
            x += Double(size.width) + gap
        }
        let captionBottom = captionFrames.map(\.maxY).max() ?? rowTop + tallest
        let height = max(rowTop + tallest + 34 * scale, captionBottom) + gap
        return Layout(width: width, height: height, title: titleFrame, tiles: tiles, captions: captionFrames)
    }

    /// `scale` is the tiles' pixels per point, so text in the sheet matches their size.
    public static func compose(title: String, tiles: [Tile], scale: Double = 2, dark: Bool = false) -> Data? {
        let images = tiles.compactMap { tile in RasterImage.decodePNG(tile.png).map { (tile.caption, $0) } }
        guard !images.isEmpty else { return nil }
        let layout = layout(title: title, captions: images.map(\.0), tileSizes: images.map { ($0.1.pixelWidth, $0.1.pixelHeight) }, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width.rounded(.up)), Int32(layout.height.rounded(.up)))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if dark { cairo_set_source_rgb(cr, 0.11, 0.11, 0.12) } else { cairo_set_source_rgb(cr, 0.95, 0.95, 0.97) }
        cairo_paint(cr)

        let ink: (Double, Double, Double) = dark ? (0.92, 0.92, 0.95) : (0.11, 0.11, 0.12)
        label(cr, title, in: layout.title, size: 15 * scale, bold: true, rgb: ink)
        for (index, (caption, image)) in images.enumerated() {
            let frame = layout.tiles[index]
            image.withPixels { bytes, stride in
                let source = cairo_image_surface_create_for_data(
                    UnsafeMutablePointer(mutating: bytes), CAIRO_FORMAT_ARGB32,
                    Int32(image.pixelWidth), Int32(image.pixelHeight), Int32(stride))!
                cairo_set_source_surface(cr, source, frame.x, frame.y)
                cairo_paint(cr)
                cairo_surface_destroy(source)
            }
            label(cr, caption, in: layout.captions[index], size: 11 * scale, bold: false, rgb: (ink.0 * 0.8, ink.1 * 0.8, ink.2 * 0.8))
        }
        cairo_surface_flush(surface)
        return PNGEncoder.encode(
            argb32: cairo_image_surface_get_data(surface), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The height `text` takes wrapped to `width` (a scratch surface: nothing is drawn).
    private static func measure(_ text: String, width: Double, size: Double, bold: Bool) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        return FontStack.withLock {
            let layout = makeLayout(cr, text, width: width, size: size, bold: bold)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            return Double(logical.height)
        }
    }

    private static func label(
        _ cr: OpaquePointer, _ text: String, in frame: Frame, size: Double, bold: Bool,
        rgb: (Double, Double, Double)
    ) {
        FontStack.withLock {
            let layout = makeLayout(cr, text, width: frame.width, size: size, bold: bold)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
            cairo_move_to(cr, frame.x, frame.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Call with `FontStack`'s lock held; the caller releases the layout.
    private static func makeLayout(_ cr: OpaquePointer, _ text: String, width: Double, size: Double, bold: Bool) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, "Inter,Noto Sans CJK SC")
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_SEMIBOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, size * 1024)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(max(1, width) * 1024))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        return layout
    }
}
