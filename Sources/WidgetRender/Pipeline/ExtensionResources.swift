import AssetCatalog
import Foundation

/// The fonts and asset catalogs one extension build ships, found once per build and shared
/// by every render of that build.
///
/// The host draws every entry of every widget; finding resources per render meant walking the
/// extension's folder for fonts (a build folder holds thousands of files: 8–9 ms) and
/// re-reading its asset catalogs (about 1.5 ms for the example's). Here they are found when a
/// build is first rendered and again only when the build changes: its executable (inode, size,
/// modification time), the folder it lies in (bundles added or removed), or one of its
/// resource bundles (SwiftPM replaces a copied resource folder when it changes). Checking
/// that costs a few `stat` calls per render.
///
/// Where fonts come from: the resource bundles next to the executable (SwiftPM's
/// `<package>_<target>.resources`, or `.bundle`), searched recursively, and font files lying
/// directly beside the executable. The rest of the executable's folder is not walked.
public final class ExtensionResources: Sendable {
    /// The executable the resources belong to.
    public let executable: URL
    /// The build's asset catalogs (loaded on first use, then kept).
    public let assetLocator: AssetLocator
    /// Resource bundle folders found next to the executable (and next to its symlink target).
    public let bundleDirectories: [URL]
    /// Font files the build ships, registered with fontconfig when the build was found.
    public let fontFiles: [URL]
    /// Bundles and font files that were not used because they lead outside the folder they were
    /// found in once symbolic links are followed (a link to another app's or the host's files).
    public let refusedFiles: [URL]
    let stamp: BuildStamp

    init(executable: URL, assetLocator: AssetLocator, bundleDirectories: [URL], fontFiles: [URL], refusedFiles: [URL] = [], stamp: BuildStamp) {
        self.executable = executable
        self.assetLocator = assetLocator
        self.bundleDirectories = bundleDirectories
        self.fontFiles = fontFiles
        self.refusedFiles = refusedFiles
        self.stamp = stamp
    }

    /// One line per refused file or folder, naming it; catalog problems (including files an
    /// image set names outside its folder) are on `assetLocator.problems`.
    public var problems: [String] {
        refusedFiles.map { "\($0.path): leads outside the extension's bundle (a symbolic link pointing out); not used" }
    }

    /// Looks at the build on disk: its bundles, its fonts (registered with fontconfig), its
    /// catalogs (read when first used).
    static func discover(_ executable: URL) -> ExtensionResources {
        let directories = searchDirectories(of: executable)
        var bundles: [URL] = [], looseFonts: [URL] = [], refused: [URL] = []
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
            for name in names where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let kind = url.pathExtension.lowercased()
                guard ["resources", "bundle", "ttf", "otf", "ttc"].contains(kind) else { continue }
                // The app names these by placing them; a link out of its folder is refused.
                if ContainedPath.escapes(url, from: directory) {
                    refused.append(url)
                    continue
                }
                if kind == "resources" || kind == "bundle" { bundles.append(url) } else { looseFonts.append(url) }
            }
        }
        // Stamped before the contents are read: a change during discovery shows at the next render.
        let stamp = BuildStamp.of(BuildStamp.paths(executable: executable, bundles: bundles))
        let bundled = FontRegistry.fontFilesChecked(in: bundles)
        let fonts = looseFonts + bundled.files
        FontRegistry.shared.register(fonts)
        return ExtensionResources(
            executable: executable, assetLocator: AssetLocator(searchDirectories: directories),
            bundleDirectories: bundles, fontFiles: fonts, refusedFiles: refused + bundled.refused, stamp: stamp)
    }

    /// The executable's folder and, if it is a symlink, its target's folder.
    static func searchDirectories(of executable: URL) -> [URL] {
        let directory = executable.deletingLastPathComponent().standardizedFileURL
        let resolved = executable.resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL
        return directory == resolved ? [directory] : [directory, resolved]
    }

    /// The resources of the build at `executable`: the ones already found while the build is
    /// unchanged, else found anew.
    public static func forExecutable(at executable: URL) -> ExtensionResources {
        cache.resources(for: executable.standardizedFileURL)
    }

    /// The resources in a folder that holds no executable (an archive's folder for `vitrine
    /// render`): its resource bundles and the font files lying in it.
    public static func inDirectory(_ directory: URL) -> ExtensionResources {
        // The stamp of a file that does not exist is stable, so the folder's own stamps decide.
        forExecutable(at: directory.appendingPathComponent(".vitrine-no-executable"))
    }

    /// How many times resources were looked for on disk in this process (a render that
    /// reuses them does not count), for tests and diagnostics.
    public static var discoveries: Int { cache.discoveries }

    /// How many times the resources of `executable` were looked for on disk.
    public static func discoveries(of executable: URL) -> Int { cache.discoveries(of: executable.standardizedFileURL) }

    private static let cache = ResourceCache()
}

/// What identifies one build on disk, cheaply: `stat` of the executable, its folder and each
/// resource bundle.
struct BuildStamp: Equatable, Sendable {
    struct FileStamp: Equatable, Sendable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
    }
    var files: [FileStamp?]

    static func of(_ paths: [String]) -> BuildStamp {
        BuildStamp(
            files: paths.map { path in
                var info = stat()
                guard stat(path, &info) == 0 else { return nil }
                return FileStamp(
                    inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec),
                    modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
            })
    }

    /// The paths whose change means a new build: the executable, its folders, its bundles
    /// and what lies directly in them (a replaced catalog is a new folder, whatever the clock's
    /// resolution made of the bundle's modification time).
    static func paths(executable: URL, bundles: [URL]) -> [String] {
        var paths = [executable.path] + ExtensionResources.searchDirectories(of: executable).map(\.path)
        for bundle in bundles {
            paths.append(bundle.path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path))?.sorted() ?? []
            paths += names.map { bundle.path + "/" + $0 }
        }
        return paths
    }
}

/// One `ExtensionResources` per executable path, replaced when its build stamp changes.
private final class ResourceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: ExtensionResources] = [:]
    private var counts: [String: Int] = [:]
    private(set) var discoveries = 0

    func discoveries(of executable: URL) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[executable.path, default: 0]
    }

    func resources(for executable: URL) -> ExtensionResources {
        let key = executable.path
        lock.lock()
        let existing = entries[key]
        lock.unlock()
        if let existing, BuildStamp.of(BuildStamp.paths(executable: executable, bundles: existing.bundleDirectories)) == existing.stamp {
            return existing
        }
        // Two threads may discover at once; the results are equal and the later one is kept.
        let found = ExtensionResources.discover(executable)
        lock.lock()
        entries[key] = found
        counts[key, default: 0] += 1
        discoveries += 1
        lock.unlock()
        return found
    }
}
