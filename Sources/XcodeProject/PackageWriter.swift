import Foundation

/// Lays out one SwiftPM target per project target and renders the Package.swift.
struct PackageWriter {
    let project: XcodeProject
    let output: URL
    let vitrine: VitrinePackage
    let configuration: String
    /// Where the packages this one depends on by path are written, one folder each: the
    /// project's framework targets and its local packages wrapped with the implicit import.
    /// Imports of several widgets of a project that share it share those packages, so the
    /// widgets build in one graph (a target name may appear only once in a graph).
    let shared: URL
    /// The package's name in its manifest (the project's, or a framework's module).
    var packageName: String
    var notes: [String] = []
    var rewritten: [URL] = []
    /// Rendered `.target`/`.executableTarget` entries, dependencies first.
    var targets: [String] = []
    /// Module names already written, by target id.
    var modules: [String: String] = [:]
    var packages: [String] = []
    /// Rendered `.executable` product entries: the extension's.
    var products: [String] = []
    var usesVitrine = false

    init(project: XcodeProject, output: URL, vitrine: VitrinePackage, configuration: String, shared: URL) {
        self.project = project
        self.output = output
        self.vitrine = vitrine
        self.configuration = configuration
        self.shared = shared
        self.packageName = project.bundle.deletingPathExtension().lastPathComponent
    }

    /// Extensions copied as resources into the bundle's root (as Xcode's Copy Bundle Resources does).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]
    /// Files that configure the build rather than ship in it.
    static let buildOnlyExtensions: Set<String> = ["entitlements", "xcconfig", "h", "pch", "modulemap", "md"]

    /// Writes `target` (and first the library targets of this project it depends on); returns its module name.
    mutating func write(_ target: Target, executable: Bool) throws -> String {
        if let module = modules[target.id] { return module }
        let settings = try project.settings(for: target, configuration: configuration)
        let module = try settings.value("PRODUCT_MODULE_NAME")
        modules[target.id] = module
        var dependencies: [String] = []
        for id in target.dependencyIDs {
            guard let dependency = project.target(id: id) else { continue }
            if Target.libraryProductTypes.contains(dependency.productType) {
                let library = try writeFramework(dependency)
                dependencies.append(".product(name: \(Self.literal(library)), package: \(Self.literal(library)))")
            }
        }
        let directory = output.appendingPathComponent("Sources/\(module)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let members = try project.members(of: target)
        let infoPlist = try settings.path("INFOPLIST_FILE")?.path

        // Imports decide the Vitrine products, and the products decide `canImport`.
        var sources: [(URL, String)] = []
        var imports: Set<String> = []
        for member in members where member.url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: member.url, encoding: .utf8) else {
                notes.append("\(member.url.path): cannot be read as UTF-8; left out")
                continue
            }
            sources.append((member.url, text))
            imports.formUnion(PlatformConditions(importable: []).analyze(text).imports)
        }
        let products = imports.intersection(vitrine.products)
        let conditions = PlatformConditions(importable: products)
        for (url, text) in sources {
            var destination = directory.appendingPathComponent(relativePath(url))
            if let copy = conditions.analyze(text, originalPath: url.path).rewritten {
                // The copy's own name differs from the author's: both names yield a `#fileID`, and
                // the compiler warns when two paths of a module map to the same one.
                destination = destination.deletingPathExtension().appendingPathExtension("iOS.swift")
                try prepare(destination)
                try Data(copy.utf8).write(to: destination)
                rewritten.append(url)
            } else {
                try link(url, to: destination)
            }
        }

        var resources: [String] = []
        var excluded: [String] = []
        var plugins: Set<String> = []
        for member in members where member.url.pathExtension != "swift" {
            let url = member.url
            let ext = url.pathExtension.lowercased()
            if url.path == infoPlist || url.lastPathComponent == "Info.plist" || Self.buildOnlyExtensions.contains(ext) { continue }
            switch ext {
            case "intentdefinition":
                if member.attributes.contains("no_codegen") { continue }
                let name = "Intents/" + url.lastPathComponent
                try link(url, to: directory.appendingPathComponent(name))
                excluded.append(name)
                plugins.insert("IntentDefinitions")
            case "xcassets":
                let name = relativePath(url)
                try copy(url, to: directory.appendingPathComponent(name))
                resources.append(name)
                if try settings.value("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS") != "NO" { plugins.insert("AssetSymbols") }
            case "m", "mm", "c", "cc", "cpp", "metal", "xcdatamodeld", "xcdatamodel", "mlmodel", "mlpackage", "storyboard", "xib":
                notes.append("\(url.lastPathComponent): \(ext) files are not built on Linux; left out")
            default:
                // Resources land at the bundle's root, `.lproj` folders merged by language.
                let parent = url.deletingLastPathComponent().lastPathComponent
                let name = parent.hasSuffix(".lproj") ? "Resources/\(parent)/\(url.lastPathComponent)" : "Resources/\(url.lastPathComponent)"
                let destination = directory.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: destination.path) {
                    notes.append("\(url.path): another resource is already named \(name); left out")
                    continue
                }
                try copy(url, to: destination)
                let entry = parent.hasSuffix(".lproj") ? "Resources/\(parent)" : name
                if !resources.contains(entry) { resources.append(entry) }
            }
        }

        // Package products and local packages.
        for product in target.packageProducts {
            guard let reference = project.packages.first(where: { $0.id == product.packageID }) else {
                notes.append("package product \(product.name) names no package reference; left out")
                continue
            }
            let identity = try packageLine(reference)
            dependencies.append(".product(name: \(Self.literal(product.name)), package: \(Self.literal(identity)))")
        }
        for product in products.sorted() {
            usesVitrine = true
            dependencies.append(".product(name: \(Self.literal(product)), package: \(Self.literal(vitrine.identity)))")
        }
        // Files that import only Foundation use URLSession, RelativeDateTimeFormatter or
        // String(localized:) on iOS; on Linux those come from FoundationCompat, which every file
        // of the target imports implicitly (as the SDK's Foundation would give them), so no
        // source needs a new import.
        let implicitImport = vitrine.products.contains(Self.foundationCompat)
        if implicitImport, !products.contains(Self.foundationCompat) {
            usesVitrine = true
            dependencies.append(".product(name: \(Self.literal(Self.foundationCompat)), package: \(Self.literal(vitrine.identity)))")
        }

        if implicitImport, Self.needsLocalizedStringShadow(sources.map(\.1)) {
            try writeGenerated(Self.localizedStringShadow, named: Self.localizedStringShadowPath, in: directory)
        }

        var swiftSettings: [String] = []
        var defines = try settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        let otherFlags = try settings.list("OTHER_SWIFT_FLAGS")
        for (index, flag) in otherFlags.enumerated() {
            if flag == "-D", index + 1 < otherFlags.count { defines.append(otherFlags[index + 1]) }
            if flag.hasPrefix("-D"), flag.count > 2 { defines.append(String(flag.dropFirst(2))) }
        }
        var seenDefines: Set<String> = []
        for define in defines where seenDefines.insert(define).inserted { swiftSettings.append(".define(\(Self.literal(define)))") }
        swiftSettings.append(".swiftLanguageMode(\(Self.languageMode(try settings.value("SWIFT_VERSION"))))")
        if implicitImport {
            swiftSettings.append(".unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \(Self.literal(Self.foundationCompat))])")
        }

        var lines = ["name: \(Self.literal(module))"]
        if !dependencies.isEmpty { lines.append("dependencies: [\n                \(dependencies.joined(separator: ",\n                ")),\n            ]") }
        lines.append("path: \(Self.literal("Sources/\(module)"))")
        if !excluded.isEmpty { lines.append("exclude: [\(excluded.map(Self.literal).joined(separator: ", "))]") }
        if !resources.isEmpty { lines.append("resources: [\(resources.map { ".copy(\(Self.literal($0)))" }.joined(separator: ", "))]") }
        lines.append("swiftSettings: [\(swiftSettings.joined(separator: ", "))]")
        if !plugins.isEmpty {
            usesVitrine = true
            lines.append(
                "plugins: [\(plugins.sorted().map { ".plugin(name: \(Self.literal($0)), package: \(Self.literal(vitrine.identity)))" }.joined(separator: ", "))]"
            )
        }
        let kind = executable ? ".executableTarget" : ".target"
        // Declared, not left to SwiftPM: it makes executable products only for a root package,
        // and a package that depends on this one (several imported targets in one build) names it.
        self.products.append(".\(executable ? "executable" : "library")(name: \(Self.literal(module)), targets: [\(Self.literal(module))])")
        targets.append("        \(kind)(\n            \(lines.joined(separator: ",\n            "))\n        )")
        return module
    }

    /// A framework target of the project as a package of its own in `shared` (one library
    /// product, the target's module name); returns the module name, which is also the package's
    /// identity. Written once per import, and again by the import of another widget that links it.
    mutating func writeFramework(_ target: Target) throws -> String {
        let settings = try project.settings(for: target, configuration: configuration)
        let module = try settings.value("PRODUCT_MODULE_NAME")
        if let written = modules[target.id] { return written }
        let folder = shared.appendingPathComponent(module)
        try Self.claim(folder)
        var writer = PackageWriter(project: project, output: folder, vitrine: vitrine, configuration: configuration, shared: shared)
        writer.packageName = module
        _ = try writer.write(target, executable: false)
        try Data(writer.manifest().utf8).write(to: folder.appendingPathComponent("Package.swift"))
        notes += writer.notes
        rewritten += writer.rewritten
        modules[target.id] = module
        let line = ".package(path: \(Self.literal(folder.path)))"
        if !packages.contains(line) { packages.append(line) }
        return module
    }

    /// Makes `folder` ready for a package the importer writes: new, or written by an earlier
    /// import (its generated parts removed); a folder with anything else in it is refused.
    static func claim(_ folder: URL) throws {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: folder.path) {
            let contents = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard contents.isEmpty || contents.contains(XcodeProject.importMarker) else { throw ImportError.outputNotEmpty(folder.path) }
            for entry in contents where entry != ".build" && entry != XcodeProject.importMarker {
                try fileManager.removeItem(at: folder.appendingPathComponent(entry))
            }
        }
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Written by `vitrine import`; this folder is regenerated from the Xcode project.\n".utf8).write(
            to: folder.appendingPathComponent(XcodeProject.importMarker))
    }

    /// The package line for a project's package reference; returns the identity products name.
    mutating func packageLine(_ reference: PackageReference) throws -> String {
        let line: String
        let identity: String
        switch reference.location {
        case .local(let url):
            identity = url.lastPathComponent
            // Wrapped so its files get FoundationCompat implicitly too, as the target's own do.
            if vitrine.products.contains(Self.foundationCompat), let wrapper = try LocalPackageWrapper.write(url, into: shared, vitrine: vitrine, notes: &notes)
            {
                line = ".package(path: \(Self.literal(wrapper.path)))"
            } else {
                line = ".package(path: \(Self.literal(url.path)))"
            }
        case .remote(let url, let requirement):
            identity = ((url as NSString).lastPathComponent as NSString).deletingPathExtension
            let min = requirement["minimumVersion"] ?? "0.0.0"
            switch requirement["kind"] {
            case "exactVersion": line = ".package(url: \(Self.literal(url)), exact: \(Self.literal(requirement["version"] ?? min)))"
            case "upToNextMinorVersion": line = ".package(url: \(Self.literal(url)), .upToNextMinor(from: \(Self.literal(min))))"
            case "versionRange":
                line = ".package(url: \(Self.literal(url)), \(Self.literal(min))..<\(Self.literal(requirement["maximumVersion"] ?? min)))"
            case "branch": line = ".package(url: \(Self.literal(url)), branch: \(Self.literal(requirement["branch"] ?? "main")))"
            case "revision": line = ".package(url: \(Self.literal(url)), revision: \(Self.literal(requirement["revision"] ?? "")))"
            default: line = ".package(url: \(Self.literal(url)), from: \(Self.literal(min)))"
            }
        }
        if !packages.contains(line) { packages.append(line) }
        return identity
    }

    /// The rendered Package.swift.
    /// Vitrine's module with what Linux's Foundation lacks; imported implicitly by every file.
    static let foundationCompat = "FoundationCompat"

    func manifest() -> String {
        var dependencies = packages
        if usesVitrine { dependencies.insert(".package(path: \(Self.literal(vitrine.path.path)))", at: 0) }
        let name = packageName
        return """
            // swift-tools-version: 6.0
            // Generated by `vitrine import` from \(project.bundle.path) (\(configuration)).
            // Regenerated on every import: edit the Xcode project, not this file.
            import PackageDescription

            let package = Package(
                name: \(Self.literal(name)),
                products: [\(products.joined(separator: ", "))],
                dependencies: [\(dependencies.isEmpty ? "" : "\n        " + dependencies.joined(separator: ",\n        ") + ",\n    ")],
                targets: [
            \(targets.joined(separator: ",\n")),
                ]
            )

            """
    }

    /// Where the module's own `NSLocalizedString` goes, beside the author's files.
    static let localizedStringShadowPath = "VitrineGenerated/NSLocalizedString.swift"

    /// Foundation's `NSLocalizedString` on Linux reads only `Bundle.main`'s tables, so a widget's
    /// `.strings` (in its SwiftPM resource bundle) would show the key. A function of the same
    /// signature in an imported module is ambiguous with Foundation's once a file imports
    /// Foundation itself; one declared in the author's own module shadows it. So the module gets
    /// this one, which reads the tables `Text` and `String(localized:)` read.
    static let localizedStringShadow = """
        // Generated by `vitrine import`. On iOS, NSLocalizedString reads the extension's own string
        // tables; Linux's Foundation looks only in Bundle.main. Declared in this module, this
        // function is the one the module's calls reach (a module's own declaration shadows an
        // imported one of the same signature).
        import Foundation
        import FoundationCompat

        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
            LocalizedStringTables.string(key, tableName: tableName, bundle: bundle, value: value)
        }

        """

    /// The sources call `NSLocalizedString` and none declares its own (that one would clash).
    static func needsLocalizedStringShadow(_ sources: [String]) -> Bool {
        sources.contains { $0.contains("NSLocalizedString(") } && !sources.contains { $0.contains("func NSLocalizedString(") }
    }

    /// A file the importer writes into a module (not the author's).
    func writeGenerated(_ text: String, named name: String, in directory: URL) throws {
        let destination = directory.appendingPathComponent(name)
        try prepare(destination)
        try Data(text.utf8).write(to: destination)
    }

    /// A member's path inside its module folder: relative to the project directory, or under
    /// `_external/` for files outside it.
    func relativePath(_ url: URL) -> String {
        let base = project.directory.path + "/"
        if url.path.hasPrefix(base) { return String(url.path.dropFirst(base.count)) }
        return "_external" + url.path
    }

    func prepare(_ destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard !FileManager.default.fileExists(atPath: destination.path) else { throw ImportError.clash(destination.path) }
    }

    func link(_ url: URL, to destination: URL) throws {
        try prepare(destination)
        try FileManager.default.createSymbolicLink(at: destination, withDestinationURL: url)
    }

    /// Resources are copied: SwiftPM copies a resource's bytes into the bundle, and a copy keeps
    /// the package independent of how its links resolve.
    func copy(_ url: URL, to destination: URL) throws {
        try prepare(destination)
        try FileManager.default.copyItem(at: url, to: destination)
    }

    static func languageMode(_ version: String) -> String {
        switch version.split(separator: ".").first.map(String.init) ?? "" {
        case "4": return version.hasPrefix("4.2") ? ".v4_2" : ".v4"
        case "6": return ".v6"
        default: return ".v5"
        }
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
