import ArgumentParser
import Foundation

@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "WidgetKit for Linux: inspect, lay out and render widget archives.",
        subcommands: [RenderCommand.self, ArchiveCommand.self, DevicesCommand.self]
    )
}
