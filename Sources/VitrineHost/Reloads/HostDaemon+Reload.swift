import ExtensionHost
import ExtensionProtocol
import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

extension HostDaemon {
    /// Runs one reload the scheduler issued, in its own task so a slow extension holds up
    /// neither the loop nor other widgets.
    func startReload(_ id: Int64, reason: ReloadReason) {
        // A reload issued after the running one told the scheduler its outcome, but before
        // that task ended, is queued and runs next (the scheduler counts it in flight).
        reloads.start(id, reason: reason) {
            Task { [weak self] in await self?.runReload(id, reason: reason) }
        }
    }

    /// One reload and what follows it, in one actor-isolated call so nothing can run between
    /// the reload's end and the bookkeeping.
    func runReload(_ id: Int64, reason: ReloadReason) async {
        var next: ReloadReason? = reason
        while let current = next {
            await performReload(id, reason: current)
            next = reloads.takeQueued(id)
        }
        reloads.finished(id)
        // What the reload changed (the entry to show, the next plan) is acted on now.
        await step()
    }

    /// Asks the extension for a timeline (after a snapshot, for a new instance), checks it
    /// against the policy's limits, commits it, renders its entries, and tells the scheduler.
    func performReload(_ id: Int64, reason: ReloadReason) async {
        guard let instance = catalog.instance(id), let ext = catalog.extensionRecord(of: instance) else {
            scheduler.reloadFinished(InstanceID(id), .failure("the instance or its extension is no longer installed"), now: clock.now)
            return
        }
        let host: ExtensionHost
        do {
            host = await pool.host(for: ext.executable, environment: try processEnvironment(appID: instance.appID, identity: ext.id))
        } catch {
            scheduler.reloadFinished(InstanceID(id), .failure("could not prepare the extension's App Group containers: \(error)"), now: clock.now)
            return
        }
        let context = requestContext(for: instance, isPreview: false)
        // The instance's own values, so `getTimeline(for:)` and `timeline(for:in:)` see them.
        let values = requestConfiguration(of: instance)
        let offset = translatesExtensionDates ? clock.now.timeIntervalSince(Date()) : 0
        // What the extension logs while it works goes into this instance's flight record.
        let logs = ExtensionLogInbox()

        if reason == .initial {
            // WidgetKit shows the snapshot while the first timeline is on its way.
            let snapshot = try? await host.snapshot(context, configuration: values, onLog: logs.callback)
            recordExtensionLog(logs.take(), instance: id, appID: instance.appID, request: "snapshot")
            if let response = snapshot, let entry = response.entries?.first {
                let shifted = entry.date.addingTimeInterval(offset)
                if let url = publish(instance, archive: entry.archive, date: shifted, name: "snapshot") {
                    notify(.shown(instance: id, entry: -1, image: url))
                }
            }
        }

        let response: ExtensionResponse
        do {
            defer { recordExtensionLog(logs.take(), instance: id, appID: instance.appID, request: "timeline") }
            response = try await host.timeline(context, configuration: values, onLog: logs.callback)
        } catch {
            scheduler.reloadFinished(InstanceID(id), .failure("\(error)"), now: clock.now)
            return
        }
        guard catalog.instance(id) != nil else { return }  // removed while the extension worked
        if let error = response.error {
            scheduler.reloadFinished(InstanceID(id), .failure("the extension answered \(error)"), now: clock.now)
            return
        }
        let entries = (response.entries ?? [])
            .map {
                ArchivedEntry(
                    date: $0.date.addingTimeInterval(offset), relevanceScore: $0.relevanceScore,
                    relevanceDuration: $0.relevanceDuration, archive: $0.archive)
            }
            .enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let policy: TimelinePolicy =
            switch response.policy ?? .atEnd {
            case .atEnd: .atEnd
            case .never: .never
            case .after(let date): .after(date.addingTimeInterval(offset))
            }
        var inputs: [TimelineEntryInput] = []
        var bytes = 0
        do {
            for entry in entries {
                let data = try ArchiveCodec.encode(entry.archive)
                bytes += data.count
                inputs.append(
                    TimelineEntryInput(
                        date: entry.date, relevanceScore: entry.relevanceScore.map(Double.init),
                        relevanceDuration: entry.relevanceDuration, archive: data))
            }
        } catch {
            scheduler.reloadFinished(InstanceID(id), .failure("an entry could not be archived: \(error)"), now: clock.now)
            return
        }
        let dates = entries.map(\.date)
        if let rejection = configuration.policy.validateTimeline(entryDates: dates, archiveBytes: bytes) {
            // Refused before it reaches the store: the previous timeline stays in place.
            scheduler.timelineRejected(InstanceID(id), rejection, now: clock.now)
            return
        }
        let stored: StoredTimeline
        do {
            stored = try store.replaceTimeline(instanceID: id, policy: policy, entries: inputs, reason: reason.description, fetchedAt: clock.now)
        } catch {
            scheduler.reloadFinished(InstanceID(id), .failure("the timeline could not be stored: \(error)"), now: clock.now)
            return
        }
        display.committed(stored, of: id, archives: entries.map(\.archive))
        // Rendered ahead of time, so showing an entry at its date is a file copy.
        for (index, entry) in stored.entries.enumerated() where index < entries.count {
            _ = image(for: instance, entry: entry, archive: entries[index].archive)
        }
        if let warning = response.warnings.first {
            recordNote(id, event: "warning", reason: reason.description, detail: warning)
        }
        scheduler.timelineArrived(InstanceID(id), entryDates: dates, policy: Self.schedulerPolicy(policy), archiveBytes: bytes, now: clock.now)
    }

    func requestContext(for instance: InstanceRecord, isPreview: Bool) -> RequestContext {
        let size = placedSize(of: instance.family)
        return RequestContext(
            kind: instance.kind, family: instance.family, displaySize: size, colorScheme: configuration.colorScheme,
            localeIdentifier: configuration.locale, timeZoneIdentifier: configuration.timeZone, isPreview: isPreview)
    }
}
