import Foundation
import GRDB

/// One loaded store: a SQLite database (through GRDB) with one table per entity, named as the
/// entity, one column per attribute, named as the attribute, and `Z_PK` as the row's key.
///
/// `Z_VITRINE_MODEL` records the model the store was written with (entity, attribute, type), so
/// a widget opening the app's store with a different model gets an error instead of wrong
/// values; `application_id` marks the file as one of these stores.
final class SQLiteStore: @unchecked Sendable {
    /// `application_id` of these stores: "VCDT".
    static let applicationID: Int32 = 0x5643_4454
    static let modelTable = "Z_VITRINE_MODEL"

    let database: DatabaseQueue
    let model: NSManagedObjectModel
    let identifier: String
    let isReadOnly: Bool

    /// Opens (or creates) the store `description` names and checks it against `model`.
    init(description: NSPersistentStoreDescription, model: NSManagedObjectModel) throws {
        self.model = model
        self.isReadOnly = description.isReadOnly
        try Self.checkSupported(model)
        var configuration = Configuration()
        configuration.readonly = description.isReadOnly
        configuration.busyMode = .timeout(description.timeout)
        configuration.label = "CoreData"
        if description.isInMemory {
            database = try DatabaseQueue(configuration: configuration)
            identifier = UUID().uuidString
        } else {
            guard let url = description.url, url.isFileURL else {
                throw CoreDataErrors.error(CoreDataErrors.persistentStoreInvalidType, "The store description has no file URL.")
            }
            let path = url.path
            if description.isReadOnly {
                guard FileManager.default.fileExists(atPath: path) else {
                    throw CoreDataErrors.error(
                        CoreDataErrors.fileReadNoSuchFile,
                        "The read-only store at \(path) does not exist: the app has not written it yet.",
                        extra: [NSFilePathErrorKey: path])
                }
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            do {
                database = try DatabaseQueue(path: path, configuration: configuration)
            } catch {
                throw Self.openError(error, path: path)
            }
            identifier = path
        }
        do {
            if description.isReadOnly {
                try database.read { db in try self.check(db, migrate: false) }
            } else {
                try database.write { db in try self.check(db, migrate: description.shouldMigrateStoreAutomatically) }
            }
        } catch let error as NSError where error.domain == NSCocoaErrorDomain {
            throw error
        } catch {
            throw Self.openError(error, path: description.url?.path ?? ":memory:")
        }
    }

    /// Refuses models with what this store does not keep, naming the entity and property.
    static func checkSupported(_ model: NSManagedObjectModel) throws {
        var names: Set<String> = []
        for entity in model.entities {
            guard let name = entity.name, !name.isEmpty else { throw CoreDataErrors.unsupported("an entity without a name") }
            guard names.insert(name.lowercased()).inserted else {
                throw CoreDataErrors.unsupported("two entities named \(name) (SQLite table names ignore case)")
            }
            var attributes: Set<String> = []
            for property in entity.properties {
                if property is NSRelationshipDescription {
                    throw CoreDataErrors.unsupported(
                        "relationship \(name).\(property.name): this store keeps attributes only; store the related object's identifier "
                            + "(a UUID or string attribute) and fetch it with a predicate")
                }
                guard let attribute = property as? NSAttributeDescription else {
                    throw CoreDataErrors.unsupported("property \(name).\(property.name) of type \(type(of: property))")
                }
                guard !attribute.isTransient else { throw CoreDataErrors.unsupported("transient attribute \(name).\(attribute.name)") }
                guard NSAttributeType.stored.contains(attribute.attributeType) else {
                    throw CoreDataErrors.unsupported("attribute \(name).\(attribute.name) of type \(attribute.attributeType.displayName)")
                }
                guard !attribute.name.isEmpty, attribute.name.uppercased() != "Z_PK", attributes.insert(attribute.name.lowercased()).inserted else {
                    throw CoreDataErrors.unsupported("attribute name '\(attribute.name)' in \(name) (empty, Z_PK, or repeated ignoring case)")
                }
            }
        }
    }

    /// The error for a file SQLite cannot open or read: corrupt, or not a database.
    static func openError(_ error: Error, path: String) -> NSError {
        let code = (error as? DatabaseError)?.resultCode
        if code == .SQLITE_NOTADB || code == .SQLITE_CORRUPT {
            return CoreDataErrors.error(
                CoreDataErrors.fileReadCorruptFile,
                "The store at \(path) is not a readable SQLite database (corrupt, or another kind of file); it was left as it is.",
                underlying: error, extra: [NSFilePathErrorKey: path, "NSSQLiteErrorDomain": Int(code?.rawValue ?? 0)])
        }
        return CoreDataErrors.error(
            CoreDataErrors.persistentStoreInvalidType, "The store at \(path) could not be opened: \(error)", underlying: error,
            extra: [NSFilePathErrorKey: path])
    }

    /// Creates the schema in an empty store, or compares the recorded model with `model`,
    /// adding what is new when `migrate` allows it and nothing would be lost.
    private func check(_ db: Database, migrate: Bool) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if applicationID != Self.applicationID {
            if tables.isEmpty && applicationID == 0 {
                guard !isReadOnly else {
                    throw CoreDataErrors.error(
                        CoreDataErrors.persistentStoreIncompatibleSchema, "The read-only store is empty: the app has not written it yet.")
                }
                try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
                try db.execute(
                    sql:
                        "CREATE TABLE \(Self.modelTable) (entity TEXT NOT NULL, attribute TEXT NOT NULL, type INTEGER NOT NULL, PRIMARY KEY (entity, attribute))"
                )
                for entity in model.entities { try create(entity, in: db) }
                return
            }
            let apple = tables.contains("Z_METADATA") ? " (it looks like a store written by Apple's Core Data, whose private layout is not read here)" : ""
            throw CoreDataErrors.error(
                CoreDataErrors.persistentStoreInvalidType,
                "The file is a SQLite database but not a Core Data store written by Vitrine\(apple); it was left as it is.")
        }
        var recorded: [String: [String: Int64]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT entity, attribute, type FROM \(Self.modelTable)") {
            let entity: String = row["entity"]
            let attribute: String = row["attribute"]
            if attribute.isEmpty { recorded[entity, default: [:]] = recorded[entity] ?? [:] } else { recorded[entity, default: [:]][attribute] = row["type"] }
        }
        var problems: [String] = []
        var additions: [() throws -> Void] = []
        for entity in model.entities {
            let name = entity.name!
            guard let columns = recorded[name] else {
                additions.append { try self.create(entity, in: db) }
                continue
            }
            for attribute in entity.attributes {
                if let type = columns[attribute.name] {
                    if type != Int64(attribute.attributeType.rawValue) {
                        let stored = NSAttributeType(rawValue: UInt(type))?.displayName ?? "type \(type)"
                        problems.append("\(name).\(attribute.name) is \(stored) in the store but \(attribute.attributeType.displayName) in the model")
                    }
                } else if attribute.isOptional || attribute.defaultValue != nil {
                    additions.append { try self.addColumn(attribute, of: name, in: db) }
                } else {
                    problems.append("\(name).\(attribute.name) is new, required and has no default value, so existing rows would have none")
                }
            }
            let modelNames = Set(entity.attributes.map(\.name))
            for column in columns.keys.sorted() where !modelNames.contains(column) {
                problems.append("\(name).\(column) is in the store but not in the model")
            }
        }
        let modelEntities = Set(model.entities.compactMap(\.name))
        for entity in recorded.keys.sorted() where !modelEntities.contains(entity) {
            problems.append("entity \(entity) is in the store but not in the model")
        }
        if problems.isEmpty && !additions.isEmpty && (isReadOnly || !migrate) {
            problems.append("the model adds entities or attributes and the store is \(isReadOnly ? "read-only" : "not migrated automatically")")
        }
        guard problems.isEmpty else {
            throw CoreDataErrors.error(
                CoreDataErrors.persistentStoreIncompatibleVersionHash,
                "The model used to open the store is incompatible with the one used to create the store: "
                    + problems.joined(separator: "; ") + ". The store was left as it is.")
        }
        for addition in additions { try addition() }
    }

    private func create(_ entity: NSEntityDescription, in db: Database) throws {
        let name = entity.name!
        let columns = ["\"Z_PK\" INTEGER PRIMARY KEY AUTOINCREMENT"] + entity.attributes.map { "\(quote($0.name)) \(Self.columnType($0.attributeType))" }
        try db.execute(sql: "CREATE TABLE \(quote(name)) (\(columns.joined(separator: ", ")))")
        try db.execute(sql: "INSERT INTO \(Self.modelTable) (entity, attribute, type) VALUES (?, '', 0)", arguments: [name])
        for attribute in entity.attributes { try record(attribute, of: name, in: db) }
    }

    private func addColumn(_ attribute: NSAttributeDescription, of entity: String, in db: Database) throws {
        try db.execute(sql: "ALTER TABLE \(quote(entity)) ADD COLUMN \(quote(attribute.name)) \(Self.columnType(attribute.attributeType))")
        if let value = attribute.defaultValue, case .success(let stored) = AttributeValues.normalize(value, for: attribute) {
            try db.execute(sql: "UPDATE \(quote(entity)) SET \(quote(attribute.name)) = ?", arguments: [AttributeValues.databaseValue(stored)])
        }
        try record(attribute, of: entity, in: db)
    }

    private func record(_ attribute: NSAttributeDescription, of entity: String, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO \(Self.modelTable) (entity, attribute, type) VALUES (?, ?, ?)",
            arguments: [entity, attribute.name, Int64(attribute.attributeType.rawValue)])
    }

    static func columnType(_ type: NSAttributeType) -> String {
        switch type {
        case .stringAttributeType, .URIAttributeType: "TEXT"
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType: "INTEGER"
        case .doubleAttributeType, .floatAttributeType, .dateAttributeType: "REAL"
        default: "BLOB"
        }
    }

    // MARK: Rows

    /// Every row of `entity`: its key and its attribute values (storage types).
    func rows(of entity: NSEntityDescription) throws -> [(key: Int64, values: [String: Any])] {
        let attributes = entity.attributes
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM \(quote(entity.name!))").map { row in
                var values: [String: Any] = [:]
                for attribute in attributes {
                    guard let value: DatabaseValue = row[attribute.name] else { continue }
                    values[attribute.name] = try AttributeValues.storedValue(value, for: attribute)
                }
                return (row["Z_PK"], values)
            }
        }
    }

    /// One save: inserts (returning each new row's key, in order), updates and deletes, in one transaction.
    func apply(
        inserts: [(entity: NSEntityDescription, values: [String: Any])], updates: [(entity: NSEntityDescription, key: Int64, values: [String: Any?])],
        deletes: [(entity: NSEntityDescription, key: Int64)]
    ) throws -> [Int64] {
        try database.write { db in
            var keys: [Int64] = []
            for insert in inserts {
                let names = insert.entity.attributes.map(\.name)
                let sql =
                    names.isEmpty
                    ? "INSERT INTO \(quote(insert.entity.name!)) DEFAULT VALUES"
                    : "INSERT INTO \(quote(insert.entity.name!)) (\(names.map(quote).joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
                try db.execute(sql: sql, arguments: StatementArguments(names.map { AttributeValues.databaseValue(insert.values[$0]) }))
                keys.append(db.lastInsertedRowID)
            }
            for update in updates where !update.values.isEmpty {
                let names = update.values.keys.sorted()
                try db.execute(
                    sql: "UPDATE \(quote(update.entity.name!)) SET \(names.map { "\(quote($0)) = ?" }.joined(separator: ", ")) WHERE Z_PK = ?",
                    arguments: StatementArguments(names.map { AttributeValues.databaseValue(update.values[$0] ?? nil) } + [update.key.databaseValue]))
            }
            for delete in deletes {
                try db.execute(sql: "DELETE FROM \(quote(delete.entity.name!)) WHERE Z_PK = ?", arguments: [delete.key])
            }
            return keys
        }
    }
}

/// An SQL identifier in double quotes.
private func quote(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
