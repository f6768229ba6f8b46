import Foundation

/// Lays out one SwiftPM target per project target and renders the Package.swift.
struct PackageWriter {
    let project: XcodeProject
    let output: URL
    let vitrine: VitrinePackage
    let configuration: String
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

    init(project: XcodeProject, output: URL, vitrine: VitrinePackage, configuration: String) {
        self.project = project
        self.output = output
        self.vitrine = vitrine
        self.configuration = configuration
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
                dependencies.append(".target(name: \(Self.literal(try write(dependency, executable: false))))")
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
        if executable { self.products.append(".executable(name: \(Self.literal(module)), targets: [\(Self.literal(module))])") }
        targets.append("        \(kind)(\n            \(lines.joined(separator: ",\n            "))\n        )")
        return module
    }

    /// The package line for a project's package reference; returns the identity products name.
    mutating func packageLine(_ reference: PackageReference) throws -> String {
        let line: String
        let identity: String
        switch reference.location {
        case .local(let url):
            line = ".package(path: \(Self.literal(url.path)))"
            identity = url.lastPathComponent
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
        let name = project.bundle.deletingPathExtension().lastPathComponent
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
