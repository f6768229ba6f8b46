import Foundation
import VitrineHost
import WidgetArchive

/// `vitrine-bench instructions --renders N [--layout-only]`: a fixed amount of work and no
/// timing, for `scripts/bench-instructions.sh`, which runs it under callgrind with N and 2N and
/// divides the difference by N (start-up and first-render costs cancel out).
///
/// One render is the host's: the reference widget through `EntryImageRenderer` (a new pipeline
/// for the entry, the extension's resources as the host keeps them, layout → display list →
/// raster → PNG) at a fixed date, so the same build does exactly the same work every run. One
/// layout is the host's layout of that entry (`EntryImageRenderer.layout`, as for a tap).
enum InstructionsMode {
    /// The entry date of every render: nothing drawn depends on the clock.
    static let date = Date(timeIntervalSince1970: 1_780_310_520)

    /// The default extension: an executable path in an empty folder, the same for every build,
    /// so the count is the engine and the host's per-render bookkeeping, not whatever resource
    /// bundles happen to lie in the build folder being measured (which differs between a
    /// worktree built for one product and a checkout where everything was built).
    static let emptyExtension = "/tmp/vitrine-bench-instructions/extension"

    /// Does `renders` host-path renders (or layouts, with `layoutOnly`) of the reference widget
    /// and prints one `INSTRUCTIONS` line with a checksum of the output, so a run that did
    /// nothing shows. `extensionExecutable` is the extension whose resources the host path
    /// uses (default `emptyExtension`).
    static func run(renders: Int, layoutOnly: Bool, extensionExecutable: String? = nil) {
        let executable = extensionExecutable ?? emptyExtension
        if extensionExecutable == nil {
            try? FileManager.default.createDirectory(atPath: (emptyExtension as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
        }
        let archive = ReferenceWidget.archive
        let host = EntryImageRenderer(device: .default, scale: 2)
        var checksum = 0
        for _ in 0..<max(0, renders) {
            if layoutOnly {
                let tree = host.layout(archive, at: date, extensionExecutable: executable)
                checksum &+= tree.root.all.count &+ Int(tree.size.width * 1000)
            } else {
                let output = host.render(archive, at: date, extensionExecutable: executable)
                checksum &+= output.png.count &+ output.pixelWidth &* output.pixelHeight
            }
        }
        print("INSTRUCTIONS \(layoutOnly ? "layouts" : "renders")=\(renders) checksum=\(checksum)")
    }

    /// The command line: `--renders N` (default 10), `--layout-only`, `--extension PATH`.
    /// Returns the exit status (2 for bad arguments).
    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        var renders = 10
        if let text = value("--renders") {
            guard let count = Int(text), count >= 0 else {
                FileHandle.standardError.write(Data("vitrine-bench instructions: --renders takes a count, not \(text)\n".utf8))
                return 2
            }
            renders = count
        }
        run(renders: renders, layoutOnly: arguments.contains("--layout-only"), extensionExecutable: value("--extension"))
        return 0
    }
}
