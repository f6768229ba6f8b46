import Foundation

/// Other renderers of the reference widget, measured in the same run as Vitrine so that the
/// ratios compare like with like on a noisy machine (docs/BENCHMARKS.md, "Same-run peers").
///
/// Each peer is a script in scripts/peers/ that loads once, renders the widget warm `rounds`
/// times to PNG bytes in memory and prints one `PEER <name> median_ms=… p95_ms=… …` line; this
/// runs the scripts one after the other and reads that line. scripts/bench-baselines.sh
/// installs what they need; a peer that is not installed is reported as unavailable, never
/// silently left out.
enum PeerRenderers {
    /// The peers in the order they run: Takumi (takumi-py 0.3.0) and Chromium with default
    /// flags (headless, DevTools `Page.setDocumentContent` + `Page.captureScreenshot`).
    static let names = ["takumi", "chromium"]

    /// One peer's outcome: figures when it ran, else why not. A plain struct of optionals: a
    /// payload enum here made Swift 6.3's optimizer crash (CopyPropagation ownership check) in
    /// release builds of code that read it.
    struct Peer: Sendable, CustomStringConvertible {
        /// `takumi`, `chromium` or `chromium-unthrottled`.
        let name: String
        /// Warm per-render wall time in ms: median, 95th percentile, fastest (nil when unavailable).
        var median: Double?
        var p95: Double?
        var fastest: Double?
        /// Renders measured, and the size of the last PNG.
        var rounds = 0
        var pngBytes = 0
        /// Why there are no figures: "not installed: run scripts/bench-baselines.sh", or the
        /// script's failure. nil when measured.
        var unavailable: String?

        init(name: String, median: Double, p95: Double, fastest: Double, rounds: Int, pngBytes: Int) {
            self.name = name
            self.median = median
            self.p95 = p95
            self.fastest = fastest
            self.rounds = rounds
            self.pngBytes = pngBytes
        }

        init(name: String, unavailable: String) {
            self.name = name
            self.unavailable = unavailable
        }

        /// A line for the benchmark's report.
        var description: String {
            guard let median, let p95, let fastest else { return "peer \(name): unavailable (\(unavailable ?? "no figures"))" }
            return "peer " + name.padding(toLength: 23, withPad: " ", startingAt: 0)
                + String(format: "median %7.3f ms   p95 %7.3f ms   min %7.3f ms   %d renders, %d bytes", median, p95, fastest, rounds, pngBytes)
        }
    }

    /// Renders the reference widget `rounds` times warm with each peer (after the peer's own
    /// warm-up of max(5, rounds/10) renders) and returns one `Peer` per name in `names`, plus
    /// `chromium-unthrottled` (no vsync or frame-rate limit, `optimizeForSpeed`) when asked.
    /// Blocks for roughly 1–2 s of start-up per peer plus rounds × (3 ms Takumi, 50 ms Chromium).
    /// `outputDirectory`, when given, receives each peer's last image as `<name>.png`.
    static func measure(rounds: Int, outputDirectory: String?, includeUnthrottledChromium: Bool = false) -> [Peer] {
        let repository = findRepository()
        var peers: [Peer] = []
        for name in names + (includeUnthrottledChromium ? ["chromium-unthrottled"] : []) {
            guard let repository else {
                peers.append(Peer(name: name, unavailable: "scripts/peers/ not found above the working directory or vitrine-bench"))
                continue
            }
            peers.append(run(name, rounds: max(1, rounds), repository: repository, outputDirectory: outputDirectory))
        }
        return peers
    }

    /// `ratio_to_takumi=… ratio_to_chromium=…` (Vitrine's median over each peer's), `n/a` for a
    /// peer without figures, for the benchmark's RESULT line.
    static func ratioFields(vitrineMedianMs: Double, peers: [Peer]) -> String {
        peers.map { peer in
            let key = "ratio_to_" + peer.name.replacingOccurrences(of: "-", with: "_")
            guard let median = peer.median, median > 0 else { return key + "=n/a" }
            return key + String(format: "=%.3f", vitrineMedianMs / median)
        }.joined(separator: " ")
    }

    // MARK: - Running one peer

    /// The exit status the scripts use for "a piece is not installed".
    private static let notInstalledStatus: Int32 = 3
    private static let notInstalled = "not installed: run scripts/bench-baselines.sh"

    private static func run(_ name: String, rounds: Int, repository: URL, outputDirectory: String?) -> Peer {
        let venvPython = repository.appendingPathComponent(".build-peers/venv/bin/python").path
        let fileManager = FileManager.default
        var arguments: [String]
        let python: String
        switch name {
        case "takumi":
            guard fileManager.isExecutableFile(atPath: venvPython) else { return Peer(name: name, unavailable: notInstalled) }
            python = venvPython
            arguments = ["scripts/peers/takumi_render.py"]
        default:
            // Chromium's script needs only the standard library: the venv's Python when there, else python3.
            guard let chromium = executable("chromium") ?? executable("chromium-browser"), !chromium.isEmpty else {
                return Peer(name: name, unavailable: notInstalled + " (no chromium on PATH)")
            }
            guard let found = fileManager.isExecutableFile(atPath: venvPython) ? venvPython : executable("python3") else {
                return Peer(name: name, unavailable: notInstalled + " (no python3 on PATH)")
            }
            python = found
            arguments = ["scripts/peers/chromium_render.py"] + (name == "chromium-unthrottled" ? ["--unthrottled"] : [])
        }
        arguments += ["--rounds", String(rounds)]
        if let outputDirectory {
            try? fileManager.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            arguments += ["--out", URL(fileURLWithPath: outputDirectory).appendingPathComponent("\(name).png").path]
        }
        // Generous: start-up, warm-up and the rounds at 20 times the reference figures.
        let timeout = 120 + Double(rounds) * (name == "takumi" ? 0.2 : 1.0)
        let result = runProcess(python, arguments, directory: repository, timeout: timeout)
        return peer(from: result, name: name)
    }

    /// Reads the PEER line of a finished script, or says why there is none.
    static func peer(from result: ProcessResult, name: String) -> Peer {
        let errorText = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        let lastError = errorText.split(separator: "\n").suffix(3).joined(separator: " | ")
        if result.timedOut { return Peer(name: name, unavailable: "timed out after \(Int(result.seconds)) s" + (lastError.isEmpty ? "" : ": " + lastError)) }
        if result.status == notInstalledStatus { return Peer(name: name, unavailable: notInstalled + (lastError.isEmpty ? "" : " (\(lastError))")) }
        guard result.status == 0 else { return Peer(name: name, unavailable: "exit status \(result.status)" + (lastError.isEmpty ? "" : ": " + lastError)) }
        guard let line = result.standardOutput.split(separator: "\n").last(where: { $0.hasPrefix("PEER \(name) ") }) else {
            return Peer(name: name, unavailable: "no PEER line in its output")
        }
        var fields: [String: String] = [:]
        for pair in line.split(separator: " ").dropFirst(2) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let median = fields["median_ms"].flatMap(Double.init), let p95 = fields["p95_ms"].flatMap(Double.init),
            let fastest = fields["min_ms"].flatMap(Double.init), let rounds = fields["rounds"].flatMap(Int.init),
            let bytes = fields["bytes"].flatMap(Int.init), median.isFinite, median > 0
        else {
            return Peer(name: name, unavailable: "unreadable PEER line: \(line)")
        }
        return Peer(name: name, median: median, p95: p95, fastest: fastest, rounds: rounds, pngBytes: bytes)
    }

    /// The checkout holding scripts/peers/: searched upwards from the working directory, then
    /// from vitrine-bench's own folder (.build/<config>/ inside the checkout).
    private static func findRepository() -> URL? {
        let starts = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("scripts/peers/takumi_render.py").path) { return folder }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    // MARK: - Subprocess

    /// What a finished script left.
    struct ProcessResult: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
        var seconds: Double
    }

    /// Runs a program to the end, reading stdout and stderr at the same time (a child that fills
    /// one pipe while we wait on the other would hang), killing it after `timeout` seconds.
    private static func runProcess(_ program: String, _ arguments: [String], directory: URL, timeout: Double) -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"  // no __pycache__ in scripts/peers/
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            try process.run()
        } catch {
            return ProcessResult(status: -1, standardOutput: "", standardError: "cannot start \(program): \(error)", timedOut: false, seconds: 0)
        }
        final class Collected: @unchecked Sendable { var errorData = Data(); var timedOut = false }
        let collected = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { collected.errorData = error.fileHandleForReading.readDataToEndOfFile() }
        // On timeout: SIGTERM (the Chromium script then closes its browser), SIGKILL 10 s later.
        let pid = process.processIdentifier
        let terminate = DispatchSource.makeTimerSource(), forceKill = DispatchSource.makeTimerSource()
        terminate.schedule(deadline: .now() + timeout)
        terminate.setEventHandler {
            collected.timedOut = true; kill(pid, SIGTERM)
        }
        forceKill.schedule(deadline: .now() + timeout + 10)
        forceKill.setEventHandler { kill(pid, SIGKILL) }
        terminate.resume()
        forceKill.resume()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        terminate.cancel()
        forceKill.cancel()
        return ProcessResult(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: collected.errorData, as: UTF8.self), timedOut: collected.timedOut,
            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
