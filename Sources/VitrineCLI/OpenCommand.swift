import ArgumentParser
import Foundation
import XcodeProject

/// `vitrine open`: an Xcode project as it is. Without `--target` it lists the widget
/// extensions and apps; with one it imports that target into a package beside the project
/// (`.vitrine/<target>`), builds it, and says how to preview and install it — or, with
/// `--preview`, previews it at once.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "List an Xcode project's widget extensions, or build one (unchanged sources) for `vitrine preview` and `vitrine apps install`.")

    @Argument(help: "The .xcodeproj folder.", completion: .directory)
    var project: String

    @Option(help: "The widget extension target to build.")
    var target: String?

    @Option(name: .shortAndLong, help: "The package folder (default: .vitrine/<target> beside the project).")
    var output: String?

    @OptionGroup var options: XcodeImportOptions

    @Flag(help: "Preview the built extension right away (as `vitrine preview --extension`, images in out/preview).")
    var preview = false

    func run() async throws {
        let project = try XcodeProject.load(URL(fileURLWithPath: self.project))
        guard let target else { return try list(project) }
        let folder = output.map { URL(fileURLWithPath: $0) } ?? project.directory.appendingPathComponent(".vitrine/\(target)")
        let result = try options.importTarget(named: target, of: project, into: folder)
        options.report(result)
        print("building \(result.product)…")
        try Shell.build(["--package-path", folder.path, "--product", result.product])
        let bin = try Shell.output("swift", ["build", "--package-path", folder.path, "--show-bin-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let executable = URL(fileURLWithPath: bin).appendingPathComponent(result.product).path
        if preview {
            var command = try PreviewCommand.parse(["--extension", executable])
            try await command.run()
            return
        }
        print("next:")
        print("  vitrine preview --extension \(executable)")
        if let manifest = result.manifest { print("  vitrine apps install \(manifest.path)") }
    }

    func list(_ project: XcodeProject) throws {
        let configuration = options.configuration ?? project.previewConfigurationName
        var widgets: [String] = []
        var apps: [String] = []
        for target in project.targets {
            // One target's missing Info.plist or entitlements must not hide the others.
            do {
                let settings = try project.settings(for: target, configuration: configuration)
                let id = try settings.value("PRODUCT_BUNDLE_IDENTIFIER")
                switch try project.role(of: target, configuration: configuration) {
                case .widgetExtension: widgets.append("  \(target.name)  \(id)")
                case .intentsExtension: widgets.append("  \(target.name)  \(id)  (Intents extension)")
                case .application:
                    let groups = try project.appGroups(settings: settings)
                    let schemes = XcodeProject.urlSchemes(info: try project.infoDictionary(settings: settings))
                    apps.append(
                        "  \(target.name)  \(id)  groups: \(groups.joined(separator: ",").ifEmpty("none"))  schemes: \(schemes.joined(separator: ",").ifEmpty("none"))"
                    )
                default: continue
                }
            } catch {
                print("warning: target \(target.name): \(error)")
            }
        }
        print("widget extensions in \(project.bundle.lastPathComponent) (\(configuration)):")
        print(widgets.isEmpty ? "  none" : widgets.joined(separator: "\n"))
        print("apps:")
        print(apps.isEmpty ? "  none" : apps.joined(separator: "\n"))
        if let first = widgets.first?.split(separator: " ").first {
            print("build one: vitrine open \(self.project) --target \(first)")
        }
    }
}
