import Foundation
import GRDB

/// One widget kind an extension offers, from its *describe* reply.
///
/// When passed to ``VitrineStore/installApp(manifest:manifestPath:kinds:allowDifferentManifest:now:)``
/// `extensionID`, `appID` and `ordinal` may be left at their defaults: the store fills them
/// from the dictionary key and the array order.
public struct WidgetKindRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "widgetKind"

    public var extensionID: String
    public var appID: String
    public var kind: String
    public var displayName: String
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

    public init(kind: String, displayName: String, description: String, supportedFamilies: [String],
                configurationKind: String = "static", contentMarginsDisabled: Bool = false,
                containerBackgroundRemovable: Bool = true, extensionID: String = "", appID: String = "", ordinal: Int = 0) {
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
