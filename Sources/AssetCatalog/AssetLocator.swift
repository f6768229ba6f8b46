import Foundation

/// Finds the asset catalogs a widget extension ships as SwiftPM resources.
///
/// On Linux SwiftPM copies the resources of target T in package P into a directory
/// `P_T.resources` next to the executable, so `.copy("Assets.xcassets")` ends up as
/// `<executable dir>/P_T.resources/Assets.xcassets`. Catalogs are loaded on first use
/// and cached; copies of a locator share the cache.
public struct AssetLocator: Sendable {
    /// Directories searched, in order, for resource bundles and loose `.xcassets` folders.
    public let searchDirectories: [URL]
    private let cache: LocatorCache

    /// A locator over directories, searched in order (duplicates dropped).
    public init(searchDirectories: [URL]) {
        var seen = Set<String>()
        self.searchDirectories = searchDirectories.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
        self.cache = LocatorCache()
    }

    /// Searches the directory of the executable at `url` (and, if it is a symlink, the directory
    /// of its target, where SwiftPM put the bundles).
    public static func forExecutable(at url: URL) -> AssetLocator {
        let directory = url.deletingLastPathComponent()
        let resolved = url.resolvingSymlinksInPath().deletingLastPathComponent()
        return AssetLocator(searchDirectories: [directory, resolved])
    }

    /// The locator for the running process; shared so catalogs are read once per process.
    public static var currentProcess: AssetLocator { processLocator }

    private static let processLocator: AssetLocator = {
        guard let executable = currentExecutableURL() else { return AssetLocator(searchDirectories: []) }
        return forExecutable(at: executable)
    }()

    /// Every catalog found, in a stable order: search directory order, then path order.
    public var catalogs: [AssetCatalog] { cache.entries(for: searchDirectories).map(\.catalog) }

    /// Catalogs that could not be opened at all (per-set problems live on each catalog).
    public var problems: [AssetCatalogError] { cache.problems(for: searchDirectories) }

    /// The first color set with this name, optionally only from the bundle named `bundle`
    /// (e.g. "Vitrine_GameWidgets.resources"; the extension may be left off).
    public func colorSet(named name: String, inBundleNamed bundle: String? = nil) -> (catalog: AssetCatalog, set: ColorSet)? {
        for entry in entries(inBundleNamed: bundle) {
            if let set = entry.catalog.colorSet(named: name) { return (entry.catalog, set) }
        }
        return nil
    }

    /// The first image set with this name, optionally only from the bundle named `bundle`.
    public func imageSet(named name: String, inBundleNamed bundle: String? = nil) -> (catalog: AssetCatalog, set: ImageSet)? {
        for entry in entries(inBundleNamed: bundle) {
            if let set = entry.catalog.imageSet(named: name) { return (entry.catalog, set) }
        }
        return nil
    }

    /// Problems reported for the image set `name` (its folder, or a file it names), such as a
    /// file refused because it leads outside the set's folder; empty when there are none.
    public func problems(forImageSetNamed name: String) -> [AssetCatalogError] {
        let folder = (name.split(separator: "/").last.map(String.init) ?? name) + ".imageset"
        return catalogs.flatMap(\.problems).filter { problem in
            let url = problem.fileURL
            return url.lastPathComponent == folder || url.deletingLastPathComponent().lastPathComponent == folder
        }
    }

    /// The resource bundle directory's name holding `catalog`, e.g. "Vitrine_GameWidgets.resources";
    /// `nil` for a loose catalog found directly in a search directory or one this locator did not find.
    public func bundleName(of catalog: AssetCatalog) -> String? {
        cache.entries(for: searchDirectories).first { $0.catalog.url == catalog.url }?.bundleURL?.lastPathComponent
    }

    /// The resource bundle SwiftPM made for the Swift module `module`, among those this locator
    /// found: `<package>_<module>.resources` on Linux, `<package>_<module>.bundle` on Darwin.
    /// A widget's own catalogs are the ones in its module's bundle, whatever else is loaded.
    public func bundleName(forModule module: String) -> String? {
        let suffixes = ["_\(module).resources", "_\(module).bundle"]
        let names = cache.entries(for: searchDirectories).compactMap { $0.bundleURL?.lastPathComponent }
        return names.first { name in suffixes.contains { name.hasSuffix($0) } || name == "\(module).resources" || name == "\(module).bundle" }
    }

    private func entries(inBundleNamed bundle: String?) -> [LocatorCache.Entry] {
        let all = cache.entries(for: searchDirectories)
        guard let bundle else { return all }
        return all.filter { entry in
            guard let bundleURL = entry.bundleURL else { return false }
            return bundleURL.lastPathComponent == bundle || bundleURL.deletingPathExtension().lastPathComponent == bundle
        }
    }

    /// Bundle.main knows the executable on Linux; argv[0] is the fallback when it does not.
    static func currentExecutableURL() -> URL? {
        if let url = Bundle.main.executableURL { return url }
        guard let argument = CommandLine.arguments.first, !argument.isEmpty else { return nil }
        if argument.contains("/") {
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            return URL(fileURLWithPath: argument, relativeTo: base).standardizedFileURL
        }
        // A bare name was found through PATH.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(argument)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Loads catalogs once per locator (and its copies), behind a lock so it is safe to share.
private final class LocatorCache: @unchecked Sendable {
    struct Entry {
        let catalog: AssetCatalog
        /// The `.resources` or `.bundle` directory the catalog was found in.
        let bundleURL: URL?
    }

    private let lock = NSLock()
    private var loaded: (entries: [Entry], problems: [AssetCatalogError])?

    func entries(for directories: [URL]) -> [Entry] { load(directories).entries }

    func problems(for directories: [URL]) -> [AssetCatalogError] { load(directories).problems }

    private func load(_ directories: [URL]) -> (entries: [Entry], problems: [AssetCatalogError]) {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        var discovery = CatalogDiscovery()
        for directory in directories {
            discovery.search(directory)
        }
        let result = (discovery.entries, discovery.problems)
        loaded = result
        return result
    }
}

/// Finds `.xcassets` folders in search directories and the resource bundles inside them.
private struct CatalogDiscovery {
    var entries: [LocatorCache.Entry] = []
    var problems: [AssetCatalogError] = []
    private var seenCatalogs = Set<String>()

    /// Bundle folders: SwiftPM's `P_T.resources` on Linux, `.bundle` on Darwin and for hand-made ones.
    private static let bundleExtensions: Set<String> = ["resources", "bundle"]
    /// Resource bundles are shallow; the cap only guards against symlink cycles.
    private static let maximumDepth = 8

    mutating func search(_ directory: URL) {
        // A search directory may itself be a bundle, e.g. `Bundle.module.bundleURL`.
        if Self.bundleExtensions.contains(directory.pathExtension.lowercased()) {
            searchBundle(directory, bundle: directory, depth: 0)
            return
        }
        for child in subdirectories(of: directory, root: directory) {
            let fileExtension = child.pathExtension.lowercased()
            if fileExtension == "xcassets" {
                add(child, bundle: nil)
            } else if Self.bundleExtensions.contains(fileExtension) {
                searchBundle(child, bundle: child, depth: 0)
            }
        }
    }

    /// Every catalog anywhere inside a bundle; `.copy("Resources/Assets.xcassets")` keeps subfolders.
    private mutating func searchBundle(_ directory: URL, bundle: URL, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        for child in subdirectories(of: directory, root: bundle) {
            if child.pathExtension.lowercased() == "xcassets" {
                add(child, bundle: bundle)
            } else {
                searchBundle(child, bundle: bundle, depth: depth + 1)
            }
        }
    }

    private mutating func add(_ url: URL, bundle: URL?) {
        let key = url.resolvingSymlinksInPath().path
        guard seenCatalogs.insert(key).inserted else { return }
        do {
            entries.append(LocatorCache.Entry(catalog: try AssetCatalog(contentsOf: url), bundleURL: bundle))
        } catch let error as AssetCatalogError {
            problems.append(error)
        } catch {
            problems.append(.unreadableContents(url, reason: error.localizedDescription))
        }
    }

    /// Child directories sorted by name, so the catalog order is the same on every run. A
    /// child that is a link leading outside `root` (the bundle, or the search directory) is
    /// left out and reported: the app's resources are read only from inside its bundle.
    private mutating func subdirectories(of directory: URL, root: URL) -> [URL] {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return [] }
        var children: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = directory.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            if ContainedPath.escapes(child, from: root) {
                if Self.isResourceFolder(child) { problems.append(.outsideFolder(child, name: name, root: root)) }
                continue
            }
            children.append(child)
        }
        return children
    }

    /// Folders worth a diagnostic when they are refused (others are skipped silently: a build
    /// folder holds links of its own).
    private static func isResourceFolder(_ url: URL) -> Bool {
        let fileExtension = url.pathExtension.lowercased()
        return fileExtension == "xcassets" || bundleExtensions.contains(fileExtension)
    }
}
