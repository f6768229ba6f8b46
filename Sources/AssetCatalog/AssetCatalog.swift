import Foundation

/// An Xcode asset catalog (`.xcassets` folder) read from disk as Xcode's asset compiler sees it.
///
/// The whole folder is read once at init; lookups afterwards touch no files. A broken set
/// never makes the catalog unusable: it is left out and its error is kept in `problems`.
public struct AssetCatalog: Sendable, Equatable {
    /// The `.xcassets` directory.
    public let url: URL
    /// Everything wrong with individual sets, in the order they were found.
    public let problems: [AssetCatalogError]
    private let colorSetsByName: [String: ColorSet]
    private let imageSetsByName: [String: ImageSet]

    /// Reads the `.xcassets` folder at `url`; a missing folder throws, sets with problems are listed in `problems`.
    public init(contentsOf url: URL) throws {
        let root = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AssetCatalogError.catalogNotFound(root)
        }
        var walker = CatalogWalker(root: root)
        walker.walk(root, namespace: "", depth: 0)
        self.url = root
        self.problems = walker.problems
        self.colorSetsByName = walker.colorSets.mapValues(\.set)
        self.imageSetsByName = walker.imageSets.mapValues(\.set)
    }

    /// The color set with this name; folder groups that provide a namespace prefix it ("Folder/Name").
    public func colorSet(named name: String) -> ColorSet? {
        colorSetsByName[name]
    }

    /// The image set with this name; folder groups that provide a namespace prefix it ("Folder/Name").
    public func imageSet(named name: String) -> ImageSet? {
        imageSetsByName[name]
    }

    /// Names of all readable color sets, sorted.
    public var colorNames: [String] { colorSetsByName.keys.sorted() }

    /// Names of all readable image sets, sorted.
    public var imageNames: [String] { imageSetsByName.keys.sorted() }
}

/// Walks a catalog folder tree the way Xcode's asset compiler does.
private struct CatalogWalker {
    /// Every folder read must lie inside this one once links are followed.
    let root: URL
    var colorSets: [String: (set: ColorSet, url: URL)] = [:]
    var imageSets: [String: (set: ImageSet, url: URL)] = [:]
    var problems: [AssetCatalogError] = []

    /// Folder types that are assets themselves (app icons, data, symbols, ...): not walked into.
    private static let leafExtensions: Set<String> = [
        "appiconset", "dataset", "symbolset", "imagestack", "imagestacklayer", "brandassets", "launchimage",
        "cubetextureset", "textureset", "mipmapset", "arimageset", "arresourcegroup", "complicationset",
        "iconset", "stickerpack", "sticker", "stickersequence", "gcdashboardimage", "gcleaderboard",
        "gcleaderboardset", "solidimagestack", "solidimagestacklayer", "icon",
    ]
    /// Folder types that group other sets like a plain folder does.
    private static let groupExtensions: Set<String> = ["spriteatlas"]
    /// Guards against symlink cycles; real catalogs are a few levels deep.
    private static let maximumDepth = 32

    mutating func walk(_ directory: URL, namespace: String, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else {
            problems.append(.unreadableContents(directory, reason: "cannot list folder"))
            return
        }
        // Sorted so duplicates resolve and problems list the same way on every machine.
        for entry in names.sorted() where !entry.hasPrefix(".") {
            let child = directory.appendingPathComponent(entry, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            // A set or group that is a link out of the catalog would have the host read (and
            // draw) files the app does not own.
            if ContainedPath.escapes(child, from: root) {
                problems.append(.outsideFolder(child, name: entry, root: root))
                continue
            }
            let fileExtension = child.pathExtension.lowercased()
            let baseName = child.deletingPathExtension().lastPathComponent
            switch fileExtension {
            case "colorset":
                addColorSet(at: child, name: namespace + baseName)
            case "imageset":
                addImageSet(at: child, name: namespace + baseName)
            case _ where Self.leafExtensions.contains(fileExtension):
                continue
            default:
                let groupName = Self.groupExtensions.contains(fileExtension) ? baseName : entry
                let prefix = providesNamespace(child) ? namespace + groupName + "/" : namespace
                walk(child, namespace: prefix, depth: depth + 1)
            }
        }
    }

    /// Folder groups carry `"properties": {"provides-namespace": true}` when "Provides Namespace" is ticked.
    private mutating func providesNamespace(_ folder: URL) -> Bool {
        guard ContentsFile.exists(in: folder) else { return false }
        do {
            let contents = try ContentsFile.load(in: folder)
            return contents["properties"]?["provides-namespace"]?.looseBool ?? false
        } catch {
            problems.append(error)
            return false
        }
    }

    private mutating func addColorSet(at folder: URL, name: String) {
        if let existing = colorSets[name] {
            problems.append(.duplicateName(name, kept: existing.url, ignored: folder))
            return
        }
        do {
            colorSets[name] = (try ColorSetReader.read(directory: folder, name: name), folder)
        } catch {
            problems.append(error)
        }
    }

    private mutating func addImageSet(at folder: URL, name: String) {
        if let existing = imageSets[name] {
            problems.append(.duplicateName(name, kept: existing.url, ignored: folder))
            return
        }
        do {
            let (set, setProblems) = try ImageSetReader.read(directory: folder, name: name)
            imageSets[name] = (set, folder)
            problems.append(contentsOf: setProblems)
        } catch {
            problems.append(error)
        }
    }
}
