import ExtensionHost
import Foundation
import VitrineStore
import WidgetScheduler

extension HostDaemon {
    /// `vitrine status`: every instance with what it shows, its budget and next reload.
    public func statusText() async -> String {
        let now = clock.now
        let policy = configuration.policy
        var lines: [String] = [
            "host time \(now.ISO8601Format()), \(catalog.instances.count) widget(s), policy: \(policy.dailyBudget) reloads per \(Int(policy.budgetWindow / 3600))h, minimum interval \(Int(policy.minimumReloadInterval))s"
        ]
        let running = await pool.running()
        lines.append("extension sandbox: " + configuration.extensionLimits.sandbox.status)
        lines.append(
            "extensions running: "
                + (running.isEmpty
                    ? "none" : running.map { "\(URL(fileURLWithPath: $0.key).lastPathComponent) (pid \($0.value))" }.sorted().joined(separator: ", ")))
        if let pages = system.visiblePages {
            lines.append("visible pages: " + (pages.isEmpty ? "none" : pages.sorted().map(String.init).joined(separator: ", ")))
        }
        lines.append("device: " + (system.locked ? "locked (taps refused, private content redacted; `vitrine system lock off`)" : "unlocked"))
        if let held = flightRecorder.statusLine { lines.append(held) }
        let handlers = taps.registeredHandlers
        if !handlers.isEmpty {
            lines.append("apps receiving taps: " + handlers.map { "\($0.appID) (pid \($0.processID))" }.joined(separator: ", "))
        }
        for instance in catalog.sortedInstances {
            var line = "#\(instance.id) \(instance.kind) \(instance.family) page \(instance.page) pos \(instance.position)"
            if let entry = display.entry(of: instance.id) { line += " — shows entry \(entry)" }
            if let budget = scheduler.budget(of: InstanceID(instance.id), now: now) {
                line += " — budget \(budget.remaining)/\(budget.limit) left"
                if let next = budget.nextPlannedReload { line += ", next reload \(next.ISO8601Format())" } else { line += ", no reload planned" }
            }
            if reloads.isRunning(instance.id) { line += " — reloading" }
            lines.append(line)
            lines.append("    image: \(configuration.currentImage(of: instance.id).path)")
        }
        return lines.joined(separator: "\n")
    }

    /// The instance's reload budget now, nil for an unknown instance.
    public func budget(of id: Int64) -> BudgetStatus? { scheduler.budget(of: InstanceID(id), now: clock.now) }
    /// What the scheduler holds for the instance (its timeline, plan and budget state).
    public func schedulerState(of id: Int64) -> InstanceState? { scheduler.state(of: InstanceID(id)) }
    /// Extension processes running now, by executable path.
    public func runningExtensions() async -> [String: Int32] { await pool.running() }
    /// Every placed widget in home-screen order.
    public func knownInstances() -> [InstanceRecord] { catalog.sortedInstances }
    /// How many entry images this daemon has drawn (the rest came from the store).
    public var renderCount: Int { display.imagesDrawn }
    /// Which entry each instance shows now (nil: none yet).
    public func shownEntry(of id: Int64) -> Int? { display.entry(of: id) }
}
