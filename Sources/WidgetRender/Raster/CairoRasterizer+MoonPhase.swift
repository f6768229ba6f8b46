import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

// SF Symbols' moon phases, drawn as shapes (Material Icons has no glyphs for them).
extension CairoRasterizer {
    /// A moon phase in the frame's centred square: the disk's outline, and its lit part (its
    /// unlit part for `.inverse`) filled. The lit part is bounded by the limb on its side and by
    /// the terminator, half an ellipse whose width follows the illuminated fraction.
    func drawMoonPhase(_ phase: MoonPhaseSymbol, in frame: RectValue, paint: Paint, _ s: DrawState) {
        let cr = s.cr
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        // Inset like a glyph's ink, so the stroke stays inside the symbol's box.
        let line = max(0.5, side * 0.07)
        let radius = side * 0.42 - line / 2
        let cx = frame.midX, cy = frame.midY
        Paints.setSource(paint, frame: frame, cr: cr, colors: s.colors)
        cairo_new_path(cr)
        cairo_arc(cr, cx, cy, radius, 0, 2 * .pi)
        cairo_set_line_width(cr, line)
        cairo_stroke(cr)

        // The filled part, as a lit fraction on the right; mirrored for waning phases.
        let filled = phase.inverse ? 1 - phase.illuminated : phase.illuminated
        let onRight = phase.inverse ? !phase.litOnRight : phase.litOnRight
        guard filled > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        if !onRight { cairo_scale(cr, -1, 1) }
        cairo_new_path(cr)
        // The limb: the right half of the disk, top to bottom.
        cairo_arc(cr, 0, 0, radius, -.pi / 2, .pi / 2)
        // The terminator, bottom back to top: bulging left past the middle when more than
        // half is lit (gibbous), right when less (crescent), straight at a quarter.
        let width = radius * abs(2 * filled - 1)
        if width < 0.01 {
            cairo_line_to(cr, 0, -radius)
        } else {
            cairo_save(cr)
            cairo_scale(cr, width / radius, 1)
            if filled > 0.5 {
                cairo_arc(cr, 0, 0, radius, .pi / 2, 3 * .pi / 2)
            } else {
                cairo_arc_negative(cr, 0, 0, radius, .pi / 2, -.pi / 2)
            }
            cairo_restore(cr)
        }
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
