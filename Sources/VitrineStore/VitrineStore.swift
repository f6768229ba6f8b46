import Foundation
import GRDB

/// The host's durable state in one SQLite file: installed apps and their widget extensions,
/// widget instances, each instance's current timeline, rendered images and the reload flight
/// record.
///
/// Every operation is one transaction, and commits are synced (`synchronous=FULL` in WAL
/// mode), so a `kill -9` or power cut at any moment loses nothing that was committed and
/// leaves no half-done operation. Several `VitrineStore`s may share a file (the CLI and the
/// daemon): WAL lets readers run beside the writer, and writers wait for each other.
///
/// A damaged file is reported as ``StoreError/corrupt(path:detail:)`` and never modified:
/// it is checked read-only before anything opens it for writing.
public final class VitrineStore: Sendable {
    /// The database file.
    public let path: String
    let pool: DatabasePool
    /// Set for ``temporary()`` stores, whose directory goes away with them.
    private let temporaryDirectory: URL?

    /// How long a writer waits for another process's transaction before giving up.
    static let busyTimeout: TimeInterval = 10

    /// Opens (creating if needed) the store at `location`.
    public convenience init(location: StoreLocation, verifyIntegrity: Bool = true) throws {
        try self.init(path: location.databasePath, verifyIntegrity: verifyIntegrity)
    }

    /// Opens the store at `path`, creating the file and its directory if needed, and brings
    /// its schema up to date.
    ///
    /// - Parameter verifyIntegrity: run SQLite's `quick_check` on an existing file first
    ///   (reads the whole file; on by default because a daemon should not build on a damaged store).
    /// - Throws: ``StoreError`` (`corrupt`, `cannotOpen`, `notAStore`, `newerSchema`).
    public convenience init(path: String, verifyIntegrity: Bool = true) throws {
        try self.init(path: path, verifyIntegrity: verifyIntegrity, temporaryDirectory: nil)
    }

    /// A store in a fresh temporary directory, deleted when the store is released; for tests
    /// and dry runs. It is a real file so it behaves exactly like the daemon's store.
    public static func temporary() throws -> VitrineStore {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-store-\(UUID().uuidString)", isDirectory: true)
        return try VitrineStore(
            path: directory.appendingPathComponent(StoreLocation.databaseFileName).path,
            verifyIntegrity: false, temporaryDirectory: directory)
    }

    private init(path: String, verifyIntegrity: Bool, temporaryDirectory: URL?) throws {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        self.path = path
        self.temporaryDirectory = temporaryDirectory

        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError.cannotOpen(path: path, detail: "cannot create \(directory.path): \(Self.describe(error))")
        }

        if FileManager.default.fileExists(atPath: path) {
            try Self.preflight(path: path, verifyIntegrity: verifyIntegrity)
        }

        var configuration = Configuration()
        configuration.label = "VitrineStore"
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            // GRDB sets NORMAL when it enables WAL; FULL also syncs the WAL at each commit,
            // so a committed transaction survives a power cut, not only a process crash.
            // Only the pool's single writer connection ever writes.
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            try Schema.migrator.migrate(pool)
        } catch {
            throw Self.openError(error, path: path)
        }
    }

    deinit {
        if let temporaryDirectory {
            try? pool.close()
            try? FileManager.default.removeItem(at: temporaryDirectory)
        }
    }

    /// Closes the file; every later call throws. Optional: releasing the store closes it too.
    public func close() throws {
        try pool.close()
    }

    // MARK: - Opening safely

    /// Checks an existing file through a read-only connection, so that nothing (not even
    /// a WAL checkpoint at close) can write to a file that turns out to be damaged, foreign
    /// or newer than this build.
    private static func preflight(path: String, verifyIntegrity: Bool) throws {
        // A read-only connection may still create empty -wal and -shm files; if the file is
        // refused, they are removed again so the directory is left as it was found.
        let companions = [path + "-wal", path + "-shm"]
        let companionsExisted = companions.contains { FileManager.default.fileExists(atPath: $0) }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                if verifyIntegrity {
                    let report = try String.fetchAll(db, sql: "PRAGMA quick_check")
                    if report != ["ok"] {
                        throw StoreError.corrupt(path: path, detail: report.prefix(5).joined(separator: "; "))
                    }
                }
                let tables = try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                        """)
                guard !tables.isEmpty else { return }  // empty file: a new store
                guard tables.contains("grdb_migrations") else { throw StoreError.notAStore(path: path) }
                let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                let unknown = applied.filter { !Schema.knownMigrations.contains($0) }
                if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown.sorted()) }
            }
        } catch {
            let walSize = (try? FileManager.default.attributesOfItem(atPath: companions[0])[.size] as? Int) ?? 0
            if !companionsExisted, walSize == 0 {
                for companion in companions { try? FileManager.default.removeItem(atPath: companion) }
            }
            throw openError(error, path: path)
        }
    }

    private static func openError(_ error: any Error, path: String) -> any Error {
        if error is StoreError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_CORRUPT, .SQLITE_NOTADB:
                return StoreError.corrupt(path: path, detail: error.message ?? "\(error.resultCode)")
            default:
                return StoreError.cannotOpen(path: path, detail: error.message ?? "\(error.resultCode)")
            }
        }
        return StoreError.cannotOpen(path: path, detail: describe(error))
    }

    /// The system's reason (e.g. "Not a directory") rather than Foundation's wrapper text.
    private static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey].flatMap({ $0 as? any Error }).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(underlying.code))
        {
            return String(cString: reason)
        }
        return error.localizedDescription
    }

    // MARK: - Access

    /// Runs `body` in one IMMEDIATE transaction: all of it commits, or none of it.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.write(body)
        } catch {
            throw mapped(error)
        }
    }

    /// Runs `body` on a consistent snapshot of the last commit.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(body)
        } catch {
            throw mapped(error)
        }
    }

    /// Damage found after opening is reported like damage found at open.
    private func mapped(_ error: any Error) -> any Error {
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            return StoreError.corrupt(path: path, detail: error.message ?? "\(error.resultCode)")
        }
        return error
    }
}

/// Dates are bound as seconds since the reference date, matching the records' storage.
extension Date {
    var storeValue: Double { timeIntervalSinceReferenceDate }
}
