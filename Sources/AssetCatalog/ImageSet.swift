/// An `.imageset`: a named image with per-scale and per-appearance files.
public struct ImageSet: Sendable, Hashable, Codable {
    /// The lookup name, including any "Folder/" namespace prefix.
    public let name: String
    /// Only slots that name a file that exists; empty slots are dropped while reading.
    public let variants: [ImageVariant]
    public let templateRenderingIntent: TemplateRenderingIntent?
    public let preservesVectorRepresentation: Bool

    public init(
        name: String, variants: [ImageVariant], templateRenderingIntent: TemplateRenderingIntent? = nil,
        preservesVectorRepresentation: Bool = false
    ) {
        self.name = name
        self.variants = variants
        self.templateRenderingIntent = templateRenderingIntent
        self.preservesVectorRepresentation = preservesVectorRepresentation
    }

    /// The file to draw at `scale` (points to pixels) in `appearance`.
    ///
    /// Appearance is settled first (falling back to "Any"), then idiom, then scale: the
    /// smallest scale at or above the request, else a single-scale file, else the largest.
    public func bestVariant(scale: Double, appearance: Appearance) -> ImageVariant? {
        bestVariant(scale: scale, appearance: appearance, highContrast: false)
    }

    /// Like `bestVariant(scale:appearance:)`, honouring high-contrast slots.
    public func bestVariant(scale: Double, appearance: Appearance, highContrast: Bool) -> ImageVariant? {
        let tier = TraitMatching.bestTier(of: variants, appearance: appearance, highContrast: highContrast)
        let candidates = TraitMatching.preferringIdiomAndGamut(tier)

        let scaled = candidates.filter { $0.scale != nil }.sorted { $0.scale! < $1.scale! }
        if let upOrEqual = scaled.first(where: { $0.scale! >= scale }) {
            return upOrEqual
        }
        // A vector or single bitmap is drawn at any scale; prefer it to upscaling a smaller bitmap.
        if let anyScale = candidates.first(where: { $0.scale == nil }) {
            return anyScale
        }
        return scaled.last
    }
}
