import ArgumentParser
import Foundation
import VitrineHost
import VitrineStore

/// `vitrine apps install|list|remove`: the apps whose widget extensions the host runs.
struct AppsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Install, list and remove apps (and their widget extensions).",
        subcommands: [Install.self, List.self, Remove.self, Run.self]
    )

    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run an installed app's executable as the host would: with its App Group containers and the control socket.")

        @OptionGroup var host: HostOptions
        @Argument(help: "The app id.") var id: String
        @Argument(parsing: .postTerminator, help: "Arguments for the app (after --).") var arguments: [String] = []

        func run() async throws {
            let daemon = try host.openDaemon()
            try await daemon.start()
            guard let app = try daemon.store.app(id: id) else { throw ValidationError("no installed app \(id) (see `vitrine apps list`)") }
            guard let executable = app.executable else { throw ValidationError("\(id) declares no executable in its manifest") }
            let environment = try await daemon.appEnvironment(appID: id)
            await daemon.shutdown()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
        }
    }

    struct Install: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Install an app from its manifest (docs/MANIFEST.md); each extension describes its widgets.")

        @OptionGroup var host: HostOptions
        @Argument(help: "The app manifest (JSON).", completion: .file(extensions: ["json"]))
        var manifest: String
        @Option(help: "Where the manifest's relative executables are (default: beside the manifest, else beside `vitrine`).")
        var executables: String?
        @Flag(help: "Replace an installed app of the same id from another manifest file, executable or team (says what changes).")
        var replace = false

        func run() async throws {
            let url = URL(fileURLWithPath: manifest)
            let loaded = try ManifestLoader.load(url, executablesDirectory: executables.map { URL(fileURLWithPath: $0, isDirectory: true) })
            let daemon = try host.openDaemon()
            try await daemon.start()
            let result = try await daemon.installApp(manifest: loaded, manifestPath: url.standardizedFileURL.path, replace: replace)
            await daemon.shutdown()
            print("\(result.isReinstall ? "re-installed" : "installed") \(result.app.id) (\(result.app.name))")
            for change in result.replaced { print("  replaced \(change)") }
            for kind in try daemon.store.kinds(appID: result.app.id) {
                print("  \(kind.kind)  “\(kind.displayName)”  \(kind.supportedFamilies.joined(separator: ", "))")
            }
            if !result.removedInstanceIDs.isEmpty {
                print("  removed widgets whose kind is gone: \(result.removedInstanceIDs.map { "#\($0)" }.joined(separator: ", "))")
            }
            // Stored values the new version's schema refuses: the widget keeps the rest and shows
            // the app's defaults for these (docs/CONFIGURATION.md).
            for id in result.droppedConfigurations.keys.sorted() {
                let kind = (try? daemon.store.instance(id: id)).map { " (\($0.kind))" } ?? ""
                for drop in result.droppedConfigurations[id] ?? [] {
                    print("  dropped configuration of widget #\(id)\(kind): \(drop.name): \(drop.reason)")
                }
            }
            host.notifyRunningHost()
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List installed apps and their widget kinds.")

        @OptionGroup var host: HostOptions

        func run() async throws {
            let store = try host.openStore()
            let apps = try store.apps()
            if apps.isEmpty { print("no apps installed (vitrine apps install MANIFEST)") }
            for app in apps {
                print(
                    "\(app.id)  \(app.name)  executable: \(app.executable ?? "none")  schemes: \(app.urlSchemes.joined(separator: ",").ifEmpty("none"))  groups: \(app.appGroups.joined(separator: ",").ifEmpty("none"))"
                )
                for ext in try store.extensions(appID: app.id) {
                    print("  extension \(ext.id): \(ext.executable)")
                }
                for kind in try store.kinds(appID: app.id) {
                    print("    \(kind.kind)  “\(kind.displayName)”  \(kind.supportedFamilies.joined(separator: ", "))")
                }
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove an app with its widgets, timelines and images, and (unless --keep-data) its App Group containers and preferences.")

        @OptionGroup var host: HostOptions
        @Argument(help: "The app id.") var id: String
        @Flag(help: "Keep the app's App Group containers and preferences (a reinstall finds them again).")
        var keepData = false

        func run() async throws {
            let daemon = try host.openDaemon()
            try await daemon.start()
            let removal = try await daemon.removeApp(id: id, keepData: keepData)
            await daemon.shutdown()
            let removed = removal.instances
            print("removed \(id)" + (removed.isEmpty ? "" : " and its widgets \(removed.map { "#\($0)" }.joined(separator: ", "))"))
            for url in removal.deletedData { print("  deleted \(url.path)") }
            for url in removal.keptData { print("  kept \(url.path) (--keep-data)") }
            host.notifyRunningHost()
        }
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
