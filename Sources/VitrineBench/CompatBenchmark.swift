import Foundation

/// How much of a corpus of Xcode projects Vitrine takes unchanged (issue 21, docs/XCODE-CORPUS.md):
/// every widget extension target of every project under the corpus folder goes the way a person
/// takes it — `vitrine open` lists it, `vitrine import` writes its package, `swift build` builds
/// it, `vitrine preview` renders it — and the counts are printed.
///
/// The imported packages are built as dependencies of one aggregate package, so Vitrine's own
/// modules compile once rather than once per target; each target is still its own generated
/// package, built by product. A target is *previewed* when `vitrine preview` exits 0 having
/// written at least one PNG and every PNG is whole and not a single flat colour.
///
/// Baseline in the same run: a minimal widget (one `Text`) imported, built and previewed the same
/// way, after the shared modules are built; each target's build time is set against it.
struct CompatBenchmark {
    var corpus: URL
    var work: URL
    var vitrine: URL
    var checkout: URL
    /// Comma-separated target or project names to take alone (a project's name takes all its widgets).
    var only: String?

    static let usage = "compat [--corpus DIR] [--work DIR] [--vitrine PATH] [--only TARGET|PROJECT,…]"

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let vitrine = value("--vitrine").map { URL(fileURLWithPath: $0) } ?? own.appendingPathComponent("vitrine")
        guard FileManager.default.isExecutableFile(atPath: vitrine.path) else {
            FileHandle.standardError.write(Data("error: no vitrine at \(vitrine.path): build it (swift build --product vitrine) or pass --vitrine PATH\n".utf8))
            return 1
        }
        // The checkout: above the executable (.build/<config>/vitrine-bench), else above the current folder.
        var checkout: URL?
        for start in [own, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] where checkout == nil {
            var folder = start.standardizedFileURL
            while folder.path != "/" {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests/XcodeCorpus").path) {
                    checkout = folder
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        guard let checkout else {
            FileHandle.standardError.write(Data("error: cannot find the Vitrine checkout (Tests/XcodeCorpus); run from it\n".utf8))
            return 1
        }
        let benchmark = CompatBenchmark(
            corpus: value("--corpus").map { URL(fileURLWithPath: $0) } ?? checkout.appendingPathComponent("Tests/XcodeCorpus"),
            work: value("--work").map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitrine-compat"),
            vitrine: vitrine, checkout: checkout, only: value("--only"))
        do {
            return try benchmark.run() ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    /// One widget extension target of the corpus.
    struct Candidate {
        var project: URL
        var target: String
    }

    /// What happened to one target.
    struct Outcome {
        var name: String
        var compiled = false
        var previewed = false
        var buildSeconds: Double?
        var previewSeconds: Double?
        var images = 0
        var problem: String?
    }

    func run() throws -> Bool {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        // One run at a time per work folder: runs share its aggregate package and build.
        let lock = open(work.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0, flock(lock, LOCK_EX) == 0 else { throw Failure("cannot lock \(work.path)/.lock") }
        defer { close(lock) }
        let log = work.appendingPathComponent("compat.log")
        fileManager.createFile(atPath: log.path, contents: nil)

        var candidates: [Candidate] = []
        var listingProblems: [String] = []
        let projects = try fileManager.contentsOfDirectory(atPath: corpus.path).sorted()
        for folder in projects {
            let directory = corpus.appendingPathComponent(folder)
            guard let bundle = (try? fileManager.contentsOfDirectory(atPath: directory.path))?.first(where: { $0.hasSuffix(".xcodeproj") }) else { continue }
            let project = directory.appendingPathComponent(bundle)
            let listing = try Command.run(vitrine.path, ["open", project.path])
            guard listing.status == 0 else {
                listingProblems.append("\(folder): vitrine open failed: \(listing.output.lastLines(3))")
                continue
            }
            let chosen = only.map { Set($0.split(separator: ",").map(String.init)) }
            for target in Self.widgetTargets(inListing: listing.output) where chosen.map({ $0.contains(target) || $0.contains(folder) }) ?? true {
                candidates.append(Candidate(project: project, target: target))
            }
        }
        for problem in listingProblems { print("warning: \(problem)") }
        guard !candidates.isEmpty else { throw Failure("no widget extension targets under \(corpus.path)") }

        // Import every target (the baseline too), then one aggregate package depends on them all.
        let baseline = try writeBaselineProject()
        var imported: [(Candidate, URL)] = []
        var outcomes: [String: Outcome] = [:]
        for candidate in [baseline] + candidates {
            let output = work.appendingPathComponent("packages/\(candidate.target)")
            // One folder of shared packages for every import: two widgets of a project that link
            // its framework target depend on one package for it (a graph holds a target name once).
            let result = try Command.run(
                vitrine.path,
                [
                    "import", candidate.project.path, "--target", candidate.target, "--output", output.path, "--vitrine", checkout.path,
                    "--shared-packages", work.appendingPathComponent("shared").path,
                ])
            if result.status == 0 {
                imported.append((candidate, output))
            } else {
                outcomes[candidate.target] = Outcome(name: candidate.target, problem: "import failed: \(result.output.lastLines(2))")
            }
            try append(log, "== import \(candidate.target)\n\(result.output)\n")
        }
        let aggregate = work.appendingPathComponent("aggregate")
        // SwiftPM wants one target of the root's own; an empty library serves.
        try fileManager.createDirectory(at: aggregate.appendingPathComponent("Sources/VitrineCompat"), withIntermediateDirectories: true)
        try Data("// The aggregate's own target: empty.\n".utf8).write(to: aggregate.appendingPathComponent("Sources/VitrineCompat/Empty.swift"))
        let dependencies = imported.map { "        .package(path: \"\($0.1.path)\")," }.joined(separator: "\n")
        try Data(
            """
            // swift-tools-version: 6.0
            // Written by `vitrine-bench compat`: one build graph for every imported target.
            import PackageDescription

            let package = Package(
                name: "VitrineCompat",
                dependencies: [
            \(dependencies)
                ],
                targets: [.target(name: "VitrineCompat")]
            )

            """.utf8
        ).write(to: aggregate.appendingPathComponent("Package.swift"))

        // Shared modules first (untimed against targets), then the baseline's own build, twice.
        let binPath = try Command.run("swift", ["build", "--package-path", aggregate.path, "--show-bin-path"]).output.trimmed
        let warm = try timed { try Command.run("swift", ["build", "--package-path", aggregate.path, "--product", baseline.target]) }
        try append(log, "== build \(baseline.target) (shared modules)\n\(warm.value.output)\n")
        guard warm.value.status == 0 else { throw Failure("the baseline widget does not build:\n\(warm.value.output.lastLines(20))") }
        var baselineTimes: [Double] = []
        for _ in 0..<3 {
            try touchSources(of: work.appendingPathComponent("packages/\(baseline.target)"))
            let again = try timed { try Command.run("swift", ["build", "--package-path", aggregate.path, "--product", baseline.target]) }
            baselineTimes.append(again.seconds)
        }
        let baselinePreview = try preview(baseline.target, bin: binPath)

        for (candidate, output) in imported where candidate.target != baseline.target {
            var outcome = Outcome(name: candidate.target)
            try touchSources(of: output)
            let build = try timed { try Command.run("swift", ["build", "--package-path", aggregate.path, "--product", candidate.target]) }
            try append(log, "== build \(candidate.target)\n\(build.value.output)\n")
            outcome.buildSeconds = build.seconds
            if build.value.status == 0 {
                outcome.compiled = true
                let shown = try preview(candidate.target, bin: binPath)
                outcome.previewSeconds = shown.seconds
                outcome.images = shown.images
                outcome.previewed = shown.problem == nil
                outcome.problem = shown.problem
            } else {
                outcome.problem =
                    "build failed: "
                    + (build.value.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? build.value.output.lastLines(2))
            }
            outcomes[candidate.target] = outcome
        }

        print("target                                   built  previewed  build_s  preview_s  images  problem")
        for candidate in candidates {
            let o = outcomes[candidate.target] ?? Outcome(name: candidate.target, problem: "not imported")
            print(
                o.name.padding(toLength: 40, withPad: " ", startingAt: 0) + "  "
                    + (o.compiled ? "yes" : "NO ").padding(toLength: 5, withPad: " ", startingAt: 0)
                    + "  " + (o.previewed ? "yes" : "NO ").padding(toLength: 9, withPad: " ", startingAt: 0) + "  "
                    + (o.buildSeconds.map { String(format: "%7.1f", $0) } ?? "      -") + "  "
                    + (o.previewSeconds.map { String(format: "%9.1f", $0) } ?? "        -") + "  " + String(format: "%6d", o.images) + "  " + (o.problem ?? ""))
        }
        let all = candidates.map { outcomes[$0.target] ?? Outcome(name: $0.target) }
        let compiled = all.filter(\.compiled).count
        let previewed = all.filter(\.previewed).count
        let buildMedian = Self.median(all.compactMap(\.buildSeconds))
        let previewMedian = Self.median(all.compactMap(\.previewSeconds))
        let baselineBuild = Self.median(baselineTimes)
        print(
            "RESULT compat targets=\(candidates.count) compiled=\(compiled) previewed=\(previewed)"
                + String(format: " build_median_s=%.1f preview_median_s=%.1f", buildMedian, previewMedian)
                + String(format: " baseline_build_s=%.1f baseline_preview_s=%.1f shared_build_s=%.0f", baselineBuild, baselinePreview.seconds, warm.seconds)
                + " log=\(log.path)")
        return compiled == candidates.count && previewed == candidates.count
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The target names `vitrine open PROJECT` lists as widget extensions (not Intents extensions).
    static func widgetTargets(inListing listing: String) -> [String] {
        var inWidgets = false
        var names: [String] = []
        for line in listing.split(separator: "\n") {
            if line.hasPrefix("widget extensions in") {
                inWidgets = true
            } else if line.hasPrefix("apps:") {
                inWidgets = false
            } else if inWidgets, line.hasPrefix("  "), !line.contains("(Intents extension)"), line.trimmingCharacters(in: .whitespaces) != "none" {
                names.append(String(line.split(separator: " ")[0]))
            }
        }
        return names
    }

    /// `vitrine preview` of a built product; nil problem when it passed.
    func preview(_ product: String, bin: String) throws -> (seconds: Double, images: Int, problem: String?) {
        let output = work.appendingPathComponent("previews/\(product)")
        try? FileManager.default.removeItem(at: output)
        let executable = URL(fileURLWithPath: bin).appendingPathComponent(product).path
        let run = try timed { try Command.run(vitrine.path, ["preview", "--extension", executable, "--output", output.path, "--color-scheme", "light"]) }
        try append(work.appendingPathComponent("compat.log"), "== preview \(product)\n\(run.value.output)\n")
        let pngs = ((try? FileManager.default.subpathsOfDirectory(atPath: output.path)) ?? []).filter { $0.hasSuffix(".png") && !$0.hasSuffix("-sheet.png") }
        guard run.value.status == 0 else { return (run.seconds, pngs.count, "preview failed: \(run.value.output.lastLines(2))") }
        guard !pngs.isEmpty else { return (run.seconds, 0, "preview wrote no image") }
        for png in pngs {
            let file = output.appendingPathComponent(png)
            if let problem = PNGCheck.problem(try Data(contentsOf: file)) { return (run.seconds, pngs.count, "\(png): \(problem)") }
            if PNGCheck.isFlat(path: file.path) { return (run.seconds, pngs.count, "\(png) is one flat colour") }
        }
        return (run.seconds, pngs.count, nil)
    }

    /// A one-`Text` widget in an Xcode project of its own, written into the work folder.
    func writeBaselineProject() throws -> Candidate {
        let root = work.appendingPathComponent("baseline")
        try? FileManager.default.removeItem(at: root)
        let widget = root.appendingPathComponent("Baseline")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        try Data(
            """
            import SwiftUI
            import WidgetKit

            struct Entry: TimelineEntry { let date: Date }

            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                    completion(Timeline(entries: [Entry(date: Date())], policy: .never))
                }
            }

            @main
            struct BaselineWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Baseline", provider: Provider()) { _ in
                        Text("Baseline").containerBackground(.white, for: .widget)
                    }
                    .supportedFamilies([.systemSmall])
                }
            }

            """.utf8
        ).write(to: widget.appendingPathComponent("BaselineWidget.swift"))
        try Data(
            #"{"name": "CompatBaseline", "style": "synced", "targets": [{"name": "CompatBaselineWidget", "type": "widget", "folders": ["Baseline"]}]}"#.utf8
        )
        .write(to: root.appendingPathComponent("xcodeproj.json"))
        let generator = checkout.appendingPathComponent("scripts/generate-xcodeproj.py")
        let generated = try Command.run("python3", [generator.path, root.path])
        guard generated.status == 0 else { throw Failure("generate-xcodeproj.py failed: \(generated.output)") }
        return Candidate(project: root.appendingPathComponent("CompatBaseline.xcodeproj"), target: "CompatBaselineWidget")
    }

    /// Marks a package's sources changed so its own module is compiled again (its links are followed).
    func touchSources(of package: URL) throws {
        let sources = package.appendingPathComponent("Sources")
        let now = Date()
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: sources.path)) ?? [] where path.hasSuffix(".swift") {
            let file = sources.appendingPathComponent(path).resolvingSymlinksInPath()
            try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
        }
    }

    func append(_ file: URL, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    func timed<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// A child process run to completion with its output (stdout and stderr together).
enum Command {
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    func lastLines(_ count: Int) -> String {
        split(separator: "\n").suffix(count).joined(separator: " | ")
    }
}
