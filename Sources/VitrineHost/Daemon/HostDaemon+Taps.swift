import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetLayout

extension HostDaemon {
    /// A tap at (`x`, `y`) points inside widget `id` (origin top-left; the widget is its
    /// family's size on the configured device). As on iOS: the innermost `Link` under the
    /// point opens its URL, else the widget's `widgetURL`, else the app continues a user
    /// activity with the widget's kind and family. Only the app owning the widget receives it,
    /// and a URL only if its scheme is one of the app's manifest `urlSchemes`. A running app
    /// that registered for taps gets it over its control connection; otherwise the app's
    /// executable is started with it (`VITRINE_OPEN_URL` / `VITRINE_USER_ACTIVITY`). While
    /// the device is locked taps are refused. Every tap goes into the flight record.
    public func tap(instance id: Int64, x: Double, y: Double) async throws -> TapResult {
        guard let instance = instances[id] else { throw HostError.unknownInstance(id) }
        let size = placedSize(of: instance.family)
        guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < size.width, y < size.height else {
            throw HostError.tapOutside(instance: id, x: x, y: y, width: size.width, height: size.height)
        }
        let tree = try shownLayout(of: instance)
        let target = HitTest.target(at: PointValue(x: x, y: y), in: tree)

        var result: TapResult
        let event: HostEvent
        switch target {
        case .link(let region):
            result = TapResult(instance: id, x: x, y: y, target: .link, url: region.url, kind: instance.kind, family: instance.family,
                               delivery: .refused, message: "")
            event = .openURL(url: region.url)
        case .widgetURL(let url):
            result = TapResult(instance: id, x: x, y: y, target: .widgetURL, url: url, kind: instance.kind, family: instance.family,
                               delivery: .refused, message: "")
            event = .openURL(url: url)
        case .none:
            result = TapResult(instance: id, x: x, y: y, target: .activity, url: nil, kind: instance.kind, family: instance.family,
                               delivery: .refused, message: "")
            event = .userActivity(kind: instance.kind, family: instance.family)
        }
        result.appID = instance.appID
        result.appName = apps[instance.appID]?.name

        if locked {
            result.message = "the device is locked; unlock first (`vitrine system lock off`), as iOS asks before opening an app from a widget"
        } else if let url = result.url, let refusal = schemeRefusal(url, appID: instance.appID) {
            result.message = refusal
        } else {
            (result.delivery, result.message, result.processID) = deliver(event, to: instance.appID)
        }
        recordNote(id, event: "tap", reason: result.target.rawValue,
                   detail: "\(result.url ?? "activity \(instance.kind) \(instance.family)") at (\(ArchiveDump.num(x)), \(ArchiveDump.num(y))) — \(result.delivery.rawValue): \(result.message)")
        return result
    }

    /// The links of the entry the instance shows, for drawing them over its image.
    public func linkRegions(of id: Int64) throws -> [LinkRegion] {
        guard let instance = instances[id] else { throw HostError.unknownInstance(id) }
        return HitTest.linkRegions(in: try shownLayout(of: instance))
    }

    /// The layout of the entry on screen, laid out as it was rendered (the extension's fonts
    /// and assets, the entry's date).
    func shownLayout(of instance: InstanceRecord) throws -> LayoutTree {
        guard let index = shown[instance.id], let stored = try store.timeline(instanceID: instance.id),
              stored.entries.indices.contains(index), let ext = extensions[instance.extensionID] else {
            throw HostError.nothingShown(instance.id)
        }
        let entry = stored.entries[index]
        guard let data = try store.archive(hash: entry.archiveHash) else { throw HostError.nothingShown(instance.id) }
        let archive = try ArchiveCodec.decode(data)
        return renderer.layout(archive, at: entry.date, extensionExecutable: ext.executable)
    }

    /// Why `url` may not go to the app, or nil when its scheme is one the app declares.
    func schemeRefusal(_ url: String, appID: String) -> String? {
        let schemes = apps[appID]?.urlSchemes ?? []
        guard let scheme = URL(string: url)?.scheme else {
            return "\(url) is not a URL with a scheme; nothing opens it"
        }
        if schemes.contains(where: { $0.caseInsensitiveCompare(scheme) == .orderedSame }) { return nil }
        let declared = schemes.isEmpty ? "declares no URL schemes" : "declares \(schemes.joined(separator: ", "))"
        return "the scheme \(scheme) is not one of \(appID)'s URL schemes (its manifest \(declared)); only the app owning the widget is opened, for its own schemes"
    }

    /// Hands a tap to app `appID`: over its registered connection, else to the process the
    /// host started for an earlier tap (once it registers), else by starting its executable.
    func deliver(_ event: HostEvent, to appID: String) -> (TapResult.Delivery, String, Int32?) {
        if let peer = urlHandlers[appID] {
            if peer.push(event) {
                return (.connection, "sent to \(appID) (pid \(peer.processID)) over its control connection", peer.processID)
            }
            urlHandlers[appID] = nil  // closed; its disconnect is on the way
        }
        if let starting = pendingTaps[appID]?.processID, launchedApps[starting] != nil {
            pendingTaps[appID]?.events.append(event)
            return (.launched, "\(appID) (pid \(starting)) was started for an earlier tap and has not registered for taps yet; it gets this one when it does", starting)
        }
        guard let app = apps[appID], let executable = app.executable else {
            return (.refused, "\(appID) is not running with a tap handler and its manifest names no executable to start", nil)
        }
        do {
            var environment = ProcessInfo.processInfo.environment
            environment[HostEvent.openURLEnvironmentKey] = nil
            environment[HostEvent.userActivityEnvironmentKey] = nil
            environment.merge(try appEnvironment(appID: appID)) { $1 }
            environment.merge(event.launchEnvironment) { $1 }
            let launched = try LaunchedApp.launch(appID: appID, executable: executable, environment: environment) { [weak self] pid, status in
                Task { await self?.launchedAppExited(appID: appID, processID: pid, status: status) }
            }
            launchedApps[launched.processID] = launched
            pendingTaps[appID] = (launched.processID, [])  // until it registers for taps
            let variable = event.launchEnvironment.keys.first ?? ""
            return (.launched, "started \(executable) (pid \(launched.processID)) with \(variable)", launched.processID)
        } catch {
            return (.refused, "could not start \(executable): \(error)", nil)
        }
    }

    /// An app registered for taps: what was tapped while the process the host started for it
    /// was on its way goes to it now.
    func flushPendingTaps(to peer: ControlPeer, appID: String) {
        guard let pending = pendingTaps.removeValue(forKey: appID) else { return }
        for event in pending.events { peer.push(event) }
    }

    func launchedAppExited(appID: String, processID: Int32, status: Int32) {
        launchedApps.removeValue(forKey: processID)?.endSession()
        var lost = 0
        if pendingTaps[appID]?.processID == processID { lost = pendingTaps.removeValue(forKey: appID)?.events.count ?? 0 }
        _ = try? store.record(ReloadEventRecord(
            instanceID: nil, appID: appID, date: clock.now, event: "appExited", reason: "launched for a tap",
            detail: "pid \(processID) exited with status \(status)" + (lost > 0 ? "; \(lost) later tap(s) it never registered for were dropped" : "")))
    }

    /// The host stops: apps it started see their standard input end.
    func endLaunchedAppSessions() {
        for launched in launchedApps.values { launched.endSession() }
    }
}
