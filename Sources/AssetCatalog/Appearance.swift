/// The luminosity appearance an asset is requested for.
///
/// Variants that carry no luminosity appearance are Xcode's "Any" slot; they serve
/// as the light fallback and as the last resort for dark.
public enum Appearance: String, Sendable, Codable, CaseIterable {
    case light
    case dark
}
