import Foundation
import HostProtocol

extension AppGroupContainers {
    /// Deletes the containers of `groups` (with their shared preferences) and the
    /// preferences folders of the process `identities` (an app and its extensions).
    /// Symbolic links are removed as links, never followed.
    ///
    /// - Returns: the folders that were deleted.
    func remove(groups: [String], identities: [String]) throws -> [URL] {
        var removed: [URL] = []
        let candidates = try groups.map { try containerURL(for: $0) } + identities.map { try preferencesDirectory(for: $0) }
        for url in candidates {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }  // never created
            try FileManager.default.removeItem(at: url)
            removed.append(url)
        }
        return removed
    }
}
