import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetLayout

extension HostDaemon {
    /// A tap at (`x`, `y`) points inside widget `id` (origin top-left; the widget is its
    /// family's size on the configured device). As on iOS: the innermost App Intent button or
    /// toggle under the point performs its intent in the extension (`tapIntent`), the innermost
    /// `Link` opens its URL, else the widget's `widgetURL`, else the app continues a user
    /// activity with the widget's kind and family. Only the app owning the widget receives it,
    /// and a URL only if its scheme is one of the app's manifest `urlSchemes`. A running app
    /// that registered for taps gets it over its control connection; otherwise the app's
    /// executable is started with it (`VITRINE_OPEN_URL` / `VITRINE_USER_ACTIVITY`). While
    /// the device is locked taps are refused. Every tap goes into the flight record.
    public func tap(instance id: Int64, x: Double, y: Double) async throws -> TapResult {
        guard let instance = catalog.instance(id) else { throw HostError.unknownInstance(id) }
        let size = placedSize(of: instance.family)
        guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < size.width, y < size.height else {
            throw HostError.tapOutside(instance: id, x: x, y: y, width: size.width, height: size.height)
        }
        let tree = try shownLayout(of: instance)
        let target = HitTest.target(at: PointValue(x: x, y: y), in: tree)
        if case .intent(let region) = target {
            return await tapIntent(region, instance: instance, x: x, y: y, widgetURL: tree.widgetURL)
        }

        var result: TapResult
        let event: HostEvent
        switch target {
        case .link(let region):
            result = TapResult(
                instance: id, x: x, y: y, target: .link, url: region.url, kind: instance.kind, family: instance.family,
                delivery: .refused, message: "")
            event = .openURL(url: region.url)
        case .widgetURL(let url):
            result = TapResult(
                instance: id, x: x, y: y, target: .widgetURL, url: url, kind: instance.kind, family: instance.family,
                delivery: .refused, message: "")
            event = .openURL(url: url)
        case .none, .intent:
            result = TapResult(
                instance: id, x: x, y: y, target: .activity, url: nil, kind: instance.kind, family: instance.family,
                delivery: .refused, message: "")
            event = .userActivity(kind: instance.kind, family: instance.family, configuration: appFacingConfiguration(of: instance)?.json)
        }
        result.appID = instance.appID
        result.appName = catalog.app(instance.appID)?.name

        if system.locked {
            result.message = "the device is locked; unlock first (`vitrine system lock off`), as iOS asks before opening an app from a widget"
        } else if let url = result.url, let refusal = schemeRefusal(url, appID: instance.appID) {
            result.message = refusal
        } else {
            (result.delivery, result.message, result.processID) = deliver(event, to: instance.appID)
        }
        recordNote(
            id, event: "tap", reason: result.target.rawValue,
            detail:
                "\(result.url ?? "activity \(instance.kind) \(instance.family)") at (\(ArchiveDump.num(x)), \(ArchiveDump.num(y))) — \(result.delivery.rawValue): \(result.message)"
        )
        return result
    }

    /// The links of the entry the instance shows, for drawing them over its image.
    public func linkRegions(of id: Int64) throws -> [LinkRegion] {
        guard let instance = catalog.instance(id) else { throw HostError.unknownInstance(id) }
        return HitTest.linkRegions(in: try shownLayout(of: instance))
    }

    /// The App Intent buttons and toggles of the entry the instance shows, in paint order.
    public func intentRegions(of id: Int64) throws -> [IntentRegion] {
        guard let instance = catalog.instance(id) else { throw HostError.unknownInstance(id) }
        return HitTest.intentRegions(in: try shownLayout(of: instance))
    }

    /// The layout of the entry on screen, laid out as it was rendered (the extension's fonts
    /// and assets, the entry's date).
    func shownLayout(of instance: InstanceRecord) throws -> LayoutTree {
        let shown = try shownArchive(of: instance)
        return renderer.layout(display.inFlightPicture(of: instance.id) ?? shown.archive, at: shown.entry.date, extensionExecutable: shown.executable)
    }

    /// The entry on screen, its index and archive, and the executable whose fonts and assets
    /// draw it.
    func shownArchive(of instance: InstanceRecord) throws -> (index: Int, entry: EntryRecord, archive: ViewArchive, executable: String) {
        guard let index = display.entry(of: instance.id), let stored = try store.timeline(instanceID: instance.id),
            stored.entries.indices.contains(index), let ext = catalog.extensionRecord(of: instance)
        else {
            throw HostError.nothingShown(instance.id)
        }
        let entry = stored.entries[index]
        guard let data = try store.archive(hash: entry.archiveHash) else { throw HostError.nothingShown(instance.id) }
        return (index, entry, try ArchiveCodec.decode(data), ext.executable)
    }

    /// Why `url` may not go to the app, or nil when its scheme is one the app declares.
    func schemeRefusal(_ url: String, appID: String) -> String? {
        let schemes = catalog.app(appID)?.urlSchemes ?? []
        guard let scheme = URL(string: url)?.scheme else {
            return "\(url) is not a URL with a scheme; nothing opens it"
        }
        if schemes.contains(where: { $0.caseInsensitiveCompare(scheme) == .orderedSame }) { return nil }
        let declared = schemes.isEmpty ? "declares no URL schemes" : "declares \(schemes.joined(separator: ", "))"
        return
            "the scheme \(scheme) is not one of \(appID)'s URL schemes (its manifest \(declared)); only the app owning the widget is opened, for its own schemes"
    }

    /// Hands a tap to app `appID` (TapRouter decides how).
    func deliver(_ event: HostEvent, to appID: String) -> (TapResult.Delivery, String, Int32?) {
        taps.deliver(event, to: appID, app: catalog.app(appID), environment: { try appEnvironment(appID: appID) }) { [weak self] pid, status in
            Task { await self?.launchedAppExited(appID: appID, processID: pid, status: status) }
        }
    }

    func launchedAppExited(appID: String, processID: Int32, status: Int32) {
        let lost = taps.launchedAppExited(appID: appID, processID: processID)
        _ = try? store.record(
            ReloadEventRecord(
                instanceID: nil, appID: appID, date: clock.now, event: "appExited", reason: "launched for a tap",
                detail: "pid \(processID) exited with status \(status)" + (lost > 0 ? "; \(lost) later tap(s) it never registered for were dropped" : "")))
    }
}
