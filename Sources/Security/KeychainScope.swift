import Foundation
internal import HostProtocol

/// Where this process's keychain files live, and which access groups it may use.
///
/// On iOS an app's items go to its own access group unless the query names another one it is
/// entitled to; App Group identifiers are such groups, which is how an app shares items with
/// its widget. Here the private group's file is in the process's own directory
/// (`$XDG_CONFIG_HOME/Keychains`, which the host makes per app and per extension), and an App
/// Group's file is in the group's container, which the host grants to exactly the processes
/// that hold the group (`VITRINE_APP_GROUPS`, or any group under `vitrine preview`).
package struct KeychainScope: Sendable {
    /// The name of the process's own access group (the default for new items).
    package var privateGroup: String
    /// The directory of the private group's file.
    package var privateDirectory: URL
    /// Granted App Group containers by group identifier.
    package var groupContainers: [String: URL]
    /// `vitrine preview`'s scratch folder, where any valid group gets a container.
    package var scratch: URL?

    /// A scope with explicit places (tests stand for an app and its extension with two).
    package init(privateGroup: String, privateDirectory: URL, groupContainers: [String: URL], scratch: URL? = nil) {
        self.privateGroup = privateGroup
        self.privateDirectory = privateDirectory
        self.groupContainers = groupContainers
        self.scratch = scratch
    }

    /// Overrides ``current`` for a task (tests); the process environment otherwise.
    @TaskLocal package static var override: KeychainScope?

    /// The scope of this process: the override, or one read from the environment on each call
    /// (cheap, and the host's variables are fixed for the process's life).
    package static var current: KeychainScope {
        override ?? KeychainScope(environment: ProcessInfo.processInfo.environment)
    }

    /// The scope the host's variables give: `XDG_CONFIG_HOME` (per app and per extension under
    /// the host; `~/.config/vitrine` without it), `VITRINE_APP_GROUPS` and
    /// `VITRINE_APP_GROUP_SCRATCH`, read as `containerURL(forSecurityApplicationGroupIdentifier:)` reads them.
    package init(environment: [String: String], privateGroup: String? = nil) {
        let configuration =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent(".config/vitrine", isDirectory: true)
        let grants = AppGroupGrants.parse(environment[AppGroupGrants.environmentKey]).mapValues { URL(fileURLWithPath: $0, isDirectory: true) }
        let scratch = environment[AppGroupGrants.scratchEnvironmentKey].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
        }
        self.init(
            privateGroup: privateGroup ?? Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName,
            privateDirectory: configuration.appendingPathComponent("Keychains", isDirectory: true),
            groupContainers: grants, scratch: scratch)
    }

    /// The file of `group`, or nil when the process may not use it (internal; tests read it).
    package func file(for group: String) -> URL? {
        fileURL(for: group)
    }

    /// The file of `group`, or nil when the process may not use it.
    func fileURL(for group: String) -> URL? {
        if group == privateGroup {
            return privateDirectory.appendingPathComponent(Self.fileName(group))
        }
        var container = groupContainers[group]
        if container == nil, let scratch, AppGroupContainers.isValidGroupIdentifier(group) {
            container = scratch.appendingPathComponent("groups/\(group)", isDirectory: true)
        }
        return container?.appendingPathComponent("Library/Keychains", isDirectory: true).appendingPathComponent(Self.fileName(group))
    }

    /// Every group a search without an access group looks in: the private one first.
    var searchedGroups: [String] {
        [privateGroup] + groupContainers.keys.sorted().filter { $0 != privateGroup }
    }

    private static func fileName(_ group: String) -> String {
        // Group ids are checked as path components by the host; the private name comes from the
        // process and is made safe here.
        let safe = group.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe.drop { $0 == "." }) + ".keychain.json"
    }
}
