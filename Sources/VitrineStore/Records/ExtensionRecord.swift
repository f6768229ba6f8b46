import Foundation
import GRDB

/// A widget extension of an installed app.
public struct ExtensionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "extension"

    /// The extension's bundle identifier.
    public var id: String
    /// The app it belongs to.
    public var appID: String
    /// Absolute path of the executable the host launches.
    public var executable: String
    /// Decides whether its widgets are redacted while the device is locked.
    public var dataProtection: DataProtection
    /// WidgetKit's `NSWidgetUsesLocation`.
    public var usesLocation: Bool

    /// A record from its fields.
    public init(id: String, appID: String, executable: String, dataProtection: DataProtection, usesLocation: Bool) {
        self.id = id
        self.appID = appID
        self.executable = executable
        self.dataProtection = dataProtection
        self.usesLocation = usesLocation
    }
}
