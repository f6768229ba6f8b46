import ArgumentParser
import Foundation
import HostProtocol
import VitrineStore

/// `vitrine log [INSTANCE]`: the flight record — every requested, granted, deferred,
/// coalesced, exempted, throttled, denied or failed reload with its reason, the budget left
/// and the next planned reload, the entries shown, and what the extension logged (`OSLog`)
/// while it worked for the widget, with level, subsystem and category.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show the flight record of one widget instance (or of all)."
    )

    @OptionGroup var host: HostOptions
    @Argument(help: "The instance id (see `vitrine widgets list`); all instances when omitted.") var instance: Int64?
    @Option(help: "How many lines (newest last).") var limit: Int = 50
    @Flag(help: "Leave out `entryShown` lines and the extension's log messages.") var reloadsOnly = false
    @Flag(name: .shortAndLong, help: "Keep printing new lines as they are recorded.") var follow = false

    func run() async throws {
        let store = try host.openStore()
        if let instance, try store.instance(id: instance) == nil {
            throw ValidationError("no widget instance #\(instance) (see `vitrine widgets list`)")
        }
        var lastID: Int64 = 0
        let events = try store.events(instanceID: instance, limit: limit).reversed()
        for event in events where keep(event) { print(Self.line(event)) }
        lastID = events.map(\.id).max() ?? 0
        guard follow else { return }
        fflush(nil)
        while true {
            try await Task.sleep(nanoseconds: 500_000_000)
            let fresh = try store.events(instanceID: instance, limit: 500).filter { $0.id > lastID }.sorted { $0.id < $1.id }
            for event in fresh where keep(event) { print(Self.line(event)) }
            lastID = fresh.map(\.id).max() ?? lastID
            fflush(nil)
        }
    }

    func keep(_ event: ReloadEventRecord) -> Bool { !(reloadsOnly && (event.event == "entryShown" || event.event == "log")) }

    static func line(_ event: ReloadEventRecord) -> String {
        var line = "\(event.date.ISO8601Format()) #\(event.instanceID.map(String.init) ?? "-") \(event.event)"
        if event.event == "log" {
            // `[info] com.example.game/Timeline: message`, as `vitrine preview` prints it.
            let source = [event.subsystem ?? "", event.category ?? ""].filter { !$0.isEmpty }.joined(separator: "/")
            return line + " [\(event.reason)] " + (source.isEmpty ? "" : source + ": ") + event.detail
        }
        if !event.reason.isEmpty { line += " \(event.reason)" }
        if !event.detail.isEmpty { line += " — \(event.detail)" }
        if let budget = event.budgetRemaining {
            line += " [budget \(budget) left"
            if let next = event.nextPlannedReload { line += ", next reload \(next.ISO8601Format())" }
            line += "]"
        }
        return line
    }
}

/// `vitrine status`: what each widget shows, its budget and its next reload.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show every widget's current entry, budget and next reload.")

    @OptionGroup var host: HostOptions

    func run() async throws {
        if let result = host.runningHost(.status), case .value(.string(let text)) = result {
            print("host: running (\(try host.socketPath()))")
            print(text)
            return
        }
        print("host: not running (the schedule below is rebuilt from the store)")
        let daemon = try host.openDaemon()
        try await daemon.start()
        print(await daemon.statusText())
        await daemon.shutdown()
    }
}
