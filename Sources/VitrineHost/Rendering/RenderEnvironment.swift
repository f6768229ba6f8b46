import ExtensionProtocol
import Foundation
import WidgetArchive

/// What, besides the archive, decides the pixels of a rendered entry. Two renders with the
/// same archive hash and the same environment key are the same image, so the key plus the
/// archive hash addresses the image in the store and nothing is rendered twice.
public struct RenderEnvironment: Hashable, Sendable, Codable {
    public var device: String
    public var scale: Double
    public var colorScheme: ArchiveEnvironment.ColorScheme
    public var locale: String
    public var timeZone: String

    public init(device: String, scale: Double, colorScheme: ArchiveEnvironment.ColorScheme, locale: String, timeZone: String) {
        self.device = device
        self.scale = scale
        self.colorScheme = colorScheme
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The text part of an image key.
    public var key: String { "\(device)|@\(ArchiveDump.num(scale))x|\(colorScheme.rawValue)|\(locale)|\(timeZone)" }
}
