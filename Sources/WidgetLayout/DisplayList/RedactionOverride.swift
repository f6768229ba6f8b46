import Foundation

/// Redaction the system applies at display time, on top of what the archive itself redacts
/// (`Node.redaction`). A locked device hides `privacySensitive()` content in every widget,
/// and shows widgets of extensions with complete data protection as their placeholder look.
public enum RedactionOverride: String, Codable, Hashable, Sendable, CaseIterable {
    /// Only the archive's own redaction.
    case none
    /// Also nodes marked `privacySensitive()`.
    case privacySensitive
    /// Every text, image and progress indicator of the content: the placeholder look. The
    /// container background stays as it is. `unredacted()` is not honoured here: the archive
    /// keeps only its effect on the redaction the extension applied, not the mark itself.
    case all
}
