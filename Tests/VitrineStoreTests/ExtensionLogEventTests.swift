import Foundation
import GRDB
import Testing

@testable import VitrineStore

/// An extension's log message is a flight-record line with its logger's subsystem and category
/// (migration v3-event-log-source); a store from before the migration upgrades in place.
@Suite struct ExtensionLogEventTests {
    @Test func logLinesKeepSubsystemAndCategory() throws {
        try withTemporaryDirectory { directory in
            let store = try VitrineStore(path: directory.appendingPathComponent("store.sqlite").path)
            let date = Date(timeIntervalSinceReferenceDate: 816_000_000)
            try store.record(events: [
                ReloadEventRecord(
                    instanceID: nil, date: date, event: "log", reason: "info", detail: "4 entries until <private> is healed",
                    subsystem: "com.mygame.widgets", category: "CharacterDetail"),
                ReloadEventRecord(instanceID: nil, date: date, event: "note", reason: "x", detail: "not a log line"),
            ])
            let events = try store.events(limit: 10).sorted { $0.id < $1.id }
            #expect(events.map(\.subsystem) == ["com.mygame.widgets", nil])
            #expect(events.map(\.category) == ["CharacterDetail", nil])
            #expect(events.first?.detail == "4 entries until <private> is healed")
        }
    }

    @Test func aStoreFromBeforeTheMigrationUpgradesWithItsEvents() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("store.sqlite").path
            do {
                // Make the store look as the previous release left it: no log columns, migration not applied.
                let store = try VitrineStore(path: path)
                try store.record(
                    ReloadEventRecord(instanceID: nil, date: Date(timeIntervalSinceReferenceDate: 1), event: "note", reason: "old", detail: "kept"))
                try store.pool.write { db in
                    try db.execute(sql: "ALTER TABLE reloadEvent DROP COLUMN subsystem")
                    try db.execute(sql: "ALTER TABLE reloadEvent DROP COLUMN category")
                    try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v3-event-log-source'")
                }
                try store.close()
            }
            let store = try VitrineStore(path: path)
            let old = try #require(try store.events(limit: 10).first)
            #expect(old.detail == "kept" && old.subsystem == nil && old.category == nil)
            try store.record(ReloadEventRecord(instanceID: nil, date: Date(), event: "log", reason: "error", detail: "new", subsystem: "s", category: "c"))
            #expect(try store.events(limit: 10).contains { $0.detail == "new" && $0.subsystem == "s" && $0.category == "c" })
        }
    }
}
