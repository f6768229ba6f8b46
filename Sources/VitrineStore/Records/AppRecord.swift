import Foundation
import GRDB

/// An installed app, as its manifest declared it at the last install.
public struct AppRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "app"

    public var id: String
    public var name: String
    /// Absolute path; `nil` for a widget-only package.
    public var executable: String?
    public var urlSchemes: [String]
    public var appGroups: [String]
    /// The manifest the app was installed from (re-installing from it updates in place).
    public var manifestPath: String
    public var installedAt: Date
    /// The last (re-)install.
    public var updatedAt: Date

    public init(id: String, name: String, executable: String?, urlSchemes: [String], appGroups: [String],
                manifestPath: String, installedAt: Date, updatedAt: Date) {
        self.id = id
        self.name = name
        self.executable = executable
        self.urlSchemes = urlSchemes
        self.appGroups = appGroups
        self.manifestPath = manifestPath
        self.installedAt = installedAt
        self.updatedAt = updatedAt
    }

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
