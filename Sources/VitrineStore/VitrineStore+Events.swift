import Foundation
import GRDB

extension VitrineStore {
    /// Appends flight-record lines in one transaction.
    ///
    /// An event about an instance takes the instance's `appID`. Events naming an instance or app that
    /// no longer exists are dropped: had they been recorded a moment earlier, removing the
    /// instance would have deleted them anyway.
    ///
    /// - Returns: the recorded events with their ids.
    @discardableResult
    public func record(events: [ReloadEventRecord]) throws -> [ReloadEventRecord] {
        guard !events.isEmpty else { return [] }
        return try write { db in
            var recorded: [ReloadEventRecord] = []
            var appOfInstance: [Int64: String?] = [:]
            for var event in events {
                if let instanceID = event.instanceID {
                    if appOfInstance[instanceID] == nil {
                        appOfInstance[instanceID] = .some(
                            try String.fetchOne(
                                db, sql: "SELECT appID FROM instance WHERE id = ?", arguments: [instanceID]))
                    }
                    guard let owner = appOfInstance[instanceID] ?? nil else { continue }
                    event.appID = owner
                } else if let appID = event.appID, !(try AppRecord.exists(db, key: appID)) {
                    continue
                }
                try db.execute(
                    sql: """
                        INSERT INTO reloadEvent (instanceID, appID, date, event, reason, detail, budgetRemaining,
                                                 nextPlannedReload, counted, subsystem, category)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        event.instanceID, event.appID, event.date.storeValue, event.event, event.reason,
                        event.detail, event.budgetRemaining, event.nextPlannedReload?.storeValue, event.counted,
                        event.subsystem, event.category,
                    ])
                event.id = db.lastInsertedRowID
                recorded.append(event)
            }
            return recorded
        }
    }

    /// Appends one flight-record line (see ``record(events:)``); `nil` if it was dropped.
    @discardableResult
    public func record(_ event: ReloadEventRecord) throws -> ReloadEventRecord? {
        try record(events: [event]).first
    }

    /// Flight-record lines, newest first.
    ///
    /// - Parameters:
    ///   - before: only lines strictly older than this date (for paging back in time).
    public func events(instanceID: Int64? = nil, appID: String? = nil, limit: Int = 100, before: Date? = nil) throws
        -> [ReloadEventRecord]
    {
        try read { db in
            var request = ReloadEventRecord.order(Column("date").desc, Column("id").desc).limit(max(limit, 0))
            if let instanceID { request = request.filter(Column("instanceID") == instanceID) }
            if let appID { request = request.filter(Column("appID") == appID) }
            if let before { request = request.filter(Column("date") < before.storeValue) }
            return try request.fetchAll(db)
        }
    }

    /// The instance's newest flight-record line of one of `events` (e.g. `entryShown`), or nil.
    public func lastEvent(instanceID: Int64, among events: [String]) throws -> ReloadEventRecord? {
        try read { db in
            try ReloadEventRecord.filter(Column("instanceID") == instanceID && events.contains(Column("event")))
                .order(Column("date").desc, Column("id").desc).fetchOne(db)
        }
    }

    /// Dates of the reloads that consumed the instance's budget since `since`, oldest first:
    /// what the scheduler needs to rebuild its budget window after a restart.
    public func countedReloads(instanceID: Int64, since: Date) throws -> [Date] {
        try read { db in
            try Double.fetchAll(
                db,
                sql: """
                    SELECT date FROM reloadEvent WHERE instanceID = ? AND counted AND date >= ? ORDER BY date, id
                    """, arguments: [instanceID, since.storeValue]
            ).map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }

    /// The date of the instance's most recent counted reload. (The last successful fetch is
    /// the current timeline's `fetchedAt`.)
    public func lastReload(instanceID: Int64) throws -> Date? {
        try read { db in
            try Double.fetchOne(
                db, sql: "SELECT max(date) FROM reloadEvent WHERE instanceID = ? AND counted",
                arguments: [instanceID]
            ).map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }
}
