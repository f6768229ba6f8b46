import Foundation

/// One filled slot of an image set: a file plus the traits it applies to.
public struct ImageVariant: Sendable, Hashable, Codable {
    public let fileURL: URL
    /// `nil` for Xcode's "Single Scale" slots (PDF, SVG or one bitmap), which serve every scale.
    public let scale: Double?
    /// `nil` is Xcode's "Any" appearance.
    public let appearance: Appearance?
    public let idiom: String
    public let highContrast: Bool
    public let displayGamut: String?

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
