import AssetCatalog
import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

/// Draws a `DisplayList` with cairo: to an ARGB32 image at 1x/2x/3x (transparent where
/// nothing is drawn), or to SVG.
///
/// Thread-safe: renders are serialized (cairo and Pango state is shared through the text
/// engine and the decoded-image cache).
public final class CairoRasterizer: @unchecked Sendable {
    /// How the rasterizer draws: corner radius, clipping and where assets are.
    public struct Options: Sendable {
        /// The widget's corner radius in points, for `ContainerRelativeShape`
        /// (≈ 22 pt for system families on the iPhone 390×844 device class).
        public var containerCornerRadius: Double
        /// Clip everything to the widget's own rounded (continuous) shape.
        public var clipsToContainerShape: Bool
        /// Where asset colors and images are looked up; nil: none (reported as missing).
        public var assetLocator: AssetLocator?

        /// Options; 22-point corners, unclipped and no assets unless given.
        public init(containerCornerRadius: Double = 22, clipsToContainerShape: Bool = false, assetLocator: AssetLocator? = nil) {
            self.containerCornerRadius = containerCornerRadius
            self.clipsToContainerShape = clipsToContainerShape
            self.assetLocator = assetLocator
        }
    }

    /// How this rasterizer draws.
    public let options: Options
    let engine: TextEngine
    private let renderLock = NSLock()
    var images: [ImageKey: OpaquePointer] = [:]

    enum ImageKey: Hashable {
        case bytes(Data)
        case file(String)
    }

    /// - Parameter measurer: share its Pango engine (fonts, `now`) so text is drawn exactly as
    ///   it was measured; nil creates one with `fontDirectories` and `now`.
    public init(options: Options = Options(), measurer: PangoTextMeasurer? = nil, fontDirectories: [URL] = [], now: Date? = nil) {
        self.options = options
        self.engine = measurer?.engine ?? TextEngine(fontDirectories: fontDirectories, now: now)
    }

    deinit {
        for (_, surface) in images { cairo_surface_destroy(surface) }
    }

    /// Rasterizes at `scale` device pixels per point. The image is `⌈size × scale⌉` pixels.
    public func rasterize(_ list: DisplayList, scale: Double) -> RasterImage {
        let scale = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        // Sizes come from archives: a NaN or absurd size must not trap or allocate gigabytes.
        func pixels(_ points: Double) -> Int {
            guard points.isFinite, points > 0 else { return 1 }
            return min(Self.maximumDimension, max(1, Int((min(points * scale, Double(Self.maximumDimension)) - 1e-9).rounded(.up))))
        }
        let width = pixels(list.size.width), height = pixels(list.size.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        var diagnostics = draw(list, on: surface, scale: scale)
        if width == Self.maximumDimension || height == Self.maximumDimension || !list.size.width.isFinite || !list.size.height.isFinite {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: "canvas-too-large",
                    message: "the widget size \(list.size.width)×\(list.size.height) pt at \(scale)x was clamped to \(width)×\(height) px"))
        }
        return RasterImage(surface: surface, scale: scale, diagnostics: diagnostics)
    }

    /// The largest image side the rasterizer allocates (pixels).
    public static let maximumDimension = 8192

    /// An SVG document of the list, in points (1 user unit = 1 pt). Blur and shadow blur are
    /// not expressible through cairo's SVG surface: shadows are drawn unblurred, blurs ignored.
    public func renderSVG(_ list: DisplayList) -> (svg: Data, diagnostics: [Diagnostic]) {
        final class Sink { var data = Data() }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        let surface = cairo_svg_surface_create_for_stream(
            { closure, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { sink.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque(), list.size.width, list.size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        let diagnostics = draw(list, on: surface, scale: 1)
        // Finishing writes the font subsets, loading glyph outlines through cairo-ft.
        FontStack.withLock {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        unmanaged.release()
        return (sink.data, diagnostics)
    }

    private func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double) -> [Diagnostic] {
        renderLock.lock(); defer { renderLock.unlock() }
        let cr = cairo_create(surface)!
        // Destroying the context can release the last reference to a scaled font.
        defer { FontStack.withLock { cairo_destroy(cr) } }
        if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE { cairo_scale(cr, scale, scale) }
        let state = DrawState(cr: cr, scale: scale, list: list, colors: ColorResolver(locator: options.assetLocator, colorScheme: list.colorScheme))
        if options.clipsToContainerShape {
            ShapePath.roundedRect(
                cr, RectValue(x: 0, y: 0, width: list.size.width, height: list.size.height),
                radii: (options.containerCornerRadius, options.containerCornerRadius, options.containerCornerRadius, options.containerCornerRadius),
                radiusY: nil, style: .continuous)
            cairo_clip(cr)
        }
        for index in list.items.indices { drawItem(list.items[index], index: index, state) }
        // Close groups a malformed list left open.
        while !state.groups.isEmpty { popGroup(state) }
        return state.diagnostics + state.colors.diagnostics
    }

    // MARK: - State

    /// An open group; `bounded` groups were clipped to their content's bounds (a cairo
    /// save to restore after compositing) so their intermediate surfaces stay small.
    enum Group {
        case clip
        case transform
        case opacity(Double, bounded: Bool)
        case shadow(color: Paint, radius: Double, x: Double, y: Double, bounded: Bool)
        case blur(Double, bounded: Bool)
        case mask(content: OpaquePointer?, bounded: Bool)
    }

    final class DrawState {
        let cr: OpaquePointer
        let scale: Double
        let list: DisplayList
        let colors: ColorResolver
        var groups: [Group] = []
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        init(cr: OpaquePointer, scale: Double, list: DisplayList, colors: ColorResolver) {
            self.cr = cr; self.scale = scale; self.list = list; self.colors = colors
        }
        func report(_ code: String, _ message: String, key: String, severity: Diagnostic.Severity = .warning) {
            guard reported.insert(code + "|" + key).inserted else { return }
            diagnostics.append(Diagnostic(severity: severity, code: code, message: message))
        }
    }

    private func drawItem(_ item: DisplayItem, index: Int, _ s: DrawState) {
        let cr = s.cr
        switch item {
        case .shape(let shape): drawShape(shape, s)
        case .text(let text): drawText(text, s)
        case .image(let image): drawImage(image, s)
        case .pushClip(let geometry, let rect, let antialiased):
            cairo_save(cr)
            let frame = ShapePath.snapsToPixels(geometry) ? ShapePath.snapped(rect, cr: cr) : rect
            cairo_new_path(cr)
            ShapePath.append(geometry, in: frame, cr: cr, containerRadius: options.containerCornerRadius, widgetSize: s.list.size)
            if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            s.groups.append(.clip)
        case .pushOpacity(let opacity):
            let bounded = beginGroup(s, index: index, outset: 0, offset: (0, 0))
            s.groups.append(.opacity(opacity, bounded: bounded))
        case .pushTransform(let t):
            cairo_save(cr)
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            if t.a * t.d - t.b * t.c != 0 { cairo_transform(cr, &m) }
            s.groups.append(.transform)
        case .pushShadow(let color, let radius, let x, let y):
            let bounded = beginGroup(s, index: index, outset: 2 * max(0, radius) + 2, offset: (x, y))
            s.groups.append(.shadow(color: color, radius: radius, x: x, y: y, bounded: bounded))
        case .pushBlur(let radius):
            let bounded = beginGroup(s, index: index, outset: 2 * max(0, radius) + 2, offset: (0, 0))
            s.groups.append(.blur(radius, bounded: bounded))
        case .pushMask:
            let bounded = beginGroup(s, index: index, outset: 0, offset: (0, 0))
            s.groups.append(.mask(content: nil, bounded: bounded))
        case .beginMaskContent:
            guard case .mask(nil, let bounded)? = s.groups.last else { return }
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            s.groups[s.groups.count - 1] = .mask(content: content, bounded: bounded)
        case .pop:
            if !s.groups.isEmpty { popGroup(s) }
        }
    }

    private func popGroup(_ s: DrawState) {
        let cr = s.cr
        switch s.groups.removeLast() {
        case .clip, .transform:
            cairo_restore(cr)
        case .opacity(let opacity, let bounded):
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, max(0, min(1, opacity)))
            if bounded { cairo_restore(cr) }
        case .blur(let radius, let bounded):
            let pattern = cairo_pop_group(cr)!
            if let surface = imageSurface(of: pattern) {
                Blur.gaussian(surface, sigma: radius / 2 * s.scale)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            if bounded { cairo_restore(cr) }
        case .shadow(let paint, let radius, let x, let y, let bounded):
            let pattern = cairo_pop_group(cr)!
            var shadowPattern: OpaquePointer? = nil
            if let surface = imageSurface(of: pattern), radius > 0 {
                // Copy the group, blur its alpha, and use it as a mask for the shadow color.
                let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
                let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
                var dx = 0.0, dy = 0.0
                cairo_surface_get_device_offset(surface, &dx, &dy)
                let ccr = cairo_create(copy)!
                // A source surface's device offset is honoured when sampling it, so placing it
                // at its own offset copies pixel for pixel.
                cairo_set_source_surface(ccr, surface, dx, dy)
                cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(ccr)
                cairo_destroy(ccr)
                cairo_surface_set_device_offset(copy, dx, dy)
                Blur.gaussian(copy, sigma: radius / 2 * s.scale, alphaOnly: true)
                shadowPattern = cairo_pattern_create_for_surface(copy)
                var matrix = cairo_matrix_t()
                cairo_pattern_get_matrix(pattern, &matrix)
                cairo_pattern_set_matrix(shadowPattern, &matrix)
                cairo_surface_destroy(copy)
            } else {
                shadowPattern = cairo_pattern_reference(pattern)
            }
            let c = s.colors.representative(paint)
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_mask(cr, shadowPattern)
            cairo_restore(cr)
            cairo_pattern_destroy(shadowPattern)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            if bounded { cairo_restore(cr) }
        case .mask(let content, let bounded):
            let last = cairo_pop_group(cr)!
            if let content {
                cairo_set_source(cr, content)
                cairo_mask(cr, last)
                cairo_pattern_destroy(content)
            }
            // Without mask content nothing shows (an empty mask hides everything).
            cairo_pattern_destroy(last)
            if bounded { cairo_restore(cr) }
        }
    }

    /// Pushes a group clipped to the bounds of what it will draw (grown by `outset` and,
    /// for shadows, by the offset copy) so its intermediate surface covers only that area.
    /// Returns whether it clipped (the caller restores after compositing).
    private func beginGroup(_ s: DrawState, index: Int, outset: Double, offset: (Double, Double)) -> Bool {
        let cr = s.cr
        guard let content = Self.contentBounds(s.list.items, groupStart: index) else {
            cairo_push_group(cr)
            return false
        }
        let grown = RectValue(
            x: min(content.minX, content.minX + offset.0) - outset, y: min(content.minY, content.minY + offset.1) - outset,
            width: content.width + abs(offset.0) + 2 * outset, height: content.height + abs(offset.1) + 2 * outset)
        cairo_save(cr)
        cairo_rectangle(cr, grown.x, grown.y, grown.width, grown.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        return true
    }

    /// A conservative bounding box (in the group's user space) of everything drawn between
    /// the push at `groupStart` and its pop, or nil when unknown (nested blur or shadow).
    static func contentBounds(_ items: [DisplayItem], groupStart: Int) -> RectValue? {
        var transforms: [AffineTransformValue] = [.identity]
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ rect: RectValue, outset: Double) {
            let t = transforms[transforms.count - 1]
            let r = RectValue(x: rect.x - outset, y: rect.y - outset, width: rect.width + 2 * outset, height: rect.height + 2 * outset)
            for (px, py) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
                let x = t.a * px + t.c * py + t.tx, y = t.b * px + t.d * py + t.ty
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        var index = groupStart + 1
        while index < items.count {
            switch items[index] {
            case .pop:
                if transforms.count == 1 {
                    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
                    return RectValue(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                }
                transforms.removeLast()
            case .pushTransform(let i):
                let o = transforms[transforms.count - 1]
                transforms.append(
                    AffineTransformValue(
                        a: o.a * i.a + o.c * i.b, b: o.b * i.a + o.d * i.b,
                        c: o.a * i.c + o.c * i.d, d: o.b * i.c + o.d * i.d,
                        tx: o.a * i.tx + o.c * i.ty + o.tx, ty: o.b * i.tx + o.d * i.ty + o.ty))
            case .pushShadow, .pushBlur:
                return nil
            case .pushClip, .pushOpacity, .pushMask:
                transforms.append(transforms[transforms.count - 1])
            case .beginMaskContent:
                break
            case .shape(let shape):
                var outset = 1.0
                if case .stroke(_, let style, _) = shape.drawing {
                    outset += style.lineWidth * (style.lineJoin == .miter ? max(1, style.miterLimit / 2) : 1)
                }
                if case .path(let data, let reference) = shape.geometry, reference.width == 0 || reference.height == 0 {
                    // Absolute paths may leave their frame: use their points.
                    var points: [PointValue] = []
                    for element in data.elements {
                        switch element {
                        case .move(let p), .line(let p): points.append(p)
                        case .quadCurve(let p, let c): points += [p, c]
                        case .curve(let p, let c1, let c2): points += [p, c1, c2]
                        case .close: break
                        }
                    }
                    let xs = points.map { shape.frame.x + $0.x }, ys = points.map { shape.frame.y + $0.y }
                    if let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() {
                        add(RectValue(x: x0, y: y0, width: x1 - x0, height: y1 - y0), outset: outset)
                    }
                } else {
                    add(shape.frame, outset: outset)
                }
            case .text(let text):
                // Glyphs may overhang their line box (italics, diacritics, emoji).
                add(text.frame, outset: 4 + text.frame.height * 0.25)
            case .image(let image):
                add(image.frame, outset: 1)
            }
            index += 1
        }
        return nil
    }

    /// The image surface behind a group pattern (nil for vector targets such as SVG).
    private func imageSurface(of pattern: OpaquePointer) -> OpaquePointer? {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        return surface
    }

    // MARK: - Shapes

    private func drawShape(_ item: ShapeItem, _ s: DrawState) {
        let cr = s.cr
        var frame = item.frame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        cairo_new_path(cr)
        let trimmed = item.trimFrom > 0 || item.trimTo < 1
        switch item.drawing {
        case .fill(let paint, let evenOdd):
            if ShapePath.snapsToPixels(item.geometry) { frame = ShapePath.snapped(frame, cr: cr) }
            ShapePath.append(item.geometry, in: frame, cr: cr, containerRadius: options.containerCornerRadius, widgetSize: s.list.size)
            if trimmed { ShapePath.trimCurrentPath(cr, from: item.trimFrom, to: item.trimTo) }
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Paints.setSource(paint, frame: frame, cr: cr, colors: s.colors)
            cairo_fill(cr)
        case .stroke(let paint, let style, let inside):
            let lw = max(0, style.lineWidth)
            guard lw > 0 else { return }
            if inside { frame = frame.insetBy(EdgeInsetsValue(top: lw / 2, leading: lw / 2, bottom: lw / 2, trailing: lw / 2)) }
            ShapePath.append(item.geometry, in: frame, cr: cr, containerRadius: options.containerCornerRadius, widgetSize: s.list.size)
            if trimmed { ShapePath.trimCurrentPath(cr, from: item.trimFrom, to: item.trimTo) }
            cairo_set_line_width(cr, lw)
            cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, max(1, style.miterLimit))
            let dashes = style.dash.filter { $0 >= 0 }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
            } else {
                cairo_set_dash(cr, nil, 0, 0)
            }
            Paints.setSource(paint, frame: item.frame, cr: cr, colors: s.colors)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    // MARK: - Text

    private func drawText(_ item: TextItem, _ s: DrawState) {
        let cr = s.cr
        let frame = item.frame
        var inlineRects: [(InlineImage, RectValue)] = []
        // A single gradient/material paint shared by all runs fills the glyph outlines;
        // otherwise each run gets its (representative) color as a Pango attribute.
        let paints = Set(item.text.runs.map(\.foreground))
        let sharedPattern: Paint? = paints.count == 1 && { if case .color = paints.first! { return false } else { return true } }() ? paints.first : nil
        let unknown: Int = engine.withLock {
            let (layout, inlines) = engine.makeLayout(item.text, fontScale: item.measurement.scale, color: { s.colors.representative($0) })
            defer { gUnref(layout) }
            engine.constrain(layout, text: item.text, width: frame.width + 0.001, height: frame.height + 0.01, fontScale: item.measurement.scale)
            let metrics = engine.metrics(of: layout)
            cairo_move_to(cr, frame.x, frame.y - metrics.offsetY)
            if let sharedPattern {
                cairo_new_path(cr)
                cairo_move_to(cr, frame.x, frame.y - metrics.offsetY)
                pango_cairo_layout_path(cr, layout)
                Paints.setSource(sharedPattern, frame: frame, cr: cr, colors: s.colors)
                cairo_fill(cr)
            } else {
                pango_cairo_show_layout(cr, layout)
            }
            for inline in inlines {
                var rect = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(inline.byteIndex), &rect)
                let r = RectValue(
                    x: frame.x + Double(rect.x) / pangoScale, y: frame.y - metrics.offsetY + Double(rect.y) / pangoScale,
                    width: Double(rect.width) / pangoScale, height: Double(rect.height) / pangoScale)
                // Keep the image's aspect inside the character's box.
                let side = inline.size
                let w = min(r.width, side.width * item.measurement.scale), h = min(r.height, side.height * item.measurement.scale)
                inlineRects.append((inline, RectValue(x: r.x, y: r.y + (r.height - h) / 2, width: w, height: h)))
            }
            return metrics.unknownGlyphs
        }
        cairo_new_path(cr)
        if unknown > 0 {
            s.report(
                "missing-glyphs", "\(unknown) character(s) of \"\(item.text.plainText(at: engine.now))\" have no glyph in any installed font",
                key: item.text.plainText())
        }
        for name in TextEngine.missingFonts(in: item.text) {
            s.report(
                "missing-font", "font \"\(name)\" is neither installed nor bundled (looked up as family and PostScript name); the system font is used",
                key: name)
        }
        for (inline, rect) in inlineRects {
            drawImage(ImageItem(image: inline.image, frame: rect), s)
        }
    }

    // MARK: - Images
}
