import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// Replays a `Scenario` through the real host — the real scheduler, the real extension
/// processes, the real store and renderer — on a simulated clock that jumps from one
/// decision to the next, so a day takes seconds. Extensions still read the wall clock; the
/// host moves their dates onto simulated time (see `HostDaemon.translatesExtensionDates`).
public struct Simulator {
    /// What a run left behind: the reload log, the instances, their budgets and the chart.
    public struct Report: Sendable {
        /// Every reload event of the run up to its end, oldest first.
        public var flight: [ReloadEventRecord]
        /// The widget instances the run placed, as the store holds them at the end.
        public var instances: [InstanceRecord]
        /// The scenario's name for each instance ID.
        public var names: [Int64: String]
        /// Each instance's reload budget when the run ended.
        public var budgets: [Int64: BudgetStatus]
        /// The run drawn as one lane per instance.
        public var chart: TimelineChart
        /// The run's own store database, kept for inspection after the run.
        public var storePath: String

        /// Per instance: counted reloads, exempt reloads, refusals by kind, failures, budget left.
        public func summary() -> String {
            var lines = ["widget                     counted  exempt  throttled  deferred  coalesced  denied  failed  entries-shown  budget-left  next-reload"]
            for instance in instances {
                let events = flight.filter { $0.instanceID == instance.id }
                func count(_ event: String, _ prefix: String) -> Int {
                    events.filter { $0.event == event && $0.detail.hasPrefix(prefix) }.count
                }
                let requestedOrHeld = events.filter { $0.event == "requested" || $0.event == "held" }
                func held(_ prefix: String) -> Int { requestedOrHeld.filter { $0.detail.hasPrefix(prefix) }.count }
                let budget = budgets[instance.id]
                let name = (names[instance.id] ?? "#\(instance.id)").padding(toLength: 26, withPad: " ", startingAt: 0)
                let columns = [
                    count("issued", "granted"), count("issued", "exempt"), held("throttled"), held("deferred"), held("coalesced"),
                    held("denied"), events.filter { $0.event == "failed" }.count, events.filter { $0.event == "entryShown" }.count,
                ]
                let cells = columns.map { String($0).padding(toLength: 9, withPad: " ", startingAt: 0) }.joined()
                lines.append(
                    "\(name) \(cells)  \(budget.map { "\($0.remaining)/\($0.limit)" } ?? "-")          \(budget?.nextPlannedReload?.ISO8601Format() ?? "none")")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The scenario to replay.
    public let scenario: Scenario
    /// The folder the scenario file is in; its `apps` paths resolve against it.
    public let scenarioDirectory: URL
    /// Where the run keeps its store (`store/`, emptied at the start of each run).
    public let workDirectory: URL
    /// The device whose widget sizes the run renders at.
    public let device: WidgetDevice
    /// Where the manifests' relative executables are, when not beside the manifests (`--executables`).
    public let executablesDirectory: URL?

    /// A simulator for `scenario`; nothing runs until `run(progress:)`.
    public init(
        scenario: Scenario, scenarioDirectory: URL, workDirectory: URL, device: WidgetDevice = .default,
        executablesDirectory: URL? = nil
    ) {
        self.executablesDirectory = executablesDirectory
        self.scenario = scenario
        self.scenarioDirectory = scenarioDirectory
        self.workDirectory = workDirectory
        self.device = device
    }

    /// Replays the scenario from `start` to its end on a fresh store and reports what happened; `progress` hears each install and placement. Throws on a manifest or event the run cannot apply.
    public func run(progress: (@Sendable (String) -> Void)? = nil) async throws -> Report {
        // A fresh store each run: a simulation never touches the user's real widgets.
        let home = workDirectory.appendingPathComponent("store", isDirectory: true)
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var policy = SchedulerPolicy.widgetKit
        if let overrides = scenario.policy {
            if let budget = overrides.dailyBudget { policy.dailyBudget = budget }
            if let interval = overrides.minimumReloadInterval { policy.minimumReloadInterval = interval }
            if let interval = overrides.coalescingInterval { policy.coalescingInterval = interval }
        }
        let location = StoreLocation(directory: home)
        let store = try VitrineStore(location: location)
        let clock = SimulatedClock(start: scenario.start)
        let daemon = HostDaemon(configuration: HostConfiguration(location: location, device: device, policy: policy), store: store, clock: clock)
        try await daemon.start()

        for path in scenario.apps {
            let url = URL(fileURLWithPath: path, relativeTo: scenarioDirectory).standardizedFileURL
            let manifest = try ManifestLoader.load(url, executablesDirectory: executablesDirectory)
            _ = try await daemon.installApp(manifest: manifest, manifestPath: url.path)
            progress?("installed \(manifest.id)")
        }
        var ids: [String: Int64] = [:]
        for widget in scenario.widgets {
            let instance = try await daemon.addWidget(appID: widget.app, kind: widget.kind, family: widget.family, page: widget.page)
            ids[widget.name] = instance.id
            progress?("added \(widget.name) as #\(instance.id)")
        }

        let end = scenario.start.addingTimeInterval(scenario.duration)
        var pending = scenario.events[...]
        var hiddenPages = Set<Int>()
        var appStates: [String: AppState] = [:]
        var steps = 0
        while true {
            let nextEvent = pending.first.map { scenario.start.addingTimeInterval($0.at) }
            let nextWake = await daemon.nextWakeDate()
            let target = [nextEvent, nextWake, end].compactMap { $0 }.min()!
            clock.advance(to: max(target, clock.now))
            while let event = pending.first, scenario.start.addingTimeInterval(event.at) <= clock.now {
                pending = pending.dropFirst()
                try await apply(event, daemon: daemon, ids: ids, hiddenPages: &hiddenPages, appStates: &appStates)
            }
            await daemon.step()
            await daemon.settle()
            steps += 1
            if clock.now >= end { break }
            if steps > 1_000_000 { throw ScenarioError(file: "scenario", message: "the simulation did not advance (over a million steps)") }
        }
        await daemon.shutdown()

        let instances = try store.instances()
        let flight = try store.events(limit: Int.max).reversed().filter { $0.date <= end } as [ReloadEventRecord]
        var budgets: [Int64: BudgetStatus] = [:]
        for instance in instances { budgets[instance.id] = await daemon.budget(of: instance.id) }
        let names = Dictionary(uniqueKeysWithValues: ids.map { ($0.value, $0.key) })
        let chart = TimelineChart(
            start: scenario.start, end: end, dailyBudget: policy.dailyBudget,
            lanes: instances.map { instance in
                let events = flight.filter { $0.instanceID == instance.id }
                return TimelineChart.Lane(
                    title: "\(names[instance.id] ?? "#\(instance.id)") (\(instance.family))",
                    marks: events.compactMap { event in Self.mark(event).map { (event.date, $0) } },
                    // The last sample is carried to the end, so a lane's budget line spans the run.
                    budget: events.compactMap { event in event.budgetRemaining.map { (event.date, $0) } }
                        + (budgets[instance.id].map { [(end, $0.remaining)] } ?? []))
            })
        return Report(flight: flight, instances: instances, names: names, budgets: budgets, chart: chart, storePath: store.path)
    }

    static func mark(_ event: ReloadEventRecord) -> TimelineChart.Mark? {
        switch event.event {
        case "entryShown": return .entry
        case "failed": return .failed
        case "issued": return event.detail.hasPrefix("exempt") ? .exempt : .granted
        case "requested", "held":
            for (prefix, mark) in [("throttled", TimelineChart.Mark.throttled), ("deferred", .deferred), ("coalesced", .coalesced), ("denied", .denied)]
            where event.detail.hasPrefix(prefix) { return mark }
            return nil
        default: return nil
        }
    }

    func apply(
        _ event: Scenario.Event, daemon: HostDaemon, ids: [String: Int64], hiddenPages: inout Set<Int>,
        appStates: inout [String: AppState]
    ) async throws {
        func app() throws -> String {
            guard let app = event.app else { throw ScenarioError(file: "scenario", message: "event \(event.action) needs \"app\"") }
            return app
        }
        func setState(_ flag: AppState, _ on: Bool) async throws {
            let id = try app()
            var state = appStates[id] ?? []
            if on { state.insert(flag) } else { state.remove(flag) }
            appStates[id] = state
            await daemon.appStateChanged(appID: id, state)
        }
        switch event.action {
        case "reload": await daemon.appRequestedReload(appID: try app(), kind: event.kind)
        case "foreground": try await setState(.foreground, true)
        case "background": try await setState(.foreground, false)
        case "audio": try await setState(.audioSession, event.on ?? true)
        case "navigation": try await setState(.navigationSession, event.on ?? true)
        case "hide-page", "show-page":
            guard let page = event.page else { throw ScenarioError(file: "scenario", message: "\(event.action) needs \"page\"") }
            if event.action == "hide-page" { hiddenPages.insert(page) } else { hiddenPages.remove(page) }
            let pages = Set(await daemon.knownInstances().map(\.page)).union([0]).subtracting(hiddenPages)
            await daemon.setVisiblePages(hiddenPages.isEmpty ? nil : pages)
        case "locale", "appearance", "accessibility", "location", "lock":
            // The same parser as `vitrine system`: a misspelt value is an error, not light mode.
            do {
                await daemon.apply(try SystemChange(name: event.action, value: event.value))
            } catch let error as SystemChangeError {
                throw ScenarioError(file: "scenario", message: error.message)
            }
        case "user-reload":
            guard let name = event.widget, let id = ids[name] else {
                throw ScenarioError(file: "scenario", message: "user-reload needs a \"widget\" named in widgets")
            }
            await daemon.userRequestedReload([id])
        default:
            throw ScenarioError(file: "scenario", message: "unknown event action \(event.action)")
        }
    }
}
