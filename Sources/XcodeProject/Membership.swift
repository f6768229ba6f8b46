import Foundation

/// A file that belongs to a target: from a build phase, or from a synchronized folder.
public struct MemberFile: Sendable, Equatable {
    /// The file (or a bundle folder such as `Assets.xcassets`).
    public let url: URL
    /// The phase it builds in: `.sources` (compiled or generated from) or `.resources` (copied).
    public let phase: BuildPhase.Kind
    /// The build file's attributes (`codegen`, `no_codegen`…); none for synchronized files.
    public let attributes: [String]
}

extension XcodeProject {
    /// Folders Xcode treats as one file (never looked inside for members).
    static let bundleExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "bundle", "framework", "xcframework", "docc", "scnassets", "rcproject", "mlpackage",
        "playground", "xcodeproj", "xcworkspace", "appex", "app",
    ]
    /// Extensions a synchronized folder's file is compiled from (everything else is a resource).
    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "metal", "intentdefinition", "xcdatamodeld", "xcdatamodel", "mlmodel", "mlpackage",
    ]

    /// Every file of `target`'s Sources and Resources phases and of its synchronized folders
    /// (less the exceptions Xcode records for it, plus files other folders include for it),
    /// in a stable order without duplicates.
    public func members(of target: Target) throws -> [MemberFile] {
        var members: [MemberFile] = []
        var seen: Set<String> = []
        func add(_ url: URL, _ phase: BuildPhase.Kind, _ attributes: [String]) {
            if seen.insert(url.path).inserted { members.append(MemberFile(url: url, phase: phase, attributes: attributes)) }
        }
        for phase in target.buildPhases where phase.kind == .sources || phase.kind == .resources {
            for file in phase.files { for path in file.paths { add(path, phase.kind, file.attributes) } }
        }
        let owned = Set(target.synchronizedFolderIDs)
        for id in target.synchronizedFolderIDs {
            guard let folder = synchronizedFolders[id] else { continue }
            let excluded = folder.exceptions.filter { $0.target == target.id }.flatMap(\.paths)
            for relative in Self.files(under: folder.url) where !Self.matches(relative, any: excluded) {
                add(folder.url.appendingPathComponent(relative), Self.phase(forSynchronized: relative), [])
            }
        }
        // Folders of other targets whose exception sets tick files for this one.
        for folder in synchronizedFolders.values.sorted(by: { $0.url.path < $1.url.path }) where !owned.contains(folder.id) {
            let included = folder.exceptions.filter { $0.target == target.id }.flatMap(\.paths)
            guard !included.isEmpty else { continue }
            for relative in Self.files(under: folder.url) where Self.matches(relative, any: included) {
                add(folder.url.appendingPathComponent(relative), Self.phase(forSynchronized: relative), [])
            }
        }
        return members
    }

    static func phase(forSynchronized relative: String) -> BuildPhase.Kind {
        sourceExtensions.contains((relative as NSString).pathExtension.lowercased()) ? .sources : .resources
    }

    /// Paths relative to `folder` of its files and bundle folders, sorted; hidden files skipped.
    static func files(under folder: URL) -> [String] {
        var found: [String] = []
        func visit(_ directory: URL, _ prefix: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                if isDirectory.boolValue && !bundleExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    visit(url, relative)
                } else {
                    found.append(relative)
                }
            }
        }
        visit(folder, "")
        return found
    }

    /// Whether `relative` is named by an exception: the path itself, a folder above it, or a
    /// localized file (`/Localized: File.strings`, every `*.lproj/File.strings`).
    static func matches(_ relative: String, any exceptions: [String]) -> Bool {
        exceptions.contains { exception in
            for prefix in ["/Localized: ", "/Localized/"] where exception.hasPrefix(prefix) {
                let name = String(exception.dropFirst(prefix.count))
                let path = relative as NSString
                return path.lastPathComponent == name && path.deletingLastPathComponent.hasSuffix(".lproj")
            }
            return relative == exception || relative.hasPrefix(exception + "/")
        }
    }
}
