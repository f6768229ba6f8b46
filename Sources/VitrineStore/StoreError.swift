import Foundation

/// Everything the store refuses, with text meant for the person at the terminal: what went
/// wrong, where, and what to do about it.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file is not a usable SQLite database (SQLite's integrity check failed, or it is
    /// not a database at all). The file was not modified.
    case corrupt(path: String, detail: String)
    /// The file could not be opened or written (permissions, missing directory, disk full…).
    case cannotOpen(path: String, detail: String)
    /// The database is a SQLite file but not a Vitrine store; it is left alone.
    case notAStore(path: String)
    /// The store was written by a newer Vitrine whose schema this build does not know.
    case newerSchema(path: String, unknownMigrations: [String])
    /// No `$HOME`, `$XDG_DATA_HOME` or `$VITRINE_HOME` to put the store in.
    case noDataDirectory

    /// No app with this id is installed.
    case unknownApp(String)
    /// The app has no extension with this id.
    case unknownExtension(appID: String, extension: String)
    /// Re-installing the app would change who it is (manifest file, executable or team);
    /// that takes an explicit replace. `changes` says what would change.
    case replaceNeeded(appID: String, changes: [String])
    /// Another installed app already has this executable: a connecting process could not be
    /// told apart.
    case executableTaken(path: String, appID: String)
    /// Another installed extension already has this executable: one process would serve both.
    case extensionExecutableTaken(path: String, extensionID: String)
    /// The App Group is in use by an app of another team (or of no team).
    case appGroupOwned(group: String, appID: String, team: String?)
    /// Another installed app already claims this URL scheme, so taps could not be routed.
    case urlSchemeTaken(scheme: String, appID: String)
    /// No extension of the app offers this widget kind.
    case unknownKind(appID: String, kind: String)
    /// The same kind exists in two extensions of the app; the extension must be named.
    case ambiguousKind(appID: String, kind: String, extensions: [String])
    /// The widget kind does not offer this family.
    case unsupportedFamily(kind: String, family: String, supported: [String])
    /// No placed widget has this id.
    case unknownInstance(Int64)
    /// A caller-side mistake (negative page, `after` policy without a date…).
    case invalidArgument(String)
    /// A widget instance's stored configuration cannot be read (damaged, or written by a newer
    /// Vitrine). The bytes are left as they are; the widget draws with its defaults until edited.
    case corruptConfiguration(instanceID: Int64, detail: String)

    /// What went wrong and what to do, for the terminal.
    public var description: String {
        switch self {
        case .corrupt(let path, let detail):
            return """
                The Vitrine store at \(path) is damaged: \(detail).
                The file was left untouched. Move it aside (together with any \(path)-wal and \(path)-shm \
                next to it) to start with an empty store, for example:
                  mv '\(path)' '\(path).damaged'
                or try to salvage it with: sqlite3 '\(path)' .recover > recovered.sql
                """
        case .cannotOpen(let path, let detail):
            return "Cannot open the Vitrine store at \(path): \(detail). Check that the directory exists and is writable."
        case .notAStore(let path):
            return "\(path) is a SQLite database but not a Vitrine store; it was left untouched. Choose another location (--home or VITRINE_HOME)."
        case .newerSchema(let path, let unknown):
            return
                "The Vitrine store at \(path) was written by a newer Vitrine (schema \(unknown.joined(separator: ", "))); it was left untouched. Use that version, or another location."
        case .noDataDirectory:
            return "No data directory for the Vitrine store: set HOME, XDG_DATA_HOME or VITRINE_HOME."
        case .unknownApp(let id):
            return "No app with id '\(id)' is installed."
        case .unknownExtension(let appID, let ext):
            return "App '\(appID)' has no widget extension '\(ext)'."
        case .replaceNeeded(let appID, let changes):
            return "App '\(appID)' is installed already; installing this manifest would change " + changes.joined(separator: "; ")
                + ". Pass --replace to replace it (its widgets stay when their kinds do), or remove it first."
        case .executableTaken(let path, let appID):
            return "The executable \(path) is already the installed app '\(appID)'s; an executable belongs to one app (the host tells apps apart by it)."
        case .extensionExecutableTaken(let path, let extensionID):
            return
                "The extension executable \(path) already belongs to the installed extension '\(extensionID)'; an extension executable belongs to one extension (one process cannot serve two apps' data)."
        case .appGroupOwned(let group, let appID, let team):
            if let team {
                return "The App Group '\(group)' belongs to team \(team) (installed app '\(appID)'); only apps of team \(team) may use it."
            }
            return
                "The App Group '\(group)' is used by the installed app '\(appID)', which has no team: an app without a team shares its groups with no other app."
        case .urlSchemeTaken(let scheme, let appID):
            return "The URL scheme '\(scheme)' is already claimed by the installed app '\(appID)'."
        case .unknownKind(let appID, let kind):
            return "App '\(appID)' has no widget of kind '\(kind)'."
        case .ambiguousKind(let appID, let kind, let extensions):
            return "App '\(appID)' has a widget of kind '\(kind)' in several extensions (\(extensions.joined(separator: ", "))); name the extension."
        case .unsupportedFamily(let kind, let family, let supported):
            return "Widget '\(kind)' does not support the family '\(family)' (supported: \(supported.joined(separator: ", ")))."
        case .unknownInstance(let id):
            return "No widget instance with id \(id)."
        case .invalidArgument(let message):
            return message
        case .corruptConfiguration(let id, let detail):
            return
                "The stored configuration of widget #\(id) cannot be read (\(detail)); it draws with its defaults until it is configured again (`vitrine widgets configure \(id) --set …`)."
        }
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}
