import AssetCatalog
import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

// Bitmaps (PNG/JPEG, asset-catalog files), SF Symbols glyphs and their placeholders.
extension CairoRasterizer {
    func drawImage(_ item: ImageItem, _ s: DrawState) {
        let cr = s.cr
        let image = item.image
        cairo_save(cr)
        defer { cairo_restore(cr); cairo_new_path(cr) }
        if let clip = item.clip {
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
        }
        switch image.source {
        case .system(let name, _):
            if let phase = MoonPhaseSymbol(name: name) {
                drawMoonPhase(phase, in: item.frame, paint: image.foreground, s)
            } else if let glyph = SymbolMapping.glyph(for: name) {
                drawSymbol(glyph, in: item.frame, paint: image.foreground, s)
            } else {
                s.report("unmapped-symbol", "SF Symbol \"\(name)\" has no Material Icons mapping; drawn as a placeholder", key: name)
                drawPlaceholder(in: item.frame, paint: image.foreground, s)
            }
        case .bitmap(let bitmap):
            var failure: ImageDecodingError?
            guard let surface = cachedSurface(.bytes(bitmap.data), load: { Self.decoded(bitmap.data, failure: &failure) }) else {
                let reason = failure?.description ?? "unreadable"
                s.report(
                    "undecodable-image", "bitmap image (\(bitmap.format), \(bitmap.data.count) bytes) could not be decoded: \(reason)",
                    key: "\(bitmap.data.hashValue)")
                drawPlaceholder(in: item.frame, paint: image.foreground, s)
                return
            }
            drawSurface(surface, item: item, pixelsPerPoint: bitmap.scale > 0 ? bitmap.scale : 1, template: image.renderingMode == .template, s)
        case .asset(let name, let bundle):
            guard let file = AssetImageFile.find(name: name, bundle: bundle, locator: options.assetLocator, scale: s.scale, colorScheme: s.list.colorScheme)
            else {
                // A file the set names outside its folder was refused when the catalog was read: say so.
                let refusals = options.assetLocator?.problems(forImageSetNamed: name).map(\.description) ?? []
                let detail = refusals.isEmpty ? "" : " (\(refusals.joined(separator: "; ")))"
                s.report("missing-asset", "image \"\(name)\" is not in any asset catalog the renderer can see" + detail, key: name)
                drawPlaceholder(in: item.frame, paint: image.foreground, s)
                return
            }
            var failure: ImageDecodingError?
            guard let surface = cachedSurface(.file(file.url.path), load: { Self.decoded(contentsOf: file.url, failure: &failure) }) else {
                s.report("undecodable-image", "image \"\(name)\" (\(file.url.path)) could not be decoded: \(failure?.description ?? "unreadable")", key: name)
                drawPlaceholder(in: item.frame, paint: image.foreground, s)
                return
            }
            let template = image.renderingMode.map { $0 == .template } ?? file.isTemplate
            drawSurface(surface, item: item, pixelsPerPoint: file.scale, template: template, s)
        }
    }

    /// The decoded surface, or nil with the reason in `failure`.
    static func decoded(_ data: Data, failure: inout ImageDecodingError?) -> OpaquePointer? {
        switch ImageDecoder.decoding(data) {
        case .success(let surface): return surface
        case .failure(let error): failure = error; return nil
        }
    }

    /// The decoded file (opened only inside the folder it was found in, by the asset catalog);
    /// a file that is not regular or is larger than `ImageDecoder.maximumFileBytes` is not read.
    static func decoded(contentsOf url: URL, failure: inout ImageDecodingError?) -> OpaquePointer? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            failure = .broken(format: "file", reason: "not a regular file")
            return nil
        }
        if Int(info.st_size) > ImageDecoder.maximumFileBytes {
            let size = Int(info.st_size)
            failure = .broken(format: "file", reason: "\(size) bytes, more than the \(ImageDecoder.maximumFileBytes >> 20) MB an image file may have")
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            failure = .broken(format: "file", reason: "cannot be read")
            return nil
        }
        return decoded(data, failure: &failure)
    }

    func cachedSurface(_ key: ImageKey, load: () -> OpaquePointer?) -> OpaquePointer? {
        if let surface = images[key] { return surface }
        guard let surface = load() else { return nil }
        if images.count > 256 {
            for (_, old) in images { cairo_surface_destroy(old) }
            images.removeAll()
        }
        images[key] = surface
        return surface
    }

    func drawSurface(_ surface: OpaquePointer, item: ImageItem, pixelsPerPoint: Double, template: Bool, _ s: DrawState) {
        let cr = s.cr
        let frame = item.frame
        let pw = Double(cairo_image_surface_get_width(surface)), ph = Double(cairo_image_surface_get_height(surface))
        guard pw > 0, ph > 0, frame.width > 0, frame.height > 0 else { return }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        if item.image.resizing?.mode == .tile {
            cairo_matrix_init_scale(&matrix, pixelsPerPoint, pixelsPerPoint)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            cairo_matrix_init_scale(&matrix, pw / frame.width, ph / frame.height)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_matrix_translate(&matrix, -frame.x, -frame.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        let filter: cairo_filter_t =
            switch item.image.interpolation {
            case .none: CAIRO_FILTER_NEAREST
            case .low: CAIRO_FILTER_FAST
            case .medium: CAIRO_FILTER_GOOD
            case .high: CAIRO_FILTER_BEST
            }
        cairo_pattern_set_filter(pattern, filter)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        if template {
            Paints.setSource(item.image.foreground, frame: frame, cr: cr, colors: s.colors)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// A Material Icons glyph, its em box filling the frame's shorter side, ink centred.
    func drawSymbol(_ glyph: SymbolMapping.Glyph, in frame: RectValue, paint: Paint, _ s: DrawState) {
        let cr = s.cr
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        engine.withLock {
            let layout = pango_layout_new(engine.context)!
            defer { gUnref(layout) }
            pango_layout_set_font_description(layout, engine.fontDescription(families: SystemFontMapping.symbolFamily, weight: 400, italic: false, size: side))
            pango_layout_set_text(layout, String(glyph.character), -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let lw = Double(logical.width) / pangoScale
            // Centre the em box horizontally and the ink vertically (icon fonts put glyphs on
            // the baseline with arbitrary ascent/descent).
            let inkMid = (Double(ink.y) + Double(ink.height) / 2) / pangoScale
            let x = frame.midX - lw / 2 - Double(logical.x) / pangoScale
            let y = frame.midY - inkMid
            cairo_new_path(cr)
            cairo_move_to(cr, x, y)
            pango_cairo_layout_path(cr, layout)
            Paints.setSource(paint, frame: frame, cr: cr, colors: s.colors)
            cairo_fill(cr)
        }
    }

    /// A visible stand-in for images that cannot be drawn: a rounded-square outline with a
    /// question mark, in the image's foreground paint.
    func drawPlaceholder(in frame: RectValue, paint: Paint, _ s: DrawState) {
        let cr = s.cr
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let box = RectValue(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let line = max(0.5, side * 0.08)
        let inset = box.insetBy(
            EdgeInsetsValue(top: side * 0.08 + line / 2, leading: side * 0.08 + line / 2, bottom: side * 0.08 + line / 2, trailing: side * 0.08 + line / 2))
        cairo_new_path(cr)
        ShapePath.roundedRect(cr, inset, radii: (side * 0.2, side * 0.2, side * 0.2, side * 0.2), radiusY: nil, style: .continuous)
        Paints.setSource(paint, frame: box, cr: cr, colors: s.colors)
        cairo_set_line_width(cr, line)
        cairo_stroke_preserve(cr)
        cairo_new_path(cr)
        engine.withLock {
            let layout = pango_layout_new(engine.context)!
            defer { gUnref(layout) }
            pango_layout_set_font_description(layout, engine.fontDescription(families: "Inter", weight: 700, italic: false, size: side * 0.55))
            pango_layout_set_text(layout, "?", -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let x = box.midX - (Double(ink.x) + Double(ink.width) / 2) / pangoScale
            let y = box.midY - (Double(ink.y) + Double(ink.height) / 2) / pangoScale
            cairo_move_to(cr, x, y)
            pango_cairo_layout_path(cr, layout)
            cairo_fill(cr)
        }
    }
}
