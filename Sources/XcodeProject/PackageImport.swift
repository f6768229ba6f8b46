import Foundation

/// The Vitrine checkout a generated package depends on by path.
public struct VitrinePackage: Sendable {
    /// The checkout's folder (the one holding Vitrine's Package.swift).
    public let path: URL
    /// Its library products (`SwiftUI`, `WidgetKit`, …): an import of one becomes a product dependency.
    public let products: Set<String>

    /// A checkout at `path` offering `products`.
    public init(path: URL, products: Set<String>) {
        self.path = path.standardizedFileURL
        self.products = products
    }

    /// SwiftPM's identity of a path dependency: the folder's name.
    public var identity: String { path.lastPathComponent }
}

/// What `XcodeProject.importTarget` wrote.
public struct ImportResult: Sendable {
    /// The generated package's folder.
    public let packageDirectory: URL
    /// The executable product to build (the extension's module name).
    public let product: String
    /// The app manifest (`vitrine-app.json`), when the project has an app target for the extension.
    public let manifest: URL?
    /// Author files written as rewritten copies (the rest are linked unchanged).
    public let rewritten: [URL]
    /// Things a person should know: files left out and why, settings that have no equivalent.
    public let notes: [String]
}

/// Import failures that are not about the project file.
public enum ImportError: Error, CustomStringConvertible, Equatable {
    /// The output folder holds something this tool did not write.
    case outputNotEmpty(String)
    /// Two member files would land on the same path in the package.
    case clash(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .outputNotEmpty(let path): return "\(path) exists and was not written by vitrine import; choose an empty or new folder"
        case .clash(let path): return "two member files map to \(path) in the generated package"
        }
    }
}

extension XcodeProject {
    /// The file that marks a folder as written by the importer (so it may be rewritten).
    public static let importMarker = ".vitrine-import"

    /// Writes `target` (a widget extension) as a SwiftPM package in `output`: one executable
    /// target with exactly its member files, the conditions rewritten as on iOS into copies with
    /// `#sourceLocation` (other files linked unchanged), its resources, `.define`s for its active
    /// compilation conditions, its Swift language mode, its local packages and the libraries of
    /// this project it depends on, and Vitrine's products by path; plus `vitrine-app.json` from
    /// the app target that embeds it. `appExecutable` (the app built for Linux, if any) lets the
    /// manifest carry the app's URL schemes.
    ///
    /// The project's framework targets the widget links, and its local packages (wrapped so their
    /// files import FoundationCompat implicitly), are packages of their own in `sharedPackages`
    /// (default: `output/Packages`). Widgets of one project imported with the same
    /// `sharedPackages` depend on the same packages there, so they can be built in one graph.
    public func importTarget(
        _ target: Target, into output: URL, vitrine: VitrinePackage, configuration: String? = nil, appExecutable: String? = nil,
        sharedPackages: URL? = nil
    ) throws -> ImportResult {
        let configuration = configuration ?? previewConfigurationName
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: output.path) {
            let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
            guard contents.isEmpty || contents.contains(Self.importMarker) else { throw ImportError.outputNotEmpty(output.path) }
            for generated in ["Package.swift", "Sources", "vitrine-app.json"] {
                try? fileManager.removeItem(at: output.appendingPathComponent(generated))
            }
        }
        try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("Written by `vitrine import`; this folder is regenerated from the Xcode project.\n".utf8).write(
            to: output.appendingPathComponent(Self.importMarker))

        let shared = (sharedPackages ?? output.appendingPathComponent("Packages")).standardizedFileURL
        var writer = PackageWriter(project: self, output: output, vitrine: vitrine, configuration: configuration, shared: shared)
        let module = try writer.write(target, executable: true)
        try Data(writer.manifest().utf8).write(to: output.appendingPathComponent("Package.swift"))
        var manifestURL: URL?
        if let manifest = try appManifest(for: target, module: module, configuration: configuration, appExecutable: appExecutable, notes: &writer.notes) {
            manifestURL = output.appendingPathComponent("vitrine-app.json")
            try manifest.write(to: manifestURL!)
        }
        return ImportResult(packageDirectory: output, product: module, manifest: manifestURL, rewritten: writer.rewritten, notes: writer.notes)
    }

    /// The application target that embeds `target` (depends on it), else the only one.
    public func application(for target: Target) -> Target? {
        let apps = targets.filter { $0.productType == Target.applicationProductType }
        return apps.first { $0.dependencyIDs.contains(target.id) } ?? (apps.count == 1 ? apps[0] : nil)
    }

    func appManifest(for target: Target, module: String, configuration: String, appExecutable: String?, notes: inout [String]) throws -> Data? {
        guard let app = application(for: target) else {
            notes.append("no application target embeds \(target.name): no vitrine-app.json written")
            return nil
        }
        let appSettings = try settings(for: app, configuration: configuration)
        let widgetSettings = try settings(for: target, configuration: configuration)
        let appInfo = try infoDictionary(settings: appSettings)
        let widgetInfo = try infoDictionary(settings: widgetSettings)
        let id = try appSettings.value("PRODUCT_BUNDLE_IDENTIFIER")
        var groups = try appGroups(settings: appSettings)
        for group in try appGroups(settings: widgetSettings) where !groups.contains(group) { groups.append(group) }
        let productName = try appSettings.value("PRODUCT_NAME")
        let name = appInfo["CFBundleDisplayName"] as? String ?? productName
        var manifest: [String: Any] = ["id": id, "name": name.isEmpty ? app.name : name]
        if !groups.isEmpty { manifest["appGroups"] = groups }
        let schemes = Self.urlSchemes(info: appInfo)
        if let appExecutable {
            manifest["executable"] = appExecutable
            if !schemes.isEmpty { manifest["urlSchemes"] = schemes }
        } else if !schemes.isEmpty {
            notes.append(
                "the app's URL schemes (\(schemes.joined(separator: ", "))) are left out of vitrine-app.json: a tap opens the app's executable, "
                    + "and \(app.name) is an iOS app (give --app-executable for an app built for Linux)")
        }
        let team = try appSettings.value("DEVELOPMENT_TEAM")
        if team.count == 10, team.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) { manifest["team"] = team }
        var extensionEntry: [String: Any] = ["executable": ".build/debug/\(module)"]
        let widgetID = try widgetSettings.value("PRODUCT_BUNDLE_IDENTIFIER")
        if widgetID.hasPrefix(id + ".") { extensionEntry["id"] = widgetID }
        if widgetInfo["NSWidgetWantsLocation"] as? Bool == true || widgetInfo["NSWidgetUsesLocation"] as? Bool == true {
            extensionEntry["usesLocation"] = true
        }
        manifest["extensions"] = [extensionEntry]
        return try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }
}
