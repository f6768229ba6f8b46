import Foundation
import HostProtocol
import VitrineStore
import WidgetScheduler

extension HostDaemon {
    /// Opens the control socket (apps' WidgetCenter, the CLI) at `socketPath`.
    public func openControlSocket(at socketPath: String) throws {
        let server = ControlServer(socketPath: socketPath, handler: { [weak self] request, peer in
            guard let self else { return .error(ControlError(.shuttingDown, "the host is stopping")) }
            return await self.handle(request, from: peer)
        }, onDisconnect: { [weak self] peer in
            guard let self else { return }
            Task { await self.disconnected(peer) }
        })
        try server.start()
        controlServer = server
        controlSocketPath = socketPath
    }

    public func closeControlSocket() async {
        let server = controlServer
        controlServer = nil
        await server?.stop()
    }

    /// `vitrine status`: every instance with what it shows, its budget and next reload.
    public func statusText() async -> String {
        let now = clock.now
        var lines: [String] = ["host time \(now.ISO8601Format()), \(instances.count) widget(s), policy: \(configuration.policy.dailyBudget) reloads per \(Int(configuration.policy.budgetWindow / 3600))h, minimum interval \(Int(configuration.policy.minimumReloadInterval))s"]
        let running = await pool.running()
        lines.append("extensions running: " + (running.isEmpty ? "none" : running.map { "\(URL(fileURLWithPath: $0.key).lastPathComponent) (pid \($0.value))" }.sorted().joined(separator: ", ")))
        if let pages = visiblePages { lines.append("visible pages: " + (pages.isEmpty ? "none" : pages.sorted().map(String.init).joined(separator: ", "))) }
        lines.append("device: " + (locked ? "locked (taps refused, private content redacted; `vitrine system lock off`)" : "unlocked"))
        if let held = flightRecordStatus { lines.append(held) }
        if !urlHandlers.isEmpty {
            lines.append("apps receiving taps: " + urlHandlers.sorted { $0.key < $1.key }.map { "\($0.key) (pid \($0.value.processID))" }.joined(separator: ", "))
        }
        for instance in knownInstances() {
            var line = "#\(instance.id) \(instance.kind) \(instance.family) page \(instance.page) pos \(instance.position)"
            if let entry = shown[instance.id] { line += " — shows entry \(entry)" }
            if let budget = scheduler.budget(of: InstanceID(instance.id), now: now) {
                line += " — budget \(budget.remaining)/\(budget.limit) left"
                if let next = budget.nextPlannedReload { line += ", next reload \(next.ISO8601Format())" } else { line += ", no reload planned" }
            }
            if reloads[instance.id] != nil { line += " — reloading" }
            lines.append(line)
            lines.append("    image: \(configuration.currentImage(of: instance.id).path)")
        }
        return lines.joined(separator: "\n")
    }
}
