internal import ExtensionProtocol
import Foundation
import SwiftUI

extension Widget {
    /// Entry point of an extension whose `@main` type is a single widget.
    @MainActor public static func main() {
        let widget = Self()
        ExtensionRuntime.run(widgets: WidgetRegistry.widgets(single: widget), activities: WidgetRegistry.activities(single: widget))
    }
}

extension WidgetBundle {
    /// Entry point of an extension whose `@main` type is a bundle.
    @MainActor public static func main() {
        let bundle = Self()
        ExtensionRuntime.run(widgets: WidgetRegistry.widgets(in: bundle), activities: WidgetRegistry.activities(in: bundle))
    }
}

/// Runs the extension process: lists its widgets, or asks its providers for entries and
/// prints their archives (`dump`). Xcode's `_XCWidgetKind`/`_XCWidgetFamily`/
/// `_XCWidgetDefaultView` variables select what to show, as in Xcode's widget simulator.
@MainActor
enum ExtensionRuntime {
    static func run(widgets: [WidgetDescription], activities: [ActivityDescription] = []) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        if let socket = environment[ExtensionProtocol.socketEnvironmentKey], !socket.isEmpty {
            Task { @MainActor in exit(await ExtensionServer.serve(widgets: widgets, socketPath: socket)) }
            dispatchMain()
        }
        let command: ExtensionCommand
        do {
            command = try ExtensionCommand.parse(arguments, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n\n\(ExtensionCommand.usage)\n".utf8))
            exit(2)
        }
        switch command {
        case .help:
            print(ExtensionCommand.usage)
            exit(0)
        case .list:
            print(
                WidgetListing.text(
                    widgets, activities: activities, executable: CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "extension"))
            exit(0)
        case .xcodeRun(let options):
            // Xcode shows the chosen widget; `vitrine preview` renders it. Without `vitrine`
            // (beside this executable or on PATH), print the archives instead.
            if let vitrine = VitrineLocator.find() {
                VitrineLocator.execPreview(vitrine, options)
            }
            FileHandle.standardError.write(
                Data("note: `vitrine` was not found beside this executable or on PATH; printing archives instead of rendering PNGs\n".utf8))
            Task { @MainActor in
                exit(await ArchiveDumper(widgets: widgets, options: options).run() == 0 ? 0 : 1)
            }
            dispatchMain()
        case .dump(let options):
            // Providers may complete on the main queue, so keep it running while we wait.
            Task { @MainActor in
                let failures = await ArchiveDumper(widgets: widgets, options: options).run()
                exit(failures == 0 ? 0 : 1)
            }
            dispatchMain()
        }
    }
}

enum WidgetListing {
    @MainActor static func text(_ widgets: [WidgetDescription], activities: [ActivityDescription] = [], executable: String) -> String {
        var lines = ["\(widgets.count) widget\(widgets.count == 1 ? "" : "s") in \(executable):"]
        for w in widgets {
            lines.append("  \(w.kind)")
            if !w.displayName.isEmpty { lines.append("    name: \(w.displayName)") }
            if !w.description.isEmpty { lines.append("    description: \(w.description)") }
            lines.append("    families: \(w.supportedFamilies.map(\.description).joined(separator: ", "))")
            if case .intent(let intent) = w.configurationKind { lines.append("    configured by: \(intent)") }
        }
        // Live Activities are listed apart: they are not widgets a person places.
        if !activities.isEmpty {
            lines.append("")
            lines.append("\(activities.count) Live Activit\(activities.count == 1 ? "y" : "ies") (ActivityConfiguration, not placeable):")
            for activity in activities { lines.append("  \(activity.attributesType)") }
        }
        let previews = PreviewCatalog.previews
        if !previews.isEmpty {
            lines.append("")
            lines.append("\(previews.count) preview\(previews.count == 1 ? "" : "s") (#Preview):")
            for p in previews { lines.append("  " + previewLine(p)) }
        }
        lines.append("")
        lines.append("Show a widget's archived entries:")
        lines.append("  \(executable) dump --kind <kind> --family <family> --view timeline")
        lines.append("  _XCWidgetKind=<kind> _XCWidgetFamily=medium _XCWidgetDefaultView=timeline \(executable)")
        if !previews.isEmpty {
            lines.append("Show the previews' entries: \(executable) dump --previews; render them: vitrine preview --extension \(executable) --previews")
        }
        return lines.joined(separator: "\n")
    }

    /// `"Healing" com.mygame.character-detail systemSmall timeline at GameWidgets/CharacterDetailWidget.swift:201`
    @MainActor static func previewLine(_ p: WidgetPreview) -> String {
        let title = p.name.map { "\"\($0)\"" } ?? "(unnamed)"
        return "\(title) \(p.widget?.kind ?? (p.kindName.isEmpty ? p.widgetType : p.kindName)) \(p.presentationName) \(p.form) at \(p.location)"
    }
}

/// Finds the `vitrine` tool for a direct (Xcode-style) run and hands the process over to it.
enum VitrineLocator {
    static func find() -> String? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [own.appendingPathComponent("vitrine").path]
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(directory) + "/vitrine")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Replaces this process with `vitrine preview` for the selected widget; returns only if exec fails.
    static func execPreview(_ vitrine: String, _ options: ExtensionCommand.DumpOptions) {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var arguments = [vitrine, "preview", "--extension", own, "--color-scheme", options.colorScheme == .dark ? "dark" : "light"]
        if let kind = options.kind { arguments += ["--kind", kind] }
        if let family = options.family { arguments += ["--family", family.description] }
        if options.views.count == 1 { arguments += ["--view", options.views[0].rawValue] }
        // The preview launches this extension again, as a host would; it must not come back here.
        for key in ["_XCWidgetKind", "_XCWidgetFamily", "_XCWidgetDefaultView"] { unsetenv(key) }
        let argv = arguments.map { strdup($0) } + [nil]
        execv(vitrine, argv)
        FileHandle.standardError.write(Data("note: could not start \(vitrine): \(String(cString: strerror(errno)))\n".utf8))
    }
}

/// The entry point of an Intents extension built as its own executable (the seed's second
/// layout): it has no widgets and answers the host's option and default requests for the
/// intents registered in `INExtensionRegistry`. The IntentDefinitions plugin generates the
/// `main` that calls it; authors do not.
public enum IntentsExtensionMain {
    /// Serves the host until it closes the connection; without a host, lists the intents.
    @MainActor public static func run() -> Never {
        if let socket = ProcessInfo.processInfo.environment[ExtensionProtocol.socketEnvironmentKey], !socket.isEmpty {
            Task { @MainActor in exit(await ExtensionServer.serve(widgets: [], socketPath: socket)) }
            dispatchMain()
        }
        let handler = INExtensionRegistry.principalClass.map { String(describing: $0) } ?? "none"
        print(
            "Intents extension (handler: \(handler)); intents: \(INExtensionRegistry.supportedIntents.map { String(describing: $0) }.joined(separator: ", "))")
        print("The host starts it to ask for configuration options (docs/CONFIGURATION.md).")
        exit(0)
    }
}
