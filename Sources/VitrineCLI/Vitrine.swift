import ArgumentParser
import Foundation

@main
struct Vitrine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "WidgetKit for Linux: inspect, lay out and render widget archives.",
        subcommands: [PreviewCommand.self, RenderCommand.self, ArchiveCommand.self, DevicesCommand.self]
    )
}
