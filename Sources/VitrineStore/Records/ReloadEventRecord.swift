import Foundation
import GRDB

/// One line of the flight record: what happened to a reload request and why.
public struct ReloadEventRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    /// The SQLite table.
    public static let databaseTableName = "reloadEvent"

    /// Assigned by the store (0 before recording), increasing in recording order.
    public var id: Int64
    /// The instance concerned; `nil` for app-wide or host-wide events.
    public var instanceID: Int64?
    /// The app concerned; for an instance's event, set by the store to the instance's app.
    public var appID: String?
    /// When it happened.
    public var date: Date
    /// `requested`, `granted`, `deferred`, `coalesced`, `exempted`, `throttled`, `denied`,
    /// `failed`, `shown`… (the scheduler's vocabulary; the store does not interpret it).
    public var event: String
    /// Why (the reload reason's name).
    public var reason: String
    /// More about it, in words.
    public var detail: String
    /// Counted reloads left in the window after the event; nil when not known.
    public var budgetRemaining: Int?
    /// The next reload's earliest date; nil when none is planned.
    public var nextPlannedReload: Date?
    /// The reload consumed budget: ``VitrineStore/countedReloads(instanceID:since:)`` rebuilds
    /// the budget window from these after a restart.
    public var counted: Bool
    /// For an extension's log message (event `log`, its level in `reason`, its text in
    /// `detail`): the logger's subsystem; nil for other events.
    public var subsystem: String?
    /// For an extension's log message: the logger's category; nil for other events.
    public var category: String?

    /// An event from its fields; the store assigns the id.
    public init(
        id: Int64 = 0, instanceID: Int64?, appID: String? = nil, date: Date, event: String, reason: String,
        detail: String = "", budgetRemaining: Int? = nil, nextPlannedReload: Date? = nil, counted: Bool = false,
        subsystem: String? = nil, category: String? = nil
    ) {
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
        self.subsystem = subsystem
        self.category = category
    }

    /// Dates are stored as seconds since 2001, exactly as `Date` holds them.
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .timeIntervalSinceReferenceDate }
    /// Dates are read as seconds since 2001.
    public static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .timeIntervalSinceReferenceDate }
}
