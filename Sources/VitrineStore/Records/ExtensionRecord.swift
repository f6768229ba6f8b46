import Foundation
import GRDB

/// A widget extension of an installed app.
public struct ExtensionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "extension"

    public var id: String
    public var appID: String
    /// Absolute path of the executable the host launches.
    public var executable: String
    public var dataProtection: DataProtection
    public var usesLocation: Bool

    public init(id: String, appID: String, executable: String, dataProtection: DataProtection, usesLocation: Bool) {
        self.id = id
        self.appID = appID
        self.executable = executable
        self.dataProtection = dataProtection
        self.usesLocation = usesLocation
    }
}
