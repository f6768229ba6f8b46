import Foundation

/// Paths an app names, kept inside the folder they are named from.
///
/// A catalog's `Contents.json`, a folder in it, or a font in a resource bundle is the app's
/// choice; the host opens it with its own rights. So the path is resolved as the kernel would
/// open it (`realpath(3)`: every symbolic link followed, `.` and `..` applied) and must then lie
/// inside the resolved root. `..`, absolute names and links pointing out are all caught by the
/// same comparison, on the path that will actually be read.
public enum ContainedPath {
    /// The resolved path of an existing file or folder, or nil when it does not exist.
    public static func realPath(_ url: URL) -> String? {
        guard let resolved = realpath(url.path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved `path` is `root` or lies below it (both already resolved).
    public static func isInside(_ path: String, root: String) -> Bool {
        if path == root { return true }
        return path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Where `url` leads when it stays inside `root` (after following links in both); nil when
    /// it leads outside, or either does not exist.
    public static func resolve(_ url: URL, inside root: URL) -> String? {
        guard let resolvedRoot = realPath(root), let resolved = realPath(url) else { return nil }
        return isInside(resolved, root: resolvedRoot) ? resolved : nil
    }

    /// Whether `url` leads (links followed) to a regular file: not a FIFO or a device, which
    /// would block or never end when read whole.
    public static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `url` exists and leads outside `root` once links are followed (false for a path
    /// that does not exist: that is a missing file, not an escape).
    public static func escapes(_ url: URL, from root: URL) -> Bool {
        guard let resolved = realPath(url) else { return false }
        guard let resolvedRoot = realPath(root) else { return true }
        return !isInside(resolved, root: resolvedRoot)
    }
}
