import Foundation
import GRDB

extension VitrineStore {
    /// A host setting (visible page, color scheme, locale, lock state…), `nil` when unset.
    public func setting(_ key: String) throws -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Sets a host setting; `nil` removes it.
    public func setSetting(_ key: String, _ value: String?) throws {
        try write { db in
            if let value {
                try db.execute(
                    sql: """
                        INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value
                        """, arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }

    /// Every host setting.
    public func settings() throws -> [String: String] {
        try read { db in
            var result: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") { result[row["key"]] = row["value"] }
            return result
        }
    }
}
