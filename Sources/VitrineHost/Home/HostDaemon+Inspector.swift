import Foundation
import VitrineStore
import WidgetScheduler

/// The web inspector's view of one widget: its timeline, budget, flight record and problems.
extension HostDaemon {
    /// Widget `id` as the inspector shows it, with its latest `limit` flight-record lines.
    public func inspect(_ id: Int64, events limit: Int = 60) throws -> WidgetInspection {
        guard let instance = catalog.instance(id) else { throw HostError.unknownInstance(id) }
        let stored = display.timeline(of: id, in: store)
        let events = try store.events(instanceID: id, limit: limit)
        let diagnostics = events.filter { ["diagnostics", "warning", "failed"].contains($0.event) }
            .map { "\($0.date.ISO8601Format()) \($0.event): \($0.detail)" }
        let entries = (stored?.entries ?? []).map { entry in
            WidgetInspection.Entry(
                index: entry.index, date: entry.date, relevanceScore: entry.relevanceScore,
                ticks: display.ticks(entry.archiveHash))
        }
        return WidgetInspection(
            widget: homeWidget(instance), policy: stored?.timeline.policy.kind, policyDate: stored?.timeline.policy.date,
            fetchedAt: stored?.timeline.fetchedAt, fetchReason: stored?.timeline.reason, entries: entries,
            budget: scheduler.budget(of: InstanceID(id), now: clock.now), reloading: reloads.isRunning(id),
            events: events.map {
                WidgetInspection.Event(
                    date: $0.date, event: $0.event, reason: $0.reason, detail: Self.inspectorDetail($0),
                    budgetRemaining: $0.budgetRemaining, counted: $0.counted)
            },
            diagnostics: diagnostics)
    }

    /// A flight-record line's detail as the inspector shows it: an extension's log message
    /// with its logger's `subsystem/category:` in front.
    static func inspectorDetail(_ event: ReloadEventRecord) -> String {
        guard event.event == logEvent else { return event.detail }
        let source = [event.subsystem ?? "", event.category ?? ""].filter { !$0.isEmpty }.joined(separator: "/")
        return source.isEmpty ? event.detail : source + ": " + event.detail
    }

    /// The inspector's "reload now": a request that goes through the budget exactly as an
    /// app's background `reloadTimelines(ofKind:)` would (counted, deferred or denied).
    public func reloadThroughBudget(_ id: Int64) throws -> ReloadDecision {
        guard catalog.instance(id) != nil else { throw HostError.unknownInstance(id) }
        let results = scheduler.requestReload(.instances([InstanceID(id)]), reason: .appRequest(foreground: false), now: clock.now)
        persistEvents()
        guard let decision = results.first?.decision else { throw HostError.unknownInstance(id) }
        return decision
    }
}
