import Foundation
import VitrineHost
import WidgetArchive

/// `vitrine-bench instructions --renders N [--layout-only]`: a fixed amount of work and no
/// timing, for `scripts/bench-instructions.sh`, which runs it under callgrind counting only
/// `measuredLoop` (one pass before it takes process and font set-up out of the count), with N
/// and 2N and divides the difference by N.
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
            try? FileManager.default.createDirectory(
                atPath: (emptyExtension as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
        }
        let work = Work(
            host: EntryImageRenderer(device: .default, scale: 2), archive: ReferenceWidget.archive,
            executable: executable, layoutOnly: layoutOnly)
        // One unmeasured pass first: fontconfig's set-up (its configuration parsed by expat with a
        // random hash salt) and the first fonts and caches happen here, outside what is counted.
        var checksum = work.once()
        checksum &+= measuredLoop(work, count: max(0, renders))
        print("INSTRUCTIONS \(layoutOnly ? "layouts" : "renders")=\(renders) checksum=\(checksum)")
    }

    /// The counted loop: bench-instructions.sh collects only while this runs
    /// (`--toggle-collect=*InstructionsMode*measuredLoop*`), so its name is part of the contract.
    @inline(never)
    static func measuredLoop(_ work: Work, count: Int) -> Int {
        var checksum = 0
        for _ in 0..<count { checksum &+= work.once() }
        return checksum
    }

    /// One render or layout, returning a checksum of what it made.
    struct Work {
        let host: EntryImageRenderer
        let archive: ViewArchive
        let executable: String
        let layoutOnly: Bool

        @inline(never)
        func once() -> Int {
            if layoutOnly {
                let tree = host.layout(archive, at: InstructionsMode.date, extensionExecutable: executable)
                return tree.root.all.count &+ Int(tree.size.width * 1000)
            }
            let output = host.render(archive, at: InstructionsMode.date, extensionExecutable: executable)
            return output.png.count &+ output.pixelWidth &* output.pixelHeight
        }
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
