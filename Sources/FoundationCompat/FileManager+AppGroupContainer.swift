import Foundation
internal import HostProtocol

extension FileManager {
    /// Apple's API for an App Group's shared container. Under Vitrine the host creates one
    /// directory per group named in the app's manifest and passes the groups it grants to the
    /// app and its extensions when it launches them (`VITRINE_APP_GROUPS`); any other group
    /// answers nil, as iOS does for a group the app is not entitled to. See docs/APPS.md.
    ///
    /// It is Foundation's API on Apple's platforms, so it lives here: a file that imports only
    /// Foundation (a shared model, a framework target) finds it too.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        // An app using its group likely writes the group's defaults too: persist them at exit.
        DefaultsExitFlush.install()
        return AppGroupStorage.containerURL(
            for: groupIdentifier, grants: AppGroupGrants.current(),
            scratch: ProcessInfo.processInfo.environment[AppGroupGrants.scratchEnvironmentKey])
    }
}

/// App Group storage for this process.
package enum AppGroupStorage {
    /// The granted container of `group`; without a grant, under `vitrine preview` (`scratch`
    /// set), a scratch container made on first use; otherwise nil.
    package static func containerURL(for group: String, grants: [String: String], scratch: String? = nil) -> URL? {
        var granted = grants[group]
        if granted == nil, let scratch, !scratch.isEmpty, AppGroupContainers.isValidGroupIdentifier(group) {
            granted = URL(fileURLWithPath: scratch, isDirectory: true).appendingPathComponent("groups/\(group)", isDirectory: true).path
        }
        guard let path = granted else { return nil }
        // The host creates it; recreate a container removed since (iOS never lacks one).
        if !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Writes pending changes to, and rereads, the `UserDefaults` suite of every granted group.
    /// swift-corelibs-foundation has no preferences daemon: a suite is written only on
    /// `synchronize()` and never reread from disk otherwise, whereas iOS apps rely on neither.
    /// WidgetKit calls this before a reload request, when the app leaves the foreground and at
    /// exit; an extension should call it before and after each provider request.
    package static func synchronizeGrantedDefaults() {
        for group in AppGroupGrants.current().keys.sorted() {
            _ = UserDefaults(suiteName: group)?.synchronize()
        }
    }
}

/// Writes the granted groups' `UserDefaults` suites at exit (Linux has no preferences daemon).
enum DefaultsExitFlush {
    private static let installed: Void = {
        atexit { AppGroupStorage.synchronizeGrantedDefaults() }
    }()

    static func install() { _ = installed }
}
