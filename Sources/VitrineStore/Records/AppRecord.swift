import Foundation
import GRDB

/// An installed app, as its manifest declared it at the last install.
public struct AppRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "app"

    /// The bundle identifier.
    public var id: String
    /// The name shown in the widget gallery.
    public var name: String
    /// Absolute path; `nil` for a widget-only package.
    public var executable: String?
    /// URL schemes (lowercased) that taps open the app with.
    public var urlSchemes: [String]
    /// App groups the app shares with its extensions.
    public var appGroups: [String]
    /// The developer team; apps share App Groups only within one team (nil: with no other app).
    public var team: String?
    /// The manifest the app was installed from (re-installing from it updates in place).
    public var manifestPath: String
    /// The first install.
    public var installedAt: Date
    /// The last (re-)install.
    public var updatedAt: Date
    /// Intents extensions built as their own executables (JSON; nil from stores before them).
    public var intentsExtensions: [IntentsExtensionManifest]?

    /// A record from its fields.
    public init(
        id: String, name: String, executable: String?, urlSchemes: [String], appGroups: [String], team: String? = nil,
        manifestPath: String, installedAt: Date, updatedAt: Date, intentsExtensions: [IntentsExtensionManifest]? = nil
    ) {
        self.intentsExtensions = intentsExtensions
        self.id = id
        self.name = name
        self.executable = executable
        self.urlSchemes = urlSchemes
        self.appGroups = appGroups
        self.team = team
        self.manifestPath = manifestPath
        self.installedAt = installedAt
        self.updatedAt = updatedAt
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
