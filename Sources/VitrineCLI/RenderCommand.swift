import ArgumentParser
import AssetCatalog
import Foundation
import WidgetArchive
import WidgetLayout
import WidgetRender

/// `vitrine render ARCHIVE`: lays out and draws a view archive to PNG or SVG, and shows
/// every diagnostic (overflow, truncation, missing glyphs and assets, image area…).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a view archive (from an extension's `dump --json`) to PNG or SVG."
    )

    @Argument(help: "The archive JSON file.", completion: .file(extensions: ["json"]))
    var archive: String

    @Option(name: [.short, .long], help: "Output file; .svg writes SVG, anything else PNG. Default: the archive's name with .png.")
    var output: String?

    @Option(help: "Device pixels per point (1, 2 or 3).")
    var scale: Double = 2

    @Option(help: "Display time for dynamic dates and timers, ISO 8601 (default: the dates themselves).")
    var now: String?

    @Option(help: "Directory holding the extension's resource bundles (asset catalogs, fonts); default: the archive's directory.")
    var resources: String?

    @Option(help: "Device preset for corner radius and scale checks (see `vitrine devices`).")
    var device: String?

    @Flag(help: "Print the laid-out tree (frames per node).")
    var dumpLayout = false

    @Flag(help: "Print the display list.")
    var dumpDisplayList = false

    func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        if let now, ISO8601DateFormatter().date(from: now) == nil { throw ValidationError("--now must be ISO 8601, e.g. 2026-06-01T10:42:00Z") }
        if let device, WidgetDevice.preset(named: device) == nil { throw ValidationError("unknown device \"\(device)\" (see `vitrine devices`)") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: archive)
        let decoded: ViewArchive
        do {
            decoded = try ArchiveCodec.decode(try Data(contentsOf: url))
        } catch {
            FileHandle.standardError.write(Data("error: \(archive): \(error)\n".utf8))
            throw ExitCode(1)
        }
        let resourceDirectory = URL(fileURLWithPath: resources ?? url.deletingLastPathComponent().path)
        // The host's setup (corner radius and clip of the device, the folder's bundled fonts
        // and catalogs), so this image is the one the home screen shows.
        let setup = RenderSetup(
            device: device.flatMap(WidgetDevice.preset(named:)) ?? .default, scale: scale,
            resources: .inDirectory(resourceDirectory))
        let pipeline = setup.pipeline(at: now.flatMap { ISO8601DateFormatter().date(from: $0) })
        let destination = output ?? url.deletingPathExtension().appendingPathExtension("png").path
        let result = pipeline.render(decoded, as: destination.hasSuffix(".svg") ? .svg : .png)
        try result.data.write(to: URL(fileURLWithPath: destination))

        if dumpLayout { print(LayoutDump.dump(result.tree), terminator: "") }
        if dumpDisplayList { print(DisplayListDump.dump(result.displayList), terminator: "") }
        print("wrote \(destination) (\(result.pixelWidth)x\(result.pixelHeight))")
        for diagnostic in result.diagnostics { print("  \(diagnostic)") }
    }
}
