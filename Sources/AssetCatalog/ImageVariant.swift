import Foundation

/// One filled slot of an image set: a file plus the traits it applies to.
public struct ImageVariant: Sendable, Hashable, Codable {
    /// The image file.
    public let fileURL: URL
    /// `nil` for Xcode's "Single Scale" slots (PDF, SVG or one bitmap), which serve every scale.
    public let scale: Double?
    /// `nil` is Xcode's "Any" appearance.
    public let appearance: Appearance?
    /// Xcode's idiom string: "universal", "iphone", "ipad", …
    public let idiom: String
    /// Whether the slot is for the "High Contrast" accessibility setting.
    public let highContrast: Bool
    /// Xcode's "display-gamut" ("sRGB" or "display-P3") when the set is split by gamut.
    public let displayGamut: String?

    /// A slot from a file and its traits.
    public init(
        fileURL: URL, scale: Double? = nil, appearance: Appearance? = nil, idiom: String = "universal",
        highContrast: Bool = false, displayGamut: String? = nil
    ) {
        self.fileURL = fileURL
        self.scale = scale
        self.appearance = appearance
        self.idiom = idiom
        self.highContrast = highContrast
        self.displayGamut = displayGamut
    }
}

extension ImageVariant: TraitMatchable {}
