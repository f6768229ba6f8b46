import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

/// Builds cairo paths for archive shapes in a frame (user space, points).
enum ShapePath {
    /// How far along each edge a continuous corner of radius r reaches: 1.528665 r.
    static let continuousExtent = 1.52866483

    /// Appends the outline of `geometry` in `rect` to the current path of `cr`.
    static func append(_ geometry: ShapeGeometry, in rect: RectValue, cr: OpaquePointer, containerRadius: Double, widgetSize: SizeValue) {
        let w = rect.width, h = rect.height
        guard w >= 0, h >= 0 else { return }
        switch geometry {
        case .rectangle:
            cairo_rectangle(cr, rect.x, rect.y, w, h)
        case .roundedRectangle(let cw, let ch, let style):
            roundedRect(cr, rect, radii: (cw, cw, cw, cw), radiusY: ch, style: style)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            roundedRect(cr, rect, radii: (tl, tr, br, bl), radiusY: nil, style: style)
        case .circle:
            let r = min(w, h) / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.midX, rect.midY, r, 0, 2 * .pi)
            cairo_close_path(cr)
        case .ellipse:
            guard w > 0, h > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, w / 2, h / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .capsule(let style):
            let r = min(w, h) / 2
            // A capsule is all corner: the continuous construction would need 1.53 r of edge,
            // so capsules use circular ends in both styles (as SwiftUI visually does).
            _ = style
            roundedRect(cr, rect, radii: (r, r, r, r), radiusY: nil, style: .circular)
        case .containerRelative:
            // Concentric with the widget's corners: the container radius minus the distance to
            // the nearest widget edge (never negative), with continuous corners.
            let inset = max(0, min(rect.minX, rect.minY, widgetSize.width - rect.maxX, widgetSize.height - rect.maxY))
            let r = max(0, containerRadius - inset)
            roundedRect(cr, rect, radii: (r, r, r, r), radiusY: nil, style: .continuous)
        case .path(let data, let reference):
            let sx = reference.width > 0 ? w / reference.width : 1
            let sy = reference.height > 0 ? h / reference.height : 1
            let absolute = reference.width == 0 && reference.height == 0
            func map(_ p: PointValue) -> (Double, Double) {
                absolute ? (rect.x + p.x, rect.y + p.y) : (rect.x + p.x * sx, rect.y + p.y * sy)
            }
            var current = (0.0, 0.0)
            for element in data.elements {
                switch element {
                case .move(let p):
                    let q = map(p); cairo_move_to(cr, q.0, q.1); current = q
                case .line(let p):
                    let q = map(p); cairo_line_to(cr, q.0, q.1); current = q
                case .quadCurve(let to, let control):
                    // Degree elevation: c1 = p0 + 2/3 (c - p0), c2 = p + 2/3 (c - p).
                    let c = map(control), q = map(to)
                    cairo_curve_to(
                        cr, current.0 + 2 / 3 * (c.0 - current.0), current.1 + 2 / 3 * (c.1 - current.1),
                        q.0 + 2 / 3 * (c.0 - q.0), q.1 + 2 / 3 * (c.1 - q.1), q.0, q.1)
                    current = q
                case .curve(let to, let c1, let c2):
                    let a = map(c1), b = map(c2), q = map(to)
                    cairo_curve_to(cr, a.0, a.1, b.0, b.1, q.0, q.1)
                    current = q
                case .close:
                    cairo_close_path(cr)
                }
            }
        }
    }

    /// Whether a geometry's frame edges are snapped to the pixel grid (axis-aligned boxes).
    static func snapsToPixels(_ geometry: ShapeGeometry) -> Bool {
        switch geometry {
        case .rectangle, .roundedRectangle, .unevenRoundedRectangle, .capsule, .containerRelative: true
        case .circle, .ellipse, .path: false
        }
    }

    /// `rect` with its edges moved to the nearest device pixel (a tie rounds up, as SwiftUI
    /// aligns view edges to pixels) when the current transform is an axis-aligned scale +
    /// translation.
    static func snapped(_ rect: RectValue, cr: OpaquePointer) -> RectValue {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return rect }
        func snap(_ v: Double, _ scale: Double, _ offset: Double) -> Double {
            let device = v * scale + offset
            return ((device + 0.5).rounded(.down) - offset) / scale
        }
        let x0 = snap(rect.minX, m.xx, m.x0), x1 = snap(rect.maxX, m.xx, m.x0)
        let y0 = snap(rect.minY, m.yy, m.y0), y1 = snap(rect.maxY, m.yy, m.y0)
        return RectValue(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// A rounded rectangle; radii clockwise from top-left (tl, tr, br, bl).
    /// `radiusY` gives elliptical corners (same for all four) for circular style.
    static func roundedRect(_ cr: OpaquePointer, _ rect: RectValue, radii: (Double, Double, Double, Double), radiusY: Double?, style: CornerStyleValue) {
        let w = rect.width, h = rect.height
        let x = rect.x, y = rect.y
        if radii.0 <= 0 && radii.1 <= 0 && radii.2 <= 0 && radii.3 <= 0 {
            cairo_rectangle(cr, x, y, w, h); return
        }
        cairo_new_sub_path(cr)
        if style == .continuous {
            // Limit so two corners on one edge never overlap: r·1.5287 ≤ half the edge.
            // (Apple blends toward a circular corner when the shape is this tight; the clamp
            // keeps the squircle's proportions instead.)
            let limit = min(w, h) / 2 / continuousExtent
            let r = [radii.0, radii.1, radii.2, radii.3].map { max(0, min($0, limit)) }
            continuousCorners(cr, x: x, y: y, w: w, h: h, r: r)
        } else {
            let ry = radiusY
            func corner(_ r: Double) -> (Double, Double) {
                let rx = max(0, min(r, w / 2))
                let vy = max(0, min(ry ?? r, h / 2))
                return (ry == nil ? min(rx, vy) : rx, ry == nil ? min(rx, vy) : vy)
            }
            let tl = corner(radii.0), tr = corner(radii.1), br = corner(radii.2), bl = corner(radii.3)
            cairo_move_to(cr, x + tl.0, y)
            cairo_line_to(cr, x + w - tr.0, y)
            ellipticalArc(cr, cx: x + w - tr.0, cy: y + tr.1, rx: tr.0, ry: tr.1, from: -.pi / 2, to: 0)
            cairo_line_to(cr, x + w, y + h - br.1)
            ellipticalArc(cr, cx: x + w - br.0, cy: y + h - br.1, rx: br.0, ry: br.1, from: 0, to: .pi / 2)
            cairo_line_to(cr, x + bl.0, y + h)
            ellipticalArc(cr, cx: x + bl.0, cy: y + h - bl.1, rx: bl.0, ry: bl.1, from: .pi / 2, to: .pi)
            cairo_line_to(cr, x, y + tl.1)
            ellipticalArc(cr, cx: x + tl.0, cy: y + tl.1, rx: tl.0, ry: tl.1, from: .pi, to: 1.5 * .pi)
        }
        cairo_close_path(cr)
    }

    private static func ellipticalArc(_ cr: OpaquePointer, cx: Double, cy: Double, rx: Double, ry: Double, from: Double, to: Double) {
        guard rx > 0, ry > 0 else { cairo_line_to(cr, cx + rx * cos(to), cy + ry * sin(to)); return }
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_arc(cr, 0, 0, 1, from, to)
        cairo_restore(cr)
    }

    /// Apple's continuous ("squircle") corner, approximated with the three-cubic construction
    /// PaintCode published for iOS 7's rounded rects: a corner of radius r starts 1.52866 r
    /// from the corner along one edge and ends 1.52866 r along the other; curvature grows
    /// smoothly from 0 (no kink where the straight edge meets the curve, unlike a circular
    /// arc). In coordinates measured from the corner (u along the first edge, v along the
    /// second, both in units of r) the points are:
    ///
    ///     start (1.52866, 0)
    ///     cubic c1 (1.08849, 0)        c2 (0.86841, 0.02194)  to (0.66993, 0.06550)
    ///     cubic c1 (0.37435, 0.17462)  c2 (0.17462, 0.37435)  to (0.06550, 0.66993)
    ///     cubic c1 (0.02194, 0.86841)  c2 (0, 1.08849)        to (0, 1.52866)
    private static let corner: [(Double, Double)] = [
        (1.08849323, 0), (0.86840689, 0.02194442), (0.66993427, 0.06549600),
        (0.37435067, 0.17461951), (0.17461917, 0.37435087), (0.06549569, 0.66993493),
        (0.02194442, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]

    private static func continuousCorners(_ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double, r: [Double]) {
        let e = continuousExtent
        // Each corner: its point, the unit vector back along the incoming edge (u) and along
        // the outgoing edge (v), walking clockwise.
        let corners: [(px: Double, py: Double, ux: Double, uy: Double, vx: Double, vy: Double, r: Double)] = [
            (x + w, y, -1, 0, 0, 1, r[1]),  // top-right
            (x + w, y + h, 0, -1, -1, 0, r[2]),  // bottom-right
            (x, y + h, 1, 0, 0, -1, r[3]),  // bottom-left
            (x, y, 0, 1, 1, 0, r[0]),  // top-left
        ]
        // Start on the top edge after the top-left corner.
        cairo_move_to(cr, x + e * r[0], y)
        for c in corners {
            func point(_ u: Double, _ v: Double) -> (Double, Double) {
                (c.px + c.ux * u * c.r + c.vx * v * c.r, c.py + c.uy * u * c.r + c.vy * v * c.r)
            }
            let start = point(e, 0)
            cairo_line_to(cr, start.0, start.1)
            guard c.r > 0 else { continue }
            for i in stride(from: 0, to: 9, by: 3) {
                let a = point(corner[i].0, corner[i].1)
                let b = point(corner[i + 1].0, corner[i + 1].1)
                let p = point(corner[i + 2].0, corner[i + 2].1)
                cairo_curve_to(cr, a.0, a.1, b.0, b.1, p.0, p.1)
            }
        }
    }

    /// Replaces the current path by the part between fractions `from` and `to` of its
    /// length (flattened), as open polylines.
    static func trimCurrentPath(_ cr: OpaquePointer, from: Double, to: Double) {
        guard let path = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(path) }
        // Collect polylines (closing ones repeat their start point).
        var polylines: [[(Double, Double)]] = []
        var current: [(Double, Double)] = []
        var i = 0
        let data = path.pointee.data!
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            let length = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { polylines.append(current) }
                current = [(data[i + 1].point.x, data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append((data[i + 1].point.x, data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
                if current.count > 1 { polylines.append(current) }
                current = current.last.map { [$0] } ?? []
            default: break
            }
            i += max(1, length)
        }
        if current.count > 1 { polylines.append(current) }
        var total = 0.0
        for line in polylines { for k in 1..<line.count { total += hypot(line[k].0 - line[k - 1].0, line[k].1 - line[k - 1].1) } }
        cairo_new_path(cr)
        let a = max(0, min(1, from)) * total, b = max(0, min(1, to)) * total
        guard b > a, total > 0 else { return }
        var travelled = 0.0
        for line in polylines {
            var drawing = false
            for k in 1..<line.count {
                let p = line[k - 1], q = line[k]
                let len = hypot(q.0 - p.0, q.1 - p.1)
                let s = travelled, e = travelled + len
                travelled = e
                guard len > 0, e > a, s < b else { drawing = false; continue }
                let t0 = max(0, (a - s) / len), t1 = min(1, (b - s) / len)
                let p0 = (p.0 + (q.0 - p.0) * t0, p.1 + (q.1 - p.1) * t0)
                let p1 = (p.0 + (q.0 - p.0) * t1, p.1 + (q.1 - p.1) * t1)
                if !drawing || t0 > 0 { cairo_move_to(cr, p0.0, p0.1); drawing = true }
                cairo_line_to(cr, p1.0, p1.1)
                if t1 < 1 { drawing = false }
            }
        }
    }
}
