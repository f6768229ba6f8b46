import Foundation
import GRDB

extension VitrineStore {
    /// Makes `entries` the instance's current timeline, in one transaction: until it
    /// commits, readers (and a restarted daemon) see the previous timeline whole.
    ///
    /// Archives are stored by content, so entries with equal archives (in this timeline,
    /// an earlier one or another instance's) share one stored copy.
    @discardableResult
    public func replaceTimeline(
        instanceID: Int64, policy: TimelinePolicy, entries: [TimelineEntryInput], reason: String,
        fetchedAt: Date = Date()
    ) throws -> StoredTimeline {
        try replaceTimeline(
            instanceID: instanceID, policy: policy, entries: entries, reason: reason, fetchedAt: fetchedAt,
            beforeEntries: nil)
    }

    /// `beforeEntries` runs after the old entries are deleted and before the new ones are
    /// inserted; tests throw from it to prove the replacement is atomic.
    func replaceTimeline(
        instanceID: Int64, policy: TimelinePolicy, entries: [TimelineEntryInput], reason: String,
        fetchedAt: Date, beforeEntries: ((Database) throws -> Void)?
    ) throws -> StoredTimeline {
        if let date = policy.date, !date.storeValue.isFinite {
            throw StoreError.invalidArgument("The reload date of an 'after' policy must be a real date.")
        }
        if entries.contains(where: { !$0.date.storeValue.isFinite }) {
            throw StoreError.invalidArgument("Every timeline entry needs a real date.")
        }
        // Hash outside the transaction: the writer lock is held no longer than needed.
        let hashes = entries.map { ContentHash.hex($0.archive) }
        return try write { db in
            guard try InstanceRecord.exists(db, key: instanceID) else { throw StoreError.unknownInstance(instanceID) }
            let previous = try TimelineRecord.fetchOne(db, key: instanceID)
            let timeline = TimelineRecord(
                instanceID: instanceID, generation: (previous?.generation ?? 0) + 1, policy: policy,
                fetchedAt: fetchedAt, reason: reason)
            if previous == nil { try timeline.insert(db) } else { try timeline.update(db) }

            for (entry, hash) in zip(entries, hashes) {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO archiveBlob (hash, bytes) VALUES (?, ?)",
                    arguments: [hash, entry.archive])
            }
            try EntryRecord.filter(Column("instanceID") == instanceID).deleteAll(db)
            try beforeEntries?(db)
            var records: [EntryRecord] = []
            for (index, (entry, hash)) in zip(entries, hashes).enumerated() {
                let record = EntryRecord(
                    instanceID: instanceID, index: index, date: entry.date,
                    relevanceScore: entry.relevanceScore, relevanceDuration: entry.relevanceDuration,
                    archiveHash: hash)
                try record.insert(db)
                records.append(record)
            }
            return StoredTimeline(timeline: timeline, entries: records)
        }
    }

    /// The instance's current timeline with its entries in order, or `nil` before the first.
    public func timeline(instanceID: Int64) throws -> StoredTimeline? {
        try read { db in
            guard let timeline = try TimelineRecord.fetchOne(db, key: instanceID) else { return nil }
            let entries = try EntryRecord.filter(Column("instanceID") == instanceID).order(Column("index")).fetchAll(db)
            return StoredTimeline(timeline: timeline, entries: entries)
        }
    }

    /// Every current timeline without entries, for rescheduling after a restart.
    public func timelines() throws -> [TimelineRecord] {
        try read { db in try TimelineRecord.order(Column("instanceID")).fetchAll(db) }
    }

    /// The archive JSON stored under `hash`.
    public func archive(hash: String) throws -> Data? {
        try read { db in try Data.fetchOne(db, sql: "SELECT bytes FROM archiveBlob WHERE hash = ?", arguments: [hash]) }
    }
}
