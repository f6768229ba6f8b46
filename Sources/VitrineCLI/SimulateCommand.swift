import ArgumentParser
import Foundation
import VitrineHost
import WidgetArchive

/// `vitrine simulate SCENARIO`: a day (or any span) of the real scheduler and the real
/// extensions on a simulated clock: prints the flight record and a budget summary per
/// widget, and writes a chart of reloads and entries.
struct SimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run the scheduler and real extensions on a simulated clock from a scenario file (docs/SIMULATE.md)."
    )

    @Argument(help: "The scenario (JSON).", completion: .file(extensions: ["json"])) var scenario: String
    @Option(name: .shortAndLong, help: "Directory for the chart, the flight record and the run's store.") var output: String = "out/simulate"
    @Option(help: "Device preset for widget sizes.") var device: String?
    @Flag(help: "Leave `entryShown` lines out of the printed flight record.") var reloadsOnly = false
    @Option(help: "Where the apps' relative executables are (default: beside each manifest, else beside `vitrine`).") var executables: String?

    func validate() throws {
        if let device, WidgetDevice.preset(named: device) == nil { throw ValidationError("unknown device \"\(device)\" (see `vitrine devices`)") }
    }

    func run() async throws {
        let url = URL(fileURLWithPath: scenario)
        let loaded = try Scenario.load(from: url)
        let out = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let started = Date()
        let simulator = Simulator(
            scenario: loaded, scenarioDirectory: url.deletingLastPathComponent(), workDirectory: out,
            device: device.flatMap(WidgetDevice.preset(named:)) ?? .default,
            executablesDirectory: executables.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let report = try await simulator.run { print($0) }
        let elapsed = Date().timeIntervalSince(started)

        var record = ""
        for event in report.flight where !(reloadsOnly && event.event == "entryShown") {
            var line = LogCommand.line(event)
            if let id = event.instanceID, let name = report.names[id] { line = line.replacingOccurrences(of: "#\(id) ", with: "#\(id)/\(name) ") }
            record += line + "\n"
        }
        print("\nflight record:")
        print(record, terminator: "")
        print("\nbudget summary at the end (\(ISO8601DateFormatter().string(from: loaded.start.addingTimeInterval(loaded.duration)))):")
        print(report.summary())
        let chart = out.appendingPathComponent("chart.svg")
        try report.chart.svg().write(to: chart, atomically: true, encoding: .utf8)
        try record.write(to: out.appendingPathComponent("flight.txt"), atomically: true, encoding: .utf8)
        print("\nchart: \(chart.path)")
        print("flight record: \(out.appendingPathComponent("flight.txt").path)")
        print(String(format: "simulated %.1f h in %.2f s (store: %@)", loaded.duration / 3600, elapsed, report.storePath))
    }
}
