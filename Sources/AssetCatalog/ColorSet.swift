/// A `.colorset`: a named color with per-appearance variants.
public struct ColorSet: Sendable, Hashable, Codable {
    /// The lookup name, including any "Folder/" namespace prefix.
    public let name: String
    /// Only slots that hold a color; Xcode's empty slots are dropped while reading.
    public let variants: [ColorVariant]

    /// A color set from a name and its variants.
    public init(name: String, variants: [ColorVariant]) {
        self.name = name
        self.variants = variants
    }

    /// The color Xcode's trait matching would pick, or `nil` if the set has no color at all.
    ///
    /// Order: exact appearance and contrast, the same appearance without high contrast,
    /// the "Any" appearance (high-contrast one first when asked for), then anything left.
    /// Within each step "universal" beats "iphone", which beats "ipad".
    public func resolve(appearance: Appearance, highContrast: Bool = false) -> AssetColor? {
        variant(appearance: appearance, highContrast: highContrast)?.color
    }

    /// The variant `resolve(appearance:highContrast:)` takes its color from.
    public func variant(appearance: Appearance, highContrast: Bool = false) -> ColorVariant? {
        let tier = TraitMatching.bestTier(of: variants, appearance: appearance, highContrast: highContrast)
        return TraitMatching.preferringIdiomAndGamut(tier).first
    }
}
