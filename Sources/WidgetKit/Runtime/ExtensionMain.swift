import Foundation
import SwiftUI
internal import ExtensionProtocol

extension Widget {
    /// Entry point of an extension whose `@main` type is a single widget.
    @MainActor public static func main() {
        ExtensionRuntime.run(widgets: WidgetRegistry.widgets(single: Self()))
    }
}

extension WidgetBundle {
    /// Entry point of an extension whose `@main` type is a bundle.
    @MainActor public static func main() {
        ExtensionRuntime.run(widgets: WidgetRegistry.widgets(in: Self()))
    }
}

/// Runs the extension process: lists its widgets, or asks its providers for entries and
/// prints their archives (`dump`). Xcode's `_XCWidgetKind`/`_XCWidgetFamily`/
/// `_XCWidgetDefaultView` variables select what to show, as in Xcode's widget simulator.
@MainActor
enum ExtensionRuntime {
    static func run(widgets: [WidgetDescription]) -> Never {
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
            print(WidgetListing.text(widgets, executable: CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "extension"))
            exit(0)
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
    @MainActor static func text(_ widgets: [WidgetDescription], executable: String) -> String {
        var lines = ["\(widgets.count) widget\(widgets.count == 1 ? "" : "s") in \(executable):"]
        for w in widgets {
            lines.append("  \(w.kind)")
            if !w.displayName.isEmpty { lines.append("    name: \(w.displayName)") }
            if !w.description.isEmpty { lines.append("    description: \(w.description)") }
            lines.append("    families: \(w.supportedFamilies.map(\.description).joined(separator: ", "))")
            if case .intent(let intent) = w.configurationKind { lines.append("    configured by: \(intent)") }
        }
        lines.append("")
        lines.append("Show a widget's archived entries:")
        lines.append("  \(executable) dump --kind <kind> --family <family> --view timeline")
        lines.append("  _XCWidgetKind=<kind> _XCWidgetFamily=medium _XCWidgetDefaultView=timeline \(executable)")
        return lines.joined(separator: "\n")
    }
}
