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
        guard reloads[id] == nil else {
            // The scheduler issued this after the running reload told it the outcome, but
            // before that task ended: run it next rather than drop it (the scheduler counts
            // it as in flight until it hears back).
            queuedReloads[id] = reason
            return
        }
        reloads[id] = Task { [weak self] in
            await self?.runReload(id, reason: reason)
        }
    }

    /// One reload and what follows it, in one actor-isolated call so nothing can run between
    /// the reload's end and the bookkeeping.
    func runReload(_ id: Int64, reason: ReloadReason) async {
        var next: ReloadReason? = reason
        while let current = next {
            await performReload(id, reason: current)
            next = queuedReloads.removeValue(forKey: id)
        }
        reloads[id] = nil
        // What the reload changed (the entry to show, the next plan) is acted on now.
        await step()
    }

    /// Asks the extension for a timeline (after a snapshot, for a new instance), checks it
    /// against the policy's limits, commits it, renders its entries, and tells the scheduler.
    func performReload(_ id: Int64, reason: ReloadReason) async {
        guard let instance = instances[id], let ext = extensions[instance.extensionID] else {
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
        let offset = translatesExtensionDates ? clock.now.timeIntervalSince(Date()) : 0

        if reason == .initial {
            // WidgetKit shows the snapshot while the first timeline is on its way.
            if let response = try? await host.snapshot(context), let entry = response.entries?.first {
                let shifted = entry.date.addingTimeInterval(offset)
                if let url = publish(instance, archive: entry.archive, date: shifted, name: "snapshot") {
                    notify(.shown(instance: id, entry: -1, image: url))
                }
            }
        }

        let response: ExtensionResponse
        do {
            response = try await host.timeline(context)
        } catch {
            scheduler.reloadFinished(InstanceID(id), .failure("\(error)"), now: clock.now)
            return
        }
        guard instances[id] != nil else { return }  // removed while the extension worked
        if let error = response.error {
            scheduler.reloadFinished(InstanceID(id), .failure("the extension answered \(error)"), now: clock.now)
            return
        }
        let entries = (response.entries ?? [])
            .map { ArchivedEntry(date: $0.date.addingTimeInterval(offset), relevanceScore: $0.relevanceScore,
                                 relevanceDuration: $0.relevanceDuration, archive: $0.archive) }
            .enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let policy: TimelinePolicy = switch response.policy ?? .atEnd {
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
                inputs.append(TimelineEntryInput(date: entry.date, relevanceScore: entry.relevanceScore.map(Double.init),
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
        timelines[id] = stored
        noteTicking(stored.entries, archives: entries.map(\.archive))
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
        return RequestContext(kind: instance.kind, family: instance.family, displaySize: size, colorScheme: configuration.colorScheme,
                              localeIdentifier: configuration.locale, timeZoneIdentifier: configuration.timeZone, isPreview: isPreview)
    }

    /// The environment the app's own executable gets when the host (or `vitrine apps run`)
    /// starts it: its App Group containers and the control socket.
    public func appEnvironment(appID: String) throws -> [String: String] {
        guard apps[appID] != nil else { throw HostError.unknownApp(appID) }
        return try processEnvironment(appID: appID, identity: appID)
    }

    /// The environment of a process of app `appID`: its App Group containers, and the control
    /// socket with the app id it connects as.
    func processEnvironment(appID: String, identity: String) throws -> [String: String] {
        var environment = try groups.environment(for: apps[appID]?.appGroups ?? [], processIdentity: identity)
        environment[ControlProtocol.appIDEnvironmentKey] = appID
        if let socket = controlSocketPath { environment[ControlProtocol.socketEnvironmentKey] = socket }
        return environment
    }
}
