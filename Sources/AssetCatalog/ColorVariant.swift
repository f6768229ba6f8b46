/// One filled slot of a color set: a color plus the traits it applies to.
public struct ColorVariant: Sendable, Hashable, Codable {
    /// Xcode's idiom string: "universal", "iphone", "ipad", "mac", ...
    public let idiom: String
    /// `nil` is Xcode's "Any" appearance.
    public let appearance: Appearance?
    /// Whether the slot is for the "High Contrast" accessibility setting.
    public let highContrast: Bool
    /// Xcode's "display-gamut" ("sRGB" or "display-P3") when the set is split by gamut.
    public let displayGamut: String?
    /// The color of the slot.
    public let color: AssetColor

    /// A slot; universal, any appearance, normal contrast and any gamut unless given.
    public init(
        color: AssetColor, idiom: String = "universal", appearance: Appearance? = nil,
        highContrast: Bool = false, displayGamut: String? = nil
    ) {
        self.color = color
        self.idiom = idiom
        self.appearance = appearance
        self.highContrast = highContrast
        self.displayGamut = displayGamut
    }
}

extension ColorVariant: TraitMatchable {}
