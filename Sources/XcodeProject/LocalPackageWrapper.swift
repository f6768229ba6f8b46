import Foundation

/// A project's local Swift package, wrapped so its Swift files get `FoundationCompat` as an
/// implicit import, as the target's own files do (a package file that imports only Foundation
/// and uses `URLSession` or `RelativeDateTimeFormatter` builds as on iOS).
///
/// The author's package is not touched: the wrapper is a folder of the same name (so the
/// package's identity, which `.product(name:package:)` uses, is unchanged) that mirrors its
/// tree with links to its files, and whose `Package.swift` is the author's followed by a few
/// lines that add the flag and the dependency to each regular target. Relative `.package(path:)`
/// dependencies of the manifest are made absolute, since the wrapper lives elsewhere.
enum LocalPackageWrapper {
    /// Writes the wrapper of the package at `package` into `shared`; nil (with a note) when its
    /// manifest does not declare its `Package` in a way the added lines can name.
    static func write(_ package: URL, into shared: URL, vitrine: VitrinePackage, notes: inout [String]) throws -> URL? {
        let manifestURL = package.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            notes.append("\(manifestURL.path) cannot be read; the package is used as it is")
            return nil
        }
        guard let variable = packageVariable(in: manifest) else {
            notes.append("\(manifestURL.path) declares no `let … = Package(…)`; its files do not get FoundationCompat implicitly")
            return nil
        }
        let wrapper = shared.appendingPathComponent(package.lastPathComponent)
        try PackageWriter.claim(wrapper)
        try mirror(package, into: wrapper, top: true)
        let text =
            absolutizingPackagePaths(manifest, relativeTo: package) + "\n" + """
                // Added by `vitrine import` (the package above is \(package.path)): every Swift file
                // of a regular target imports FoundationCompat implicitly, as the widget's own files
                // do, so a file that imports only Foundation has what it has on iOS.
                \(variable).dependencies.append(.package(path: \(PackageWriter.literal(vitrine.path.path))))
                for target in \(variable).targets where target.type == .regular {
                    target.dependencies.append(.product(name: "FoundationCompat", package: \(PackageWriter.literal(vitrine.identity))))
                    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"])]
                }

                """
        try Data(text.utf8).write(to: wrapper.appendingPathComponent("Package.swift"))
        return wrapper
    }

    /// The name the manifest gives its `Package` (`let package = Package(`).
    static func packageVariable(in manifest: String) -> String? {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^\s*(?:public\s+)?(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*Package\s*)?=\s*Package\s*\("#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        guard let match = pattern.firstMatch(in: manifest, range: range), let name = Range(match.range(at: 1), in: manifest) else { return nil }
        return String(manifest[name])
    }

    /// `.package(path: "../Other")` (and `name:, path:`) made absolute against the package's folder.
    static func absolutizingPackagePaths(_ manifest: String, relativeTo package: URL) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*")([^"/][^"]*)(")"#)
        var result = manifest
        for match in pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).reversed() {
            guard let path = Range(match.range(at: 2), in: manifest), let whole = Range(match.range(at: 2), in: result) else { continue }
            let absolute = package.appendingPathComponent(String(manifest[path])).standardizedFileURL.path
            result.replaceSubrange(whole, with: absolute.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))
        }
        return result
    }

    /// Folders recreated, files linked; the package's manifests, build products and VCS data left out.
    static func mirror(_ source: URL, into destination: URL, top: Bool) throws {
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: source.path).sorted() {
            if [".build", ".swiftpm", ".git", XcodeProject.importMarker].contains(name) { continue }
            if top, name == "Package.resolved" || name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) { continue }
            let item = source.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: item.path, isDirectory: &isDirectory) else { continue }
            let target = destination.appendingPathComponent(name)
            if isDirectory.boolValue {
                try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
                try mirror(item, into: target, top: false)
            } else {
                try fileManager.createSymbolicLink(at: target, withDestinationURL: item)
            }
        }
    }
}
