import Foundation
import GRDB

/// A widget placed on the host's screen: a kind, a family, its configuration and its place.
public struct InstanceRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "instance"

    /// Assigned by the store; never reused, so the flight record cannot confuse two widgets.
    public var id: Int64
    public var appID: String
    public var extensionID: String
    public var kind: String
    public var family: String
    /// The configuration intent as JSON, `nil` for a static widget.
    public var configuration: Data?
    /// Page of the host's screen, from 0.
    public var page: Int
    /// Place on the page, from 0, contiguous.
    public var position: Int
    public var createdAt: Date

    public init(id: Int64, appID: String, extensionID: String, kind: String, family: String, configuration: Data?,
                page: Int, position: Int, createdAt: Date) {
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

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
