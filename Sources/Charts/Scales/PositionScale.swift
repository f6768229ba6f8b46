import Foundation

/// A scale from plotted values to positions along one side of the plot: continuous for numbers
/// and dates (dates as seconds), banded for categories.
struct PositionScale {
    enum Domain: Equatable {
        case continuous(lower: Double, upper: Double)
        case bands([String])
    }
    var kind: ScaleKind
    var domain: Domain
    /// The plot's length along this scale, in points.
    var length: CGFloat
    /// True for y: larger values sit higher, at smaller coordinates.
    var upward: Bool
    var reversed = false
    /// The nice step of an automatic numeric domain (for labels).
    var step: Double?

    /// Where a value sits (a band's center for categories); nil for a value the scale lacks.
    func position(_ value: PlotValue) -> CGFloat? {
        switch domain {
        case .continuous(let lo, let hi):
            guard let v = value.number else { return nil }
            return position(number: v, lo, hi)
        case .bands(let names):
            guard case .category(let name) = value, let i = names.firstIndex(of: name) else { return nil }
            return bandStart(i) + bandwidth / 2
        }
    }

    func position(number v: Double) -> CGFloat? {
        guard case .continuous(let lo, let hi) = domain else { return nil }
        return position(number: v, lo, hi)
    }

    private func position(number v: Double, _ lo: Double, _ hi: Double) -> CGFloat {
        var t = hi > lo ? (v - lo) / (hi - lo) : 0.5
        if reversed { t = 1 - t }
        return upward ? length * CGFloat(1 - t) : length * CGFloat(t)
    }

    /// The band a category occupies (start, end), in this scale's coordinates.
    func band(_ value: PlotValue) -> (CGFloat, CGFloat)? {
        guard case .bands(let names) = domain, case .category(let name) = value, let i = names.firstIndex(of: name) else { return nil }
        let s = bandStart(i)
        return (s, s + bandwidth)
    }

    var bandwidth: CGFloat {
        guard case .bands(let names) = domain, !names.isEmpty else { return 0 }
        return length / CGFloat(names.count)
    }

    /// Bands run left to right for x, top to bottom for y.
    private func bandStart(_ i: Int) -> CGFloat { CGFloat(i) * bandwidth }

    /// The scale's position of zero (the base of bars and areas), clamped into the plot.
    var baseline: CGFloat {
        guard case .continuous(let lo, let hi) = domain else { return upward ? length : 0 }
        return position(number: min(max(0, min(lo, hi)), max(lo, hi)), lo, hi)
    }
}
