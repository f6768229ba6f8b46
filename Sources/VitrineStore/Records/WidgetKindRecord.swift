import ExtensionProtocol
import Foundation
import GRDB

/// One widget kind an extension offers, from its *describe* reply.
///
/// When passed to ``VitrineStore/installApp(manifest:manifestPath:kinds:replace:now:)``
/// `extensionID`, `appID` and `ordinal` may be left at their defaults: the store fills them
/// from the dictionary key and the array order.
public struct WidgetKindRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "widgetKind"

    /// The extension that offers the kind.
    public var extensionID: String
    /// The app the extension belongs to.
    public var appID: String
    /// The kind string of the widget's configuration.
    public var kind: String
    /// The name shown in the widget gallery.
    public var displayName: String
    /// The description shown in the widget gallery.
    public var description: String
    /// Family names as WidgetKit spells them (`systemSmall`, `accessoryCircular`…).
    public var supportedFamilies: [String]
    /// How the widget is configured, as the describe reply says: `static` or `intent:<Class>`.
    public var configurationKind: String
    /// `.contentMarginsDisabled()`: the host lays the widget out without system margins.
    public var contentMarginsDisabled: Bool
    /// `.containerBackgroundRemovable(_:)`: whether the host may drop the container background.
    public var containerBackgroundRemovable: Bool
    /// Position in the extension's bundle, the order the gallery lists kinds in.
    public var ordinal: Int
    /// What a person can configure, for an `IntentConfiguration` or `AppIntentConfiguration`
    /// widget (stored as JSON); nil for a static widget.
    public var configurationSchema: ConfigurationSchema?

    /// A record from a describe reply; the store fills the extension, app and order when installing.
    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [String],
        configurationKind: String = "static", contentMarginsDisabled: Bool = false,
        containerBackgroundRemovable: Bool = true, extensionID: String = "", appID: String = "", ordinal: Int = 0,
        configurationSchema: ConfigurationSchema? = nil
    ) {
        self.configurationSchema = configurationSchema
        self.extensionID = extensionID
        self.appID = appID
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.configurationKind = configurationKind
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.ordinal = ordinal
    }
}
