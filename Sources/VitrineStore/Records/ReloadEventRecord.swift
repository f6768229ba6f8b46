import Foundation
import GRDB

/// One line of the flight record: what happened to a reload request and why.
public struct ReloadEventRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "reloadEvent"

    /// Assigned by the store (0 before recording), increasing in recording order.
    public var id: Int64
    /// The instance concerned; `nil` for app-wide or host-wide events.
    public var instanceID: Int64?
    /// The app concerned; for an instance's event, set by the store to the instance's app.
    public var appID: String?
    public var date: Date
    /// `requested`, `granted`, `deferred`, `coalesced`, `exempted`, `throttled`, `denied`,
    /// `failed`, `shown`… (the scheduler's vocabulary; the store does not interpret it).
    public var event: String
    public var reason: String
    public var detail: String
    public var budgetRemaining: Int?
    public var nextPlannedReload: Date?
    /// The reload consumed budget: ``VitrineStore/countedReloads(instanceID:since:)`` rebuilds
    /// the budget window from these after a restart.
    public var counted: Bool

    public init(id: Int64 = 0, instanceID: Int64?, appID: String? = nil, date: Date, event: String, reason: String,
                detail: String = "", budgetRemaining: Int? = nil, nextPlannedReload: Date? = nil, counted: Bool = false) {
        self.id = id
        self.instanceID = instanceID
        self.appID = appID
        self.date = date
        self.event = event
        self.reason = reason
        self.detail = detail
        self.budgetRemaining = budgetRemaining
        self.nextPlannedReload = nextPlannedReload
        self.counted = counted
    }

    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
