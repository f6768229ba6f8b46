/// An `.imageset`: a named image with per-scale and per-appearance files.
public struct ImageSet: Sendable, Hashable, Codable {
    /// The lookup name, including any "Folder/" namespace prefix.
    public let name: String
    /// Only slots that name a file that exists; empty slots are dropped while reading.
    public let variants: [ImageVariant]
    /// Whether the image draws as a template (tinted) or in its own colors; nil: the default for its use.
    public let templateRenderingIntent: TemplateRenderingIntent?
    /// Whether a PDF or SVG is kept as a vector, drawn sharp at any size.
    public let preservesVectorRepresentation: Bool

    /// An image set from a name, variants and rendering options.
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
