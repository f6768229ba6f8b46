import Foundation
internal import GRDB

/// One configuration's SQLite file, through GRDB: a table per entity (`Z_PK` plus one column per
/// property) and two bookkeeping tables that mark the file as a SwiftData store and record each
/// column's Swift type. Opening creates missing tables and adds columns for new properties; it
/// never drops or rewrites existing data, and refuses (throws) a file that is not SQLite, a
/// SQLite file of another program, or a column whose recorded type the model no longer declares.
final class SQLiteStore: Sendable {
    static let format = "vitrine-swiftdata-1"
    static let metadataTable = "Z_SWIFTDATA_METADATA"
    static let columnsTable = "Z_SWIFTDATA_COLUMNS"

    let queue: DatabaseQueue
    /// The file's path (the store's identifier in `PersistentIdentifier`).
    let path: String
    let allowsSave: Bool

    init(url: URL, inMemory: Bool, entities: [Schema.Entity], allowsSave: Bool) throws {
        path = inMemory ? "memory:\(UUID().uuidString)" : url.path
        self.allowsSave = allowsSave
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "SwiftData"
        do {
            if inMemory {
                queue = try DatabaseQueue(configuration: configuration)
            } else {
                try Self.checkHeader(url)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                queue = try DatabaseQueue(path: url.path, configuration: configuration)
            }
            try queue.write { db in try Self.prepare(db, entities: entities, path: url.path) }
        } catch let error as SwiftDataError {
            throw error
        } catch let error as DatabaseError {
            throw SwiftDataError(.loadIssueModelContainer, "\(url.path) could not be opened as a SwiftData store: \(error.message ?? "\(error)")")
        } catch {
            throw SwiftDataError(.loadIssueModelContainer, "\(url.path) could not be opened: \(error.localizedDescription)")
        }
    }

    /// A non-empty file must start as every SQLite database does; anything else is reported, not overwritten.
    static func checkHeader(_ url: URL) throws {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        if !header.isEmpty, header != Data("SQLite format 3\0".utf8) {
            throw SwiftDataError(
                .loadIssueModelContainer, "\(url.path) is not a SQLite database (corrupt or another kind of file); it was left untouched")
        }
    }

    static func prepare(_ db: Database, entities: [Schema.Entity], path: String) throws {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if tables.contains(metadataTable) {
            let format = try String.fetchOne(db, sql: "SELECT value FROM \(metadataTable) WHERE key = 'format'")
            guard format == Self.format else {
                throw SwiftDataError(.loadIssueModelContainer, "\(path) is a store of format \(format ?? "unknown"), not \(Self.format)")
            }
        } else if !tables.isEmpty {
            throw SwiftDataError(
                .loadIssueModelContainer,
                "\(path) is a SQLite database of another program (tables: \(tables.sorted().prefix(5).joined(separator: ", "))), "
                    + "not a SwiftData store; it was left untouched")
        } else {
            try db.execute(sql: "CREATE TABLE \(metadataTable) (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO \(metadataTable) (key, value) VALUES ('format', ?)", arguments: [Self.format])
            try db.execute(
                sql: "CREATE TABLE \(columnsTable) (entity TEXT NOT NULL, property TEXT NOT NULL, type TEXT NOT NULL, PRIMARY KEY (entity, property))"
            )
        }
        for entity in entities {
            try prepare(db, entity: entity, exists: tables.contains(entity.name), path: path)
        }
    }

    static func prepare(_ db: Database, entity: Schema.Entity, exists: Bool, path: String) throws {
        let table = entity.name.quotedDatabaseIdentifier
        if !exists {
            try db.execute(sql: "CREATE TABLE \(table) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT)")
        }
        var recorded: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT property, type FROM \(columnsTable) WHERE entity = ?", arguments: [entity.name]) {
            recorded[row["property"]] = row["type"]
        }
        let rowCount = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
        for property in entity.properties {
            let declared = property.storage.recordedType
            if let stored = recorded[property.name] {
                guard stored == declared else {
                    throw SwiftDataError(
                        .loadIssueModelContainer,
                        "\(entity.name).\(property.name) is stored as \(stored) in \(path) but the model declares \(declared); "
                            + "Vitrine does not migrate a changed property (rename it, or use a new store)")
                }
                continue
            }
            let column = property.name.quotedDatabaseIdentifier
            try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN \(column) \(property.storage.sqlType)")
            if rowCount > 0 {
                // Rows stored before the property existed take its declared default, or nil.
                let value: DatabaseValue
                switch property.storage {
                case .attribute(let coder):
                    if let defaultValue = property.defaultValue {
                        value = try coder.encode(defaultValue)
                    } else if coder.isOptional {
                        value = .null
                    } else {
                        throw SwiftDataError(
                            .loadIssueModelContainer,
                            "\(entity.name).\(property.name) is new, not optional and has no default value, and \(path) already holds "
                                + "\(rowCount) \(entity.name) rows: give the property a default value or make it optional")
                    }
                case .toMany: value = "[]".databaseValue
                case .toOne: value = .null
                }
                try db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [value])
            }
            try db.execute(
                sql: "INSERT INTO \(columnsTable) (entity, property, type) VALUES (?, ?, ?)", arguments: [entity.name, property.name, declared])
            if (property.metadata as? Schema.Attribute)?.isUnique == true {
                try db.execute(
                    sql: "CREATE UNIQUE INDEX \("\(entity.name)_\(property.name)_unique".quotedDatabaseIdentifier) ON \(table) (\(column))")
            }
        }
    }

    /// Every row of `entity`, in insertion order.
    func rows(_ entity: Schema.Entity) throws -> [Row] {
        try read { db in try Row.fetchAll(db, sql: "SELECT * FROM \(entity.name.quotedDatabaseIdentifier) ORDER BY Z_PK") }
    }

    /// The row `primaryKey` of `entity`, if it exists.
    func row(_ entity: Schema.Entity, primaryKey: Int64) throws -> Row? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM \(entity.name.quotedDatabaseIdentifier) WHERE Z_PK = ?", arguments: [primaryKey])
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw SwiftDataError(.loadIssueModelContainer, "reading \(path) failed: \(error.message ?? "\(error)")")
        }
    }
}

extension PropertyStorage {
    /// The type recorded for the column: the Swift type, or the related entity for relationships.
    var recordedType: String {
        switch self {
        case .attribute(let coder): coder.typeName
        case .toOne(let type, let optional): "to-one \(Schema.entityName(of: type))\(optional ? "?" : "")"
        case .toMany(let type, _): "to-many \(Schema.entityName(of: type))"
        }
    }

    var sqlType: String {
        switch self {
        case .attribute(let coder): coder.sqlType
        case .toOne: "INTEGER"
        case .toMany: "TEXT"
        }
    }
}
