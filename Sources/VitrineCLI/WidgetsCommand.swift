import ArgumentParser
import ExtensionProtocol
import Foundation
import HostProtocol
import VitrineHost
import VitrineStore
import WidgetArchive

/// `vitrine widgets add|list|remove|move|reload|tap|regions`: widget instances on the home screen's pages.
struct WidgetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgets",
        abstract: "Add, list, configure, remove, move, reload and tap widget instances.",
        subcommands: [Add.self, List.self, Configure.self, Remove.self, Move.self, Reload.self, Tap.self, Regions.self]
    )

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Place a widget; the host asks its extension for a snapshot, then a timeline.")

        @OptionGroup var host: HostOptions
        @OptionGroup(title: "Widgets' environment") var display: DisplayOptions
        @OptionGroup(title: "Reload policy") var policy: PolicyOptions
        @Argument(help: "The widget kind (see `vitrine apps list`).") var kind: String
        @Option(help: "systemSmall, systemMedium, systemLarge, systemExtraLarge, accessory… (or small, medium…).")
        var family: String = "systemSmall"
        @Option(help: "The app that owns the kind (needed only when two apps declare it).") var app: String?
        @Option(help: "Home screen page (from 0).") var page: Int = 0
        @Option(help: "Position on the page (default: last).") var position: Int?
        @Option(
            name: .customLong("set"),
            help:
                "name=value: a configurable widget's parameter (repeatable; see `vitrine widgets configure --help`). Unset ones start with the app's defaults.")
        var settings: [String] = []

        func run() async throws {
            let daemon = try host.openDaemon(display, policy)
            try await daemon.start()
            let store = daemon.store
            let kinds = try store.kinds().filter { $0.kind == kind && (app == nil || $0.appID == app) }
            guard let found = kinds.first else { throw ValidationError("no installed widget of kind \(kind) (see `vitrine apps list`)") }
            guard kinds.count == 1 else { throw ValidationError("\(kind) is declared by \(kinds.map(\.appID).joined(separator: " and ")); choose with --app") }
            let familyName = try WidgetFamilyName.parse(family).rawValue
            var values: ConfigurationValues?
            if !settings.isEmpty {
                guard let schema = found.configurationSchema else {
                    await daemon.shutdown()
                    throw ValidationError("\(kind) has nothing to configure (its widget uses a StaticConfiguration); drop --set")
                }
                values = try ConfigurationInput.values(settings, schema: schema).set
            }
            let instance: InstanceRecord
            do {
                instance = try await daemon.addWidget(
                    appID: found.appID, kind: kind, family: familyName, page: page, position: position, configuration: values)
            } catch {
                await daemon.shutdown()
                throw ValidationError("\(error)")
            }
            print("added #\(instance.id) \(kind) \(familyName) on page \(instance.page) at \(instance.position)")
            if let schema = found.configurationSchema {
                print("  configuration: \(InstanceConfiguration(instance: instance, schema: schema).summary)")
            }
            for event in try store.events(instanceID: instance.id, limit: 20).reversed() {
                print("  \(LogCommand.line(event))")
            }
            let image = try host.configuration().currentImage(of: instance.id)
            if FileManager.default.fileExists(atPath: image.path) { print("  image: \(image.path)") }
            await daemon.shutdown()
            host.notifyRunningHost()
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List widget instances by page.")

        @OptionGroup var host: HostOptions

        func run() async throws {
            let store = try host.openStore()
            let configuration = try host.configuration()
            let instances = try store.instances()
            let schemas = Dictionary(
                try store.kinds().compactMap { kind in kind.configurationSchema.map { (kind.extensionID + "|" + kind.kind, $0) } },
                uniquingKeysWith: { first, _ in first })
            if instances.isEmpty { print("no widgets (vitrine widgets add KIND --family systemMedium)") }
            for instance in instances {
                let timeline = try store.timeline(instanceID: instance.id)
                let summary =
                    timeline.map {
                        "\($0.entries.count) entries, policy \($0.timeline.policyKind)\($0.timeline.policyDate.map { " \($0.ISO8601Format())" } ?? ""), fetched \($0.timeline.fetchedAt.ISO8601Format())"
                    } ?? "no timeline yet"
                print("#\(instance.id)  page \(instance.page) pos \(instance.position)  \(instance.kind)  \(instance.family)  (\(instance.appID))  \(summary)")
                if let schema = schemas[instance.extensionID + "|" + instance.kind] {
                    let form = InstanceConfiguration(instance: instance, schema: schema)
                    print("    configuration: \(form.summary)\(form.problem == nil ? "" : " (stored configuration unreadable)")")
                }
                print("    image: \(configuration.currentImage(of: instance.id).path)")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a widget instance.")

        @OptionGroup var host: HostOptions
        @Argument(help: "The instance id (see `vitrine widgets list`).") var id: Int64

        func run() async throws {
            let daemon = try host.openDaemon()
            try await daemon.start()
            try await daemon.removeWidget(id: id)
            await daemon.shutdown()
            print("removed #\(id)")
            host.notifyRunningHost()
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move a widget instance to a page and position.")

        @OptionGroup var host: HostOptions
        @Argument(help: "The instance id.") var id: Int64
        @Option(help: "Target page.") var page: Int
        @Option(help: "Position on the target page (default: last).") var position: Int = Int.max

        func run() async throws {
            let daemon = try host.openDaemon()
            try await daemon.start()
            let moved = try await daemon.moveWidget(id: id, page: page, position: position)
            await daemon.shutdown()
            print("#\(id) is now on page \(moved.page) at \(moved.position)")
            host.notifyRunningHost()
        }
    }

    struct Reload: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Ask the running host to reload widgets now, as a user action (exempt from the budget).")

        @OptionGroup var host: HostOptions
        @Argument(help: "Instance ids.") var ids: [Int64]

        func run() async throws {
            guard let result = host.runningHost(.reload(instances: ids)) else {
                throw ValidationError("no running host (start one with `vitrine serve`)")
            }
            switch result {
            case .value(.string(let text)): print(text)
            case .error(let error): throw ValidationError("\(error)")
            default: print("ok")
            }
        }
    }

    struct Tap: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Tap a widget on the running host: its App Intent button or toggle there runs in the extension, or its Link, else its widgetURL, else a user activity goes to its app."
        )

        @OptionGroup var host: HostOptions
        @Argument(help: "The instance id.") var id: Int64
        @Argument(help: "Points from the widget's left edge.") var x: Double
        @Argument(help: "Points from the widget's top edge.") var y: Double
        @Flag(help: "Print the result as JSON.") var json = false

        func run() async throws {
            guard let result = host.runningHost(.tap(instance: id, x: x, y: y)) else {
                throw ValidationError("no running host (start one with `vitrine serve`)")
            }
            switch result {
            case .tap(let tap):
                if json {
                    print(tap.json())
                    return
                }
                if tap.target == .intent {
                    print("intent: \(tap.intent ?? "?")\(tap.url.map { " (opens the app: \($0))" } ?? "")")
                } else {
                    print("\(tap.target.rawValue): \(tap.url ?? "activity kind=\(tap.kind) family=\(tap.family)")")
                }
                print("\(tap.delivery.rawValue): \(tap.message)")
                if tap.delivery == .refused || tap.delivery == .failed { throw ExitCode(2) }
            case .error(let error): throw ValidationError("\(error)")
            default: print("ok")
            }
        }
    }
}
