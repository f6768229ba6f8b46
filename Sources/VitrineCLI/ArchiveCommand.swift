import ArgumentParser
import Foundation
import WidgetArchive

/// `vitrine archive FILE…`: validates view archives and prints their dumps.
struct ArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Validate view archives (JSON written by an extension's `dump --json`) and print them."
    )

    @Argument(help: "Archive files.", completion: .file(extensions: ["json"]))
    var files: [String]

    @Flag(help: "Only validate; print nothing for valid archives.")
    var quiet = false

    func run() throws {
        var failures = 0
        for file in files {
            do {
                let archive = try ArchiveCodec.decode(try Data(contentsOf: URL(fileURLWithPath: file)))
                if !quiet { print("# \(file)\n" + ArchiveDump.dump(archive)) }
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
