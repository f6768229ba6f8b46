import Foundation
import GRDB

/// A widget placed on the host's screen: a kind, a family, its configuration and its place.
public struct InstanceRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "instance"

    /// Assigned by the store; never reused, so the flight record cannot confuse two widgets.
    public var id: Int64
    /// The app whose extension provides the widget.
    public var appID: String
    /// The extension that provides the widget.
    public var extensionID: String
    /// The widget's kind.
    public var kind: String
    /// The widget's family (`systemSmall` …).
    public var family: String
    /// The configuration intent as JSON, `nil` for a static widget.
    public var configuration: Data?
    /// Page of the host's screen, from 0.
    public var page: Int
    /// Place on the page, from 0, contiguous.
    public var position: Int
    /// When the widget was placed.
    public var createdAt: Date

    /// A record from its fields.
    public init(
        id: Int64, appID: String, extensionID: String, kind: String, family: String, configuration: Data?,
        page: Int, position: Int, createdAt: Date
    ) {
        self.id = id
        self.appID = appID
        self.extensionID = extensionID
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.page = page
        self.position = position
        self.createdAt = createdAt
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
