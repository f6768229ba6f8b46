import ExtensionProtocol
import Foundation
import WidgetArchive

/// What, besides the archive, decides the pixels of a rendered entry. Two renders with the
/// same archive hash and the same environment key are the same image, so the key plus the
/// archive hash addresses the image in the store and nothing is rendered twice.
public struct RenderEnvironment: Hashable, Sendable, Codable {
    /// The device's name, which stands for its widget sizes.
    public var device: String
    /// Pixels per point.
    public var scale: Double
    /// Light or dark.
    public var colorScheme: ArchiveEnvironment.ColorScheme
    /// The locale identifier, such as "en_US".
    public var locale: String
    /// The time zone identifier, such as "UTC".
    public var timeZone: String

    /// An environment from its parts (`HostConfiguration.renderEnvironment` builds the host's).
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
