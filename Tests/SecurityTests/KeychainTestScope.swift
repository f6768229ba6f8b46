import Foundation
import Security

/// A scratch place standing for one process's keychain: its private directory and the App
/// Group containers it holds, under a temporary directory removed by the caller.
struct KeychainTestScope {
    let root: URL

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("keychain-tests-\(UUID().uuidString)", isDirectory: true)
    }

    /// The scope of a process named `name` holding `groups` (containers shared between scopes
    /// of the same root, as the host shares a group's container between an app and its widget).
    func scope(_ name: String, groups: [String] = []) -> KeychainScope {
        KeychainScope(
            privateGroup: "TEAMID.\(name)",
            privateDirectory: root.appendingPathComponent("private/\(name)/Keychains", isDirectory: true),
            groupContainers: Dictionary(uniqueKeysWithValues: groups.map { ($0, root.appendingPathComponent("groups/\($0)", isDirectory: true)) }))
    }

    func groupFile(_ group: String) -> URL {
        root.appendingPathComponent("groups/\(group)/Library/Keychains/\(group).keychain.json")
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
