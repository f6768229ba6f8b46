import ArgumentParser
import Foundation
import XcodeProject

/// `vitrine import`: writes an Xcode project's widget extension target as a SwiftPM package
/// to keep (docs/XCODE-PROJECTS.md).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write an Xcode project's widget extension target as a SwiftPM package (sources unchanged; #if conditions as on iOS).")

    @Argument(help: "The .xcodeproj folder.", completion: .directory)
    var project: String

    @Option(help: "The widget extension target.")
    var target: String

    @Option(name: .shortAndLong, help: "The package folder to write (new, empty, or written by an earlier import).")
    var output: String

    @OptionGroup var options: XcodeImportOptions

    func run() throws {
        let project = try XcodeProject.load(URL(fileURLWithPath: self.project))
        let result = try options.importTarget(named: target, of: project, into: URL(fileURLWithPath: output))
        options.report(result)
        print("next: swift build --package-path \(result.packageDirectory.path) --product \(result.product)")
    }
}

/// Options `vitrine import` and `vitrine open` share, and the import they run.
struct XcodeImportOptions: ParsableArguments {
    @Option(help: "The build configuration (default: Debug, else the project's default).")
    var configuration: String?

    @Option(help: "The Vitrine checkout the package depends on (default: the one this vitrine was built from).", completion: .directory)
    var vitrine: String?

    @Option(help: "The app's executable built for Linux, if any: the manifest then carries the app's URL schemes.", completion: .file())
    var appExecutable: String?

    @Option(
        help: "Where framework targets and local packages are written (default: OUTPUT/Packages); widgets imported with one folder build in one graph.",
        completion: .directory)
    var sharedPackages: String?

    func importTarget(named name: String, of project: XcodeProject, into output: URL) throws -> ImportResult {
        let target = try project.target(named: name)
        let role = try project.role(of: target, configuration: configuration ?? project.previewConfigurationName)
        guard role == .widgetExtension || role == .intentsExtension else {
            let widgets = project.targets.filter { (try? project.role(of: $0, configuration: project.previewConfigurationName)) == .widgetExtension }
            throw ValidationError(
                "\(name) is \(role == .application ? "an application" : "a \(role.rawValue)"), not a widget extension "
                    + "(widget extensions: \(widgets.map(\.name).joined(separator: ", ").ifEmpty("none")))")
        }
        let checkout = try VitrineCheckout.locate(given: vitrine)
        return try project.importTarget(
            target, into: output, vitrine: VitrinePackage(path: checkout, products: try VitrineCheckout.libraryProducts(of: checkout)),
            configuration: configuration, appExecutable: appExecutable, sharedPackages: sharedPackages.map { URL(fileURLWithPath: $0) })
    }

    func report(_ result: ImportResult) {
        print("wrote \(result.packageDirectory.path): product \(result.product)")
        if !result.rewritten.isEmpty {
            print(
                "  \(result.rewritten.count) file\(result.rewritten.count == 1 ? "" : "s") with platform conditions compiled as iOS (diagnostics point at the originals)"
            )
        }
        if let manifest = result.manifest { print("  app manifest: \(manifest.path)") }
        for note in result.notes { print("  note: \(note)") }
    }
}

/// Finds the Vitrine checkout a generated package depends on.
enum VitrineCheckout {
    /// `given`, else the checkout this executable was built in (it runs from `.build/…/vitrine`),
    /// else one above the current directory.
    static func locate(given: String?) throws -> URL {
        if let given {
            let url = URL(fileURLWithPath: given).standardizedFileURL
            guard isCheckout(url) else { throw ValidationError("--vitrine \(given) is not a Vitrine checkout (no Package.swift naming Vitrine)") }
            return url
        }
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        for start in [executable.deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] {
            var folder = start.standardizedFileURL
            while folder.path != "/" {
                if isCheckout(folder) { return folder }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw ValidationError("cannot find the Vitrine checkout this vitrine was built from; give --vitrine PATH")
    }

    static func isCheckout(_ folder: URL) -> Bool {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return text.contains("name: \"Vitrine\"")
    }

    /// The checkout's library products, from SwiftPM's own reading of its manifest.
    static func libraryProducts(of checkout: URL) throws -> Set<String> {
        // A scratch folder of its own: the checkout's .build is locked while anything builds or
        // tests there, and reading the manifest needs none of it.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-dump-package")
        let json = try Shell.output("swift", ["package", "--package-path", checkout.path, "--scratch-path", scratch.path, "dump-package"])
        guard let package = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let products = package["products"] as? [[String: Any]]
        else { throw ValidationError("swift package dump-package gave no products for \(checkout.path)") }
        return Set(
            products.compactMap { product in
                guard let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
                return product["name"] as? String
            })
    }
}
