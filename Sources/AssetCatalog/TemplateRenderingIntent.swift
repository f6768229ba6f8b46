/// Xcode's "Render As" setting of an image set ("template-rendering-intent").
public enum TemplateRenderingIntent: String, Sendable, Hashable, Codable {
    /// Drawn as a mask tinted with the foreground color.
    case template
    /// Drawn with its own colors even where templates would be tinted.
    case original
}
