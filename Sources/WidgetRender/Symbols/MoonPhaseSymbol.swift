import Foundation

/// SF Symbols' `moonphase.*` family, which Material Icons lacks: drawn as a shape (a disk's
/// outline with its lit part filled) rather than mapped to a look-alike glyph that would show
/// the wrong phase. As SF Symbols draws them (the moon seen from the northern hemisphere), a
/// waxing moon is lit on the right and a waning one on the left; `.inverse` fills the unlit part.
public struct MoonPhaseSymbol: Hashable, Sendable {
    /// How much of the disk's width is lit, 0 (new moon) … 1 (full moon).
    public var illuminated: Double
    /// The lit part is on the right (waxing), else on the left (waning).
    public var litOnRight: Bool
    /// The symbol fills the unlit part instead (the `.inverse` names).
    public var inverse: Bool

    /// The phase an SF Symbols name draws, or nil for names outside the family.
    public init?(name: String) {
        guard name.hasPrefix("moonphase.") else { return nil }
        var phase = String(name.dropFirst("moonphase.".count))
        inverse = phase.hasSuffix(".inverse")
        if inverse { phase.removeLast(".inverse".count) }
        guard let shape = Self.phases[phase] else { return nil }
        (illuminated, litOnRight) = shape
    }

    static let phases: [String: (Double, Bool)] = [
        "new.moon": (0, true),
        "waxing.crescent": (0.25, true),
        "first.quarter": (0.5, true),
        "waxing.gibbous": (0.75, true),
        "full.moon": (1, true),
        "waning.gibbous": (0.75, false),
        "last.quarter": (0.5, false),
        "waning.crescent": (0.25, false),
    ]
}
