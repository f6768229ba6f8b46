import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The App Groups a process was launched with, as the host passes them: `VITRINE_APP_GROUPS`
/// holds a JSON object from group id to the absolute path of its container, listing only the
/// groups of the app's manifest. WidgetKit's `containerURL(forSecurityApplicationGroupIdentifier:)`
/// answers from it; a group missing from it has no container (nil, as on iOS without the
/// entitlement).
public enum AppGroupGrants {
    /// Holds the grants of a launched process (a JSON object, group id to container path).
    public static let environmentKey = "VITRINE_APP_GROUPS"
    /// Set by `vitrine preview`: a folder where any group the process asks for gets a scratch
    /// container (`<folder>/groups/<group id>`), as Xcode previews grant the target's groups.
    public static let scratchEnvironmentKey = "VITRINE_APP_GROUP_SCRATCH"

    /// The granted groups; empty when the variable is absent or unreadable.
    public static func parse(_ value: String?) -> [String: String] {
        guard let value, let data = value.data(using: .utf8),
            let map = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return map.filter { AppGroupContainers.isValidGroupIdentifier($0.key) && $0.value.hasPrefix("/") }
    }

    /// Grants as `environmentKey`'s value: sorted JSON, slashes unescaped.
    public static func encode(_ grants: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(grants)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// This process's grants (read on each call: cheap, and tests may change the environment).
    public static func current() -> [String: String] {
        parse(getenv(environmentKey).map { String(cString: $0) })
    }
}

/// The host's side of App Groups: one private container per group id under `root`, and the
/// environment that gives a launched app or extension exactly its manifest's groups.
///
/// Layout (every directory mode 0700):
/// ```
/// <root>/groups/<group id>/                         the container (containerURL answers this)
/// <root>/groups/<group id>/Library/Preferences/<group id>.plist   UserDefaults(suiteName:) data
/// <root>/preferences/<process identity>/            the process's XDG_CONFIG_HOME
/// <root>/preferences/<process identity>/<group id>.plist  -> the group's plist (symlink)
/// ```
/// Why the symlinks: swift-corelibs-foundation keeps `UserDefaults(suiteName: s)` in
/// `$XDG_CONFIG_HOME/<s>.plist` (default `~/.config`), one directory for every suite, written
/// in place. Giving each launched process its own `XDG_CONFIG_HOME` with a link per granted
/// group puts the group's suite in the group container, shared by every process granted it,
/// while `UserDefaults.standard` and ungranted suites stay private to the process (as each iOS
/// app has its own Library/Preferences). A process not granted a group writes that suite to a
/// plain file of its own, as iOS gives an unentitled app a local domain.
public struct AppGroupContainers: Sendable {
    /// The directory every container and preferences folder lives under.
    public let root: URL

    /// Containers under `root` (nothing is created until asked).
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Why a container or a process's preferences could not be prepared.
    public enum Failure: Error, Equatable, CustomStringConvertible, Sendable {
        /// Not a valid group or process identifier.
        case invalidIdentifier(String)
        /// A path that must be a directory is something else.
        case notADirectory(String)

        /// What went wrong and what an identifier may hold.
        public var description: String {
            switch self {
            case .invalidIdentifier(let id): "\"\(id)\" cannot name an app group or process (letters, digits, '.', '-', '_'; at most 200 characters)"
            case .notADirectory(let path): "\(path) exists and is not a directory"
            }
        }
    }

    /// Group ids become path components, so only reverse-DNS-like names are accepted.
    public static func isValidGroupIdentifier(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= 200, id != ".", id != "..", !id.hasPrefix(".") else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// The container of `group` (not created).
    public func containerURL(for group: String) throws -> URL {
        guard Self.isValidGroupIdentifier(group) else { throw Failure.invalidIdentifier(group) }
        return root.appendingPathComponent("groups", isDirectory: true).appendingPathComponent(group, isDirectory: true)
    }

    /// Where `UserDefaults(suiteName: group)` keeps its data for granted processes.
    public func preferencesFileURL(for group: String) throws -> URL {
        try containerURL(for: group).appendingPathComponent("Library/Preferences/\(group).plist")
    }

    /// The `XDG_CONFIG_HOME` of processes launched as `identity`.
    public func preferencesDirectory(for identity: String) throws -> URL {
        guard Self.isValidGroupIdentifier(identity) else { throw Failure.invalidIdentifier(identity) }
        return root.appendingPathComponent("preferences", isDirectory: true).appendingPathComponent(identity, isDirectory: true)
    }

    /// Creates the group's container (and its Library/Preferences) if needed; returns it.
    @discardableResult
    public func prepareContainer(for group: String) throws -> URL {
        let container = try containerURL(for: group)
        try makePrivateDirectory(root)
        try makePrivateDirectory(root.appendingPathComponent("groups", isDirectory: true))
        try makePrivateDirectory(container)
        try makePrivateDirectory(container.appendingPathComponent("Library", isDirectory: true))
        try makePrivateDirectory(container.appendingPathComponent("Library/Preferences", isDirectory: true))
        return container
    }

    /// The variables to add to the environment of a process the host launches: creates the
    /// containers of `groups` and the process's preferences directory (its links updated to
    /// exactly these groups), and returns `VITRINE_APP_GROUPS` and `XDG_CONFIG_HOME`.
    ///
    /// `identity` names the process's private preferences: the app id for the app, and
    /// something distinct per extension (e.g. `<app id>.<extension executable>`), so the app and
    /// its extensions share only their groups, as on iOS.
    public func environment(for groups: [String], processIdentity identity: String) throws -> [String: String] {
        var grants: [String: String] = [:]
        for group in Set(groups) {
            grants[group] = try prepareContainer(for: group).path
        }
        let preferences = try preferencesDirectory(for: identity)
        try makePrivateDirectory(root.appendingPathComponent("preferences", isDirectory: true))
        try makePrivateDirectory(preferences)
        try linkPreferences(in: preferences, to: Set(grants.keys))
        return [AppGroupGrants.environmentKey: AppGroupGrants.encode(grants), "XDG_CONFIG_HOME": preferences.path]
    }

    /// Makes the `.plist` links in `directory` exactly the granted groups': a revoked group's
    /// link goes; a plain file where a link belongs (the suite used before the group was
    /// granted) is kept aside as `<group>.plist.unshared`.
    private func linkPreferences(in directory: URL, to groups: Set<String>) throws {
        let fileManager = FileManager.default
        let groupsPath = root.appendingPathComponent("groups", isDirectory: true).path + "/"
        for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".plist") {
            let path = directory.appendingPathComponent(name).path
            guard let target = try? fileManager.destinationOfSymbolicLink(atPath: path) else { continue }
            let group = String(name.dropLast(".plist".count))
            if !groups.contains(group), target.hasPrefix(groupsPath) { unlink(path) }
        }
        for group in groups {
            let link = directory.appendingPathComponent("\(group).plist").path
            let target = try preferencesFileURL(for: group).path
            if let existing = try? fileManager.destinationOfSymbolicLink(atPath: link) {
                if existing == target { continue }
                unlink(link)
            } else if fileManager.fileExists(atPath: link) {
                let aside = link + ".unshared"
                unlink(aside)
                guard rename(link, aside) == 0 else { throw SocketIO.Failure("cannot move \(link) aside") }
            }
            guard symlink(target, link) == 0 else { throw SocketIO.Failure("cannot link \(link) to \(target)") }
        }
    }

    private func makePrivateDirectory(_ url: URL) throws {
        var info = stat()
        if lstat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure.notADirectory(url.path) }
            if info.st_mode & 0o077 != 0, info.st_uid == geteuid() { chmod(url.path, 0o700) }
            return
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
