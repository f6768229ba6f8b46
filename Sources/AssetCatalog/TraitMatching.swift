/// What color and image variants share for Xcode-style trait matching.
protocol TraitMatchable {
    var idiom: String { get }
    var appearance: Appearance? { get }
    var highContrast: Bool { get }
    var displayGamut: String? { get }
}

/// The matching rules shared by color sets and image sets.
enum TraitMatching {
    /// Widgets run as iOS code, so the phone idioms come first; other platforms' slots are
    /// only a last resort rather than ignored, so a mac-only set still shows something.
    static func idiomRank(_ idiom: String) -> Int {
        switch idiom.lowercased() {
        case "universal": return 0
        case "iphone": return 1
        case "ipad": return 2
        default: return 3
        }
    }

    /// Linux renderers draw in sRGB, so gamut-neutral and sRGB slots beat Display P3 ones.
    static func gamutRank(_ gamut: String?) -> Int {
        guard let gamut else { return 0 }
        return gamut.lowercased() == "srgb" ? 0 : 1
    }

    /// The variants of the first appearance step that has any.
    static func bestTier<V: TraitMatchable>(of variants: [V], appearance: Appearance, highContrast: Bool) -> [V] {
        var steps: [(Appearance?, Bool)] = []
        if highContrast {
            steps = [(appearance, true), (appearance, false), (nil, true), (nil, false)]
        } else {
            steps = [(appearance, false), (nil, false)]
        }
        for (wanted, contrast) in steps {
            let matches = variants.filter { $0.appearance == wanted && $0.highContrast == contrast }
            if !matches.isEmpty { return matches }
        }
        // Hand-written sets may lack an "Any" slot; something beats nothing.
        let sameContrast = variants.filter { $0.highContrast == highContrast }
        return sameContrast.isEmpty ? variants : sameContrast
    }

    /// Keeps only the best idiom, then the best gamut, preserving catalog order.
    static func preferringIdiomAndGamut<V: TraitMatchable>(_ variants: [V]) -> [V] {
        guard let bestIdiom = variants.map({ idiomRank($0.idiom) }).min() else { return [] }
        let sameIdiom = variants.filter { idiomRank($0.idiom) == bestIdiom }
        let bestGamut = sameIdiom.map { gamutRank($0.displayGamut) }.min() ?? 0
        return sameIdiom.filter { gamutRank($0.displayGamut) == bestGamut }
    }
}
