import Foundation
import HostProtocol

/// App Groups for an extension run outside a host (`vitrine preview`): real widget code
/// force-unwraps `containerURL(forSecurityApplicationGroupIdentifier:)`, so, as Xcode's
/// previews do, every group the extension asks for gets a scratch container, and groups named
/// with `--app-group-data GROUP=DIR` start as a copy of DIR (a container's layout: files, and
/// `Library/Preferences/<group>.plist` for `UserDefaults(suiteName:)`). The folder is removed
/// when the preview ends.
struct PreviewAppGroups {
    /// The scratch folder (containers under `groups/`, preferences under `preferences/`).
    let root: URL
    /// What the extension is launched with.
    let environment: [String: String]

    /// Parses `GROUP=DIR` arguments and prepares the scratch containers.
    init(seeds: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-preview-groups-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let containers = AppGroupContainers(root: root)
        var seeded: [(group: String, source: URL)] = []
        for seed in seeds {
            guard let equals = seed.firstIndex(of: "="), AppGroupContainers.isValidGroupIdentifier(String(seed[..<equals])) else {
                throw PreviewAppGroupsError("--app-group-data takes GROUP=DIR with a group id such as group.com.example.app, not '\(seed)'")
            }
            let source = URL(fileURLWithPath: String(seed[seed.index(after: equals)...]), isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw PreviewAppGroupsError("--app-group-data: \(source.path) is not a folder")
            }
            seeded.append((String(seed[..<equals]), source))
        }
        var environment = try containers.environment(for: seeded.map(\.group), processIdentity: "preview")
        for (group, source) in seeded {
            let container = try containers.containerURL(for: group)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                let target = container.appendingPathComponent(name)
                // A seed's Library/Preferences meets the one the host layout already made.
                if name == "Library", FileManager.default.fileExists(atPath: target.path) {
                    try Self.merge(source.appendingPathComponent(name), into: target)
                } else {
                    try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
                }
            }
        }
        environment[AppGroupGrants.scratchEnvironmentKey] = root.path
        self.environment = environment
    }

    private static func merge(_ source: URL, into target: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name), to = target.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: to.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try merge(from, into: to)
            } else {
                try? FileManager.default.removeItem(at: to)
                try FileManager.default.copyItem(at: from, to: to)
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A bad `--app-group-data` argument.
struct PreviewAppGroupsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
