import Foundation
import WidgetArchive

/// ProgressView and Gauge drawn as shapes, in iOS's default styles: a capsule track with a
/// tinted fill (linear), a ring with a trimmed tinted arc (circular), an open ring with a
/// gap at the bottom (accessoryCircular gauge).
enum ProgressDrawing {
    static let defaultTint = Paint.rgba(0, 122 / 255, 1)
    static let track = Paint.rgba(120 / 255, 120 / 255, 128 / 255, 0.2)

    /// A redacted indicator is its empty track: its value is content too (a locked device's
    /// data-protected widget must not show a health bar's length).
    static func items(_ progress: ProgressNode, frame: RectValue, now: Date?, placeholder: Bool) -> [DisplayItem] {
        let tint = progress.tint ?? defaultTint
        var fraction: Double
        switch progress.value {
        case .determinate(let f): fraction = f
        case .indeterminate: fraction = 0.25
        case .timer(let start, let end, let countsDown):
            let at = now ?? start
            let total = end.timeIntervalSince(start)
            let elapsed = total > 0 ? min(max(at.timeIntervalSince(start) / total, 0), 1) : 1
            fraction = countsDown ? 1 - elapsed : elapsed
        }
        if placeholder { fraction = 0 }
        let circular = progress.style == .circular || (progress.style == .automatic && { if case .indeterminate = progress.value { true } else { false } }())
        return circular
            ? ring(frame: bar(frame, circular: true), fraction: fraction, tint: tint, gap: 0)
            : linear(frame: bar(frame, circular: false), fraction: fraction, tint: tint)
    }

    static func items(_ gauge: GaugeNode, frame: RectValue, placeholder: Bool) -> [DisplayItem] {
        let tint = gauge.tint ?? defaultTint
        let fraction = placeholder ? 0 : gauge.fraction
        switch gauge.style {
        case "accessoryCircular":
            return ring(frame: square(frame), fraction: fraction, tint: tint, gap: 0.25)
        case "accessoryCircularCapacity":
            return ring(frame: square(frame), fraction: fraction, tint: tint, gap: 0)
        default:
            return linear(frame: bar(frame, circular: false), fraction: fraction, tint: tint)
        }
    }

    /// The indicator's rectangle (layout's `indicatorFrame`, labels sit around it); a
    /// bar never draws thicker than 4 pt, a ring stays square.
    static func bar(_ frame: RectValue, circular: Bool) -> RectValue {
        if circular { return square(frame) }
        let h = min(frame.height, 4)
        return RectValue(x: frame.x, y: frame.y + (frame.height - h) / 2, width: frame.width, height: h)
    }

    static func square(_ frame: RectValue) -> RectValue {
        let d = min(frame.width, frame.height)
        return RectValue(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
    }

    static func linear(frame: RectValue, fraction: Double, tint: Paint) -> [DisplayItem] {
        let filled = RectValue(x: frame.x, y: frame.y, width: frame.width * min(max(fraction, 0), 1), height: frame.height)
        var items: [DisplayItem] = [.shape(ShapeItem(geometry: .capsule(style: .continuous), frame: frame, drawing: .fill(track, evenOdd: false)))]
        if filled.width > 0 {
            items.append(
                .shape(
                    ShapeItem(
                        geometry: .capsule(style: .continuous), frame: filled, drawing: .fill(alongTrack(tint, filled: filled, track: frame), evenOdd: false))))
        }
        return items
    }

    /// A gradient tint runs leading to trailing over the whole track, so the filled part shows
    /// the colours up to the value (how a gauge tinted green-to-red reads); points are in the
    /// filled shape's unit space, hence the stretch past 1.
    static func alongTrack(_ tint: Paint, filled: RectValue, track: RectValue) -> Paint {
        guard case .linearGradient(let gradient, _, _) = tint, filled.width > 0 else { return tint }
        return .linearGradient(gradient, start: UnitPointValue(x: 0, y: 0.5), end: UnitPointValue(x: track.width / filled.width, y: 0.5))
    }

    /// A ring; `gap` is the fraction of the circle left open at the bottom.
    static func ring(frame: RectValue, fraction: Double, tint: Paint, gap: Double) -> [DisplayItem] {
        let width = max(2, frame.width * 0.1)
        let inset = frame.insetBy(EdgeInsetsValue(top: width / 2, leading: width / 2, bottom: width / 2, trailing: width / 2))
        let stroke = StrokeStyleValue(lineWidth: width, lineCap: .round)
        // Circle outlines start at 3 o'clock; rotating by `start` puts the opening at the bottom.
        let span = 1 - gap
        let start = gap > 0 ? 90 + gap * 180 : -90
        let anchor = PointValue(x: inset.midX, y: inset.midY)
        var items: [DisplayItem] = [.pushTransform(.rotation(start, around: anchor))]
        items.append(.shape(ShapeItem(geometry: .circle, frame: inset, drawing: .stroke(track, stroke, inside: false), trimFrom: 0, trimTo: span)))
        let end = span * min(max(fraction, 0), 1)
        if end > 0 {
            items.append(.shape(ShapeItem(geometry: .circle, frame: inset, drawing: .stroke(tint, stroke, inside: false), trimFrom: 0, trimTo: end)))
        }
        items.append(.pop)
        return items
    }
}
