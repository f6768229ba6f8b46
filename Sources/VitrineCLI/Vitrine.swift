import ArgumentParser
import Foundation

@main
struct Vitrine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "WidgetKit for Linux: preview widgets, run them under the reload budget, inspect and render archives.",
        subcommands: [
            PreviewCommand.self, ServeCommand.self, AppsCommand.self, WidgetsCommand.self, StatusCommand.self, LogCommand.self,
            SimulateCommand.self, SystemCommand.self, RenderCommand.self, ArchiveCommand.self, DevicesCommand.self, OpenCommand.self, ImportCommand.self,
        ]
    )
}
