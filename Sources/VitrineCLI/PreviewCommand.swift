import ArgumentParser
import AssetCatalog
import ExtensionHost
import ExtensionProtocol
import Foundation
import WidgetArchive
import WidgetRender

/// `vitrine preview`: runs a widget extension as its own process (as WidgetKit does), asks
/// it for placeholder, snapshot and timeline, and renders every entry to PNG plus a contact
/// sheet per widget, family and appearance, like Xcode's timeline preview. The extension's
/// `#Preview(as:…)` declarations are listed and rendered too, entry by entry.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a widget extension's placeholder, snapshot, timeline and #Previews to PNGs and contact sheets."
    )

    @Option(name: .customLong("extension"), help: "The extension executable.", completion: .file())
    var extensionPath: String?

    @Option(help: "A SwiftPM executable product to build and preview instead of --extension.")
    var product: String?

    @Option(help: "The package holding --product.")
    var packagePath: String = "."

    @Option(help: "Only this widget kind.")
    var kind: String?

    @Option(help: "Families to render (repeatable; `systemSmall` or Xcode's `small`…). Default: every supported family.")
    var family: [String] = []

    @Option(help: "What to render: placeholder, snapshot, timeline (repeatable). Default: all three.")
    var view: [String] = []

    @Option(help: "light, dark or both.")
    var colorScheme: String = "both"

    @Option(help: "Device preset for widget sizes (see `vitrine devices`).")
    var device: String?

    @Option(help: "Device pixels per point (default: the device's).")
    var scale: Double?

    @Option(help: "Simulated display time, ISO 8601: placeholder and snapshot are shown then, and the timeline entry current at that time is marked.")
    var now: String?

    @Option(help: "Locale for the extension's environment.")
    var locale: String = "en_US"

    @Option(help: "Time zone for the extension's environment.")
    var timeZone: String = "UTC"

    @Option(name: .shortAndLong, help: "Directory for PNGs and contact sheets.")
    var output: String = "out/preview"

    @Option(help: "Seconds the extension may take per request.")
    var timeout: Double = 30

    @Option(help: "Memory the extension may use above its launch footprint, in MB (WidgetKit: about 30).")
    var memoryLimitMB: Int = 30

    @Option(
        name: .customLong("app-group-data"),
        help: "GROUP=DIR: the App Group's scratch container starts as a copy of DIR (repeatable). Every other group the extension asks for gets an empty one.")
    var appGroupData: [String] = []

    @Flag(help: "Render only the #Preview declarations, not the widgets' own placeholder, snapshot and timeline.")
    var previews = false

    @Option(name: .customLong("preview"), help: "Render only the #Preview with this name or id (repeatable; implies --previews).")
    var previewNames: [String] = []

    @Flag(help: "Leave out the #Preview declarations (rendered by default whenever the timeline is).")
    var noPreviews = false

    @Flag(help: "List the widgets and #Preview declarations, render nothing.")
    var list = false

    @Flag(help: "Rebuild (with --product) and re-render when sources change.")
    var watch = false

    @Flag(help: "Show private values in the extension's log messages instead of <private> (development only; also VITRINE_LOG_PRIVATE=1).")
    var logPrivate = false

    @Option(
        help:
            "A location for CoreLocation in the extension, \"latitude,longitude\" (default: $VITRINE_LOCATION); without one, location is denied, as for a widget the person has not allowed."
    )
    var location: String?

    @Option(
        name: .customLong("set"),
        help:
            "NAME=VALUE: configure a configurable widget (repeatable; list values comma-separated; a dynamic parameter takes an option's identifier or title).")
    var settings: [String] = []

    @Option(help: "A stand-alone Intents extension that serves the widget's options (the seed's second layout), for --set of dynamic parameters.")
    var intentsExtension: String?

    func validate() throws {
        guard (extensionPath == nil) != (product == nil) else { throw ValidationError("give exactly one of --extension and --product") }
        guard ["light", "dark", "both"].contains(colorScheme) else { throw ValidationError("--color-scheme is light, dark or both") }
        for v in view where ExtensionRequest.Method(rawValue: v) == nil || v == "describe" {
            throw ValidationError("unknown --view \(v) (placeholder, snapshot or timeline)")
        }
        if let device, WidgetDevice.preset(named: device) == nil { throw ValidationError("unknown device \"\(device)\" (see `vitrine devices`)") }
        if let now, ISO8601DateFormatter().date(from: now) == nil { throw ValidationError("--now must be ISO 8601, e.g. 2026-06-01T10:42:00Z") }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        if noPreviews && (previews || !previewNames.isEmpty) { throw ValidationError("--no-previews contradicts --previews and --preview") }
        for setting in settings where !setting.dropFirst().contains("=") { throw ValidationError("--set takes NAME=VALUE, not \"\(setting)\"") }
    }

    /// Only previews: no widget entries.
    var previewsOnly: Bool { previews || !previewNames.isEmpty }

    /// Previews come with the widgets' timelines unless left out, or asked for alone.
    var wantsPreviews: Bool { previewsOnly || list || (!noPreviews && (view.isEmpty || view.contains("timeline"))) }

    func run() async throws {
        var failures = try await renderOnce()
        // Output may go to a file or pipe, and --watch runs until interrupted: flush each pass.
        fflush(nil)
        guard watch else {
            if failures > 0 { throw ExitCode(1) }
            return
        }
        let watcher = SourceWatcher(
            root: URL(fileURLWithPath: product == nil ? URL(fileURLWithPath: extensionPath!).deletingLastPathComponent().path : packagePath))
        print("watching \(watcher.root.path) for changes (Ctrl-C to stop)")
        fflush(nil)
        while true {
            try await Task.sleep(nanoseconds: 1_000_000_000)
            if watcher.changed() {
                print("\nsources changed; rendering again")
                failures = (try? await renderOnce()) ?? 1
                fflush(nil)
            }
        }
    }

    /// CoreLocation's preview location variable (docs/FRAMEWORKS.md).
    static let locationEnvironmentKey = "VITRINE_LOCATION"

    /// What the extension's environment gets beyond the sandbox's own: the scratch App Groups,
    /// private log values when asked, and the preview location (`--location`, else the one this
    /// command was run with; the sandbox passes no other variable through).
    static func extensionEnvironment(groups: [String: String], logPrivate: Bool, location: String?, inherited: [String: String]) -> [String: String] {
        var environment = groups.merging(ExtensionLogPrinter.privateValuesEnvironment(flag: logPrivate)) { $1 }
        if let location = location ?? inherited[locationEnvironmentKey] { environment[locationEnvironmentKey] = location }
        return environment
    }

    /// One full pass; returns the number of failed requests.
    func renderOnce() async throws -> Int {
        let executable = try resolveExecutable()
        // Real widget code force-unwraps its App Group container: previews get scratch ones.
        let groups = try PreviewAppGroups(seeds: appGroupData)
        var sandbox = ExtensionSandbox.default
        sandbox.writablePaths.append(groups.root.path)
        let limits = ExtensionHostConfiguration(
            requestTimeout: timeout, memoryLimit: .overBaseline(memoryLimitMB * 1024 * 1024),
            environment: Self.extensionEnvironment(
                groups: groups.environment, logPrivate: logPrivate, location: location, inherited: ProcessInfo.processInfo.environment),
            sandbox: sandbox)
        let host = ExtensionHost(executable: executable, configuration: limits)
        // The Intents extension shares the widget extension's App Groups, as on iOS.
        let intentsHost = intentsExtension.map { ExtensionHost(executable: URL(fileURLWithPath: $0), configuration: limits) }
        defer {
            Task {
                await host.shutdown()
                await intentsHost?.shutdown()
            }
            groups.remove()
        }
        let preset = device.flatMap(WidgetDevice.preset(named:)) ?? .default
        let widgets: [WidgetDescriptor]
        var declared: [PreviewDescriptor] = []
        do {
            widgets = try await host.describe(onLog: ExtensionLogPrinter.print).filter { kind == nil || $0.kind == kind }
            if wantsPreviews { declared = try await host.previews(onLog: ExtensionLogPrinter.print) }
        } catch {
            FileHandle.standardError.write(Data("error: \(executable.lastPathComponent): \(error)\n".utf8))
            return 1
        }
        let folders = Dictionary(uniqueKeysWithValues: zip(declared.map(\.id), PreviewRenderer.folderNames(declared)))
        let selectedPreviews = declared.filter { p in
            (kind == nil || p.kind == kind)
                && (family.isEmpty || family.contains { Self.family(p.family, matches: $0) })
                && (previewNames.isEmpty || previewNames.contains { $0 == p.name || $0 == p.id || $0 == folders[p.id] })
        }
        if list {
            print("\(widgets.count) widget\(widgets.count == 1 ? "" : "s") in \(executable.lastPathComponent):")
            for w in widgets { print("  \(w.kind)  \(w.supportedFamilies.joined(separator: ", "))") }
            printPreviews(selectedPreviews)
            return 0
        }
        if !previewNames.isEmpty && selectedPreviews.isEmpty {
            let known = declared.map { "\($0.displayName) (\($0.id))" }.joined(separator: ", ")
            FileHandle.standardError.write(
                Data(
                    "error: no #Preview named \(previewNames.joined(separator: ", ")) in \(executable.lastPathComponent) (previews: \(known.isEmpty ? "none" : known))\n"
                        .utf8))
            return 1
        }
        if widgets.isEmpty && !previewsOnly {
            FileHandle.standardError.write(Data("error: no widget\(kind.map { " of kind \"\($0)\"" } ?? "") in \(executable.lastPathComponent)\n".utf8))
            return 1
        }
        var renderer = PreviewRenderer(
            executable: executable, device: preset, scale: scale ?? preset.scale,
            displayTime: now.flatMap { ISO8601DateFormatter().date(from: $0) },
            output: URL(fileURLWithPath: output))
        renderer.scaleWasGiven = scale != nil
        let schemes: [ArchiveEnvironment.ColorScheme] = colorScheme == "both" ? [.light, .dark] : colorScheme == "dark" ? [.dark] : [.light]
        let views = view.isEmpty ? [ExtensionRequest.Method.placeholder, .snapshot, .timeline] : view.compactMap(ExtensionRequest.Method.init)
        var failures = 0
        for widget in previewsOnly ? [] : widgets {
            let families =
                family.isEmpty
                ? widget.supportedFamilies
                : family.compactMap { name in
                    widget.supportedFamilies.first { Self.family($0, matches: name) }
                }
            for familyName in families {
                let configuration: ConfigurationValues?
                do {
                    configuration = try await PreviewConfiguration.values(
                        settings, for: widget, family: familyName, host: host, intentsExtension: intentsHost)
                } catch {
                    print("  ✗ \(widget.kind) \(familyName): \(error)")
                    failures += 1
                    continue
                }
                if let configuration, !configuration.isEmpty {
                    print("  \(widget.kind) \(familyName) configured: \(PreviewConfiguration.summary(configuration))")
                }
                for scheme in schemes {
                    failures += await renderer.render(
                        widget: widget, family: familyName, scheme: scheme, views: views, host: host,
                        locale: locale, timeZone: timeZone, configuration: configuration)
                }
            }
        }
        if wantsPreviews {
            printPreviews(selectedPreviews)
            for preview in selectedPreviews {
                for scheme in schemes {
                    failures += await renderer.render(
                        preview: preview, folder: folders[preview.id] ?? preview.id, scheme: scheme, host: host,
                        locale: locale, timeZone: timeZone)
                }
            }
        }
        print("images in \(URL(fileURLWithPath: output).standardizedFileURL.path)")
        return failures
    }

    /// `systemSmall` matches `systemSmall`, `small` and `SMALL`; `accessoryCircular` matches `circular`.
    static func family(_ family: String, matches name: String) -> Bool {
        let f = family.lowercased(), n = name.lowercased()
        return f == n || f == "system" + n || f == "accessory" + n
    }

    func printPreviews(_ previews: [PreviewDescriptor]) {
        print("\(previews.count) #Preview\(previews.count == 1 ? "" : "s"):")
        for p in previews {
            print("  \(p.name.map { "\"\($0)\"" } ?? "(unnamed)")  \(p.kind)  \(p.family)  \(p.form)  \(p.fileID):\(p.line)  id=\(p.id)")
        }
    }

    func resolveExecutable() throws -> URL {
        if let extensionPath {
            let url = URL(fileURLWithPath: extensionPath)
            guard FileManager.default.isExecutableFile(atPath: url.path) else { throw ValidationError("\(extensionPath) is not an executable file") }
            return url
        }
        let product = product!
        print("building \(product)…")
        try Shell.build(["--package-path", packagePath, "--product", product])
        let binPath = try Shell.output("swift", ["build", "--package-path", packagePath, "--show-bin-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: binPath).appendingPathComponent(product)
    }
}
