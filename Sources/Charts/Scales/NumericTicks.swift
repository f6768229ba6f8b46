import Foundation

/// "Nice" numeric domains and ticks: steps of 1, 2 or 5 × 10ⁿ, at most `count` intervals, the
/// domain widened to whole steps (how Swift Charts' automatic numeric axes look).
enum NumericTicks {
    /// The smallest nice step that divides `span` into at most `count` parts.
    static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= raw * (1 - 1e-9) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// `lower`…`upper` widened to whole nice steps; the step settles after at most a few rounds.
    static func niceDomain(_ lower: Double, _ upper: Double, count: Int, roundLower: Bool = true, roundUpper: Bool = true) -> (
        lower: Double, upper: Double, step: Double
    ) {
        var lo = lower.isFinite ? lower : 0, hi = upper.isFinite ? upper : 1
        if hi < lo { swap(&lo, &hi) }
        if lo == hi {
            // One value: a unit around it (or above zero).
            if lo == 0 { hi = 1 } else if lo > 0 { lo = 0 } else { hi = 0 }
        }
        var step = Self.step(span: hi - lo, count: count)
        for _ in 0..<4 {
            let newLo = roundLower ? floor(lo / step) * step : lo
            let newHi = roundUpper ? ceil(hi / step) * step : hi
            let newStep = Self.step(span: newHi - newLo, count: count)
            lo = newLo
            hi = newHi
            if newStep == step { break }
            step = newStep
        }
        return (lo, hi, step)
    }

    /// Every multiple of `step` in `lower`…`upper` (with a little slack for rounding).
    static func ticks(_ lower: Double, _ upper: Double, step: Double) -> [Double] {
        // Non-finite input and positions too far from zero for whole-step counting draw no ticks.
        guard step > 0, step.isFinite, lower.isFinite, upper.isFinite, upper >= lower, (upper - lower) / step < 1000,
            abs(lower / step) < 1e15, abs(upper / step) < 1e15
        else { return [] }
        let first = ceil(lower / step - 1e-9), last = floor(upper / step + 1e-9)
        guard first <= last else { return [] }
        return (Int(first)...Int(last)).map { clean(Double($0) * step) }
    }

    /// Removes binary noise (0.30000000000000004 → 0.3) so labels print cleanly.
    static func clean(_ value: Double) -> Double {
        guard value != 0 else { return 0 }
        let digits = 12 - Int(floor(log10(abs(value))))
        guard digits > 0, digits < 300 else { return value }
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// A tick's label: integers without a fraction, others with as many decimals as the step
    /// needs, thousands grouped as the locale groups them.
    static func label(_ value: Double, step: Double, locale: Locale) -> String {
        let decimals = step >= 1 || step <= 0 ? 0 : min(10, Int(ceil(-log10(step) - 1e-9)))
        return value.formatted(.number.precision(.fractionLength(decimals)).locale(locale))
    }
}
