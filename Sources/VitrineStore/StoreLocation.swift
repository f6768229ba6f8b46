import Foundation

/// Where the host's store lives: one directory holding `store.sqlite` (and SQLite's `-wal`
/// and `-shm` companions, which belong to it and must move with it).
///
/// Resolution order, first match wins:
/// 1. an explicit directory (the CLI's `--home`),
/// 2. `$VITRINE_HOME`,
/// 3. `$XDG_DATA_HOME/vitrine` (only when absolute, as the XDG spec says to ignore relative values),
/// 4. `$HOME/.local/share/vitrine` (the XDG default).
public struct StoreLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file name of the database inside ``directory``.
    public static let databaseFileName = "store.sqlite"

    /// The Vitrine data directory.
    public var directory: URL

    /// A location in `directory`.
    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// The SQLite database file.
    public var databaseURL: URL { directory.appendingPathComponent(Self.databaseFileName) }

    /// ``databaseURL`` as a path, what ``VitrineStore/init(path:verifyIntegrity:)`` takes.
    public var databasePath: String { databaseURL.path }

    /// The database path.
    public var description: String { databasePath }

    /// Resolves the location from an explicit directory and the environment.
    ///
    /// - Parameters:
    ///   - home: a directory given on the command line; relative paths resolve against
    ///     `currentDirectory`.
    ///   - environment: the process environment (injectable so tests need not mutate it).
    ///   - currentDirectory: the base for relative `home` and `VITRINE_HOME` values.
    public static func resolve(
        home: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> StoreLocation {
        func absolute(_ path: String) -> URL {
            path.hasPrefix("/")
                ? URL(fileURLWithPath: path, isDirectory: true)
                : URL(fileURLWithPath: currentDirectory, isDirectory: true).appendingPathComponent(path, isDirectory: true)
        }
        if let home, !home.isEmpty {
            return StoreLocation(directory: absolute(home))
        }
        if let home = environment["VITRINE_HOME"], !home.isEmpty {
            return StoreLocation(directory: absolute(home))
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return StoreLocation(directory: URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("vitrine", isDirectory: true))
        }
        let userHome: String
        if let value = environment["HOME"], value.hasPrefix("/") {
            userHome = value
        } else {
            // No usable $HOME (a stripped service environment): ask the password database.
            let fallback = FileManager.default.homeDirectoryForCurrentUser.path
            guard fallback.hasPrefix("/"), fallback != "/" else {
                throw StoreError.noDataDirectory
            }
            userHome = fallback
        }
        return StoreLocation(
            directory: URL(fileURLWithPath: userHome, isDirectory: true)
                .appendingPathComponent(".local/share/vitrine", isDirectory: true))
    }
}
