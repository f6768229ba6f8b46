import ExtensionHost
import ExtensionProtocol
import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetLayout
import WidgetScheduler

extension HostDaemon {
    /// A tap on a `Button(intent:)` or `Toggle(isOn:intent:)`, as WidgetKit handles it: the
    /// intent's `perform()` runs in the widget's extension process (made from the archived
    /// type and `@Parameter` values; a toggle's `SetValueIntent` gets the new state as `value`),
    /// and when it returns the widget reloads at once, exempt from the budget. A failing,
    /// throwing or hanging `perform()` is recorded (`intentFailed`) and nothing reloads; the host
    /// keeps serving. An intent with `openAppWhenRun` opens the app instead, as a tap without a
    /// link would (the widget's `widgetURL`, else a user activity). Refused while locked.
    func tapIntent(_ region: IntentRegion, instance: InstanceRecord, x: Double, y: Double, widgetURL: String?) async -> TapResult {
        let id = instance.id
        let action = region.action
        var result = TapResult(
            instance: id, x: x, y: y, target: .intent, url: nil, kind: instance.kind, family: instance.family, delivery: .refused, message: "",
            appID: instance.appID, appName: catalog.app(instance.appID)?.name)
        result.intent = action.displayName
        let control = action.control == .toggle ? "toggle (\(action.isOn == true ? "on" : "off"))" : "button"
        defer {
            recordNote(
                id, event: "tap", reason: result.target.rawValue,
                detail:
                    "\(action.displayName) \(control) at (\(ArchiveDump.num(x)), \(ArchiveDump.num(y))) — \(result.delivery.rawValue): \(result.message)")
        }

        if system.locked {
            result.message = "the device is locked; unlock first (`vitrine system lock off`): iOS keeps a widget's controls inactive while locked"
            return result
        }
        if action.opensApp {
            // perform() would run in the app, which Vitrine cannot drive: the app is opened as
            // for a tap that hits no link, and its own launch code handles the intent's purpose.
            result.url = widgetURL
            let event: HostEvent =
                widgetURL.map { .openURL(url: $0) }
                ?? .userActivity(kind: instance.kind, family: instance.family, configuration: appFacingConfiguration(of: instance)?.json)
            if let url = widgetURL, let refusal = schemeRefusal(url, appID: instance.appID) {
                result.message = "\(action.displayName) sets openAppWhenRun, so the app opens; \(refusal)"
                return result
            }
            let (delivery, message, pid) = deliver(event, to: instance.appID)
            result.delivery = delivery
            result.processID = pid
            result.message = "\(action.displayName) sets openAppWhenRun: the app is opened instead of performing in the extension; \(message)"
            return result
        }

        // As on iOS, the widget answers the tap before perform() returns: the toggle flips and
        // invalidatable content is drawn invalidated until the reload (or a failure) replaces it.
        let optimistic = showInFlightPicture(for: region, instance: instance)
        let outcome = await performIntent(action, instance: instance)
        switch outcome {
        case .success(let performed):
            recordNote(
                id, event: "intentPerformed", reason: ReloadReason.interaction.description,
                detail:
                    "\(performed.intent).perform() returned in the widget extension (pid \(performed.processID)) after \(ArchiveDump.num(performed.seconds)) s")
            // WidgetKit reloads the widget at once after perform() returns, and always does.
            let decision = scheduler.interactionPerformed(InstanceID(id), now: clock.now).first?.decision
            persistEvents()
            await waitForReload(of: id)
            // The reload's entry replaces the in-flight picture.
            if optimistic { endInFlightPicture(of: instance, reverted: false) }
            result.delivery = .performed
            result.processID = performed.processID
            result.message =
                "\(performed.intent).perform() ran in the widget extension (pid \(performed.processID)); reload: \(decision?.description ?? "none")"
        case .failure(let failure):
            recordNote(id, event: "intentFailed", reason: ReloadReason.interaction.description, detail: failure.message)
            if optimistic { endInFlightPicture(of: instance, reverted: true) }
            result.delivery = .failed
            result.message = failure.message
        }
        return result
    }

    /// Draws the entry on screen as it looks while the tapped intent runs and makes it the
    /// current image (`images/current/<id>.png`, announced like a shown entry); the layout taps
    /// and control lists read is that picture too. False when the tap changes nothing visible
    /// (a button without invalidatable content) or nothing is shown.
    func showInFlightPicture(for region: IntentRegion, instance: InstanceRecord) -> Bool {
        guard let shown = try? shownArchive(of: instance) else { return false }
        let picture = shown.archive.inFlightPicture(tapped: region)
        guard picture != shown.archive else { return false }
        display.setInFlightPicture(picture, of: instance.id)
        guard let url = publish(instance, archive: picture, date: shown.entry.date, name: "in flight") else { return true }
        notify(.widgets([homeWidget(instance)]))
        notify(.shown(instance: instance.id, entry: shown.index, image: url))
        let state =
            region.action.control == .toggle
            ? "\(region.action.displayName) toggle shown \(region.action.isOn == true ? "off" : "on")" : "\(region.action.displayName) tapped"
        let dims = [shown.archive.root, shown.archive.containerBackground].contains {
            $0?.containsNode { if case .modifier(.invalidatable) = $0.content { true } else { false } } ?? false
        }
        recordNote(
            instance.id, event: "inFlight", reason: ReloadReason.interaction.description,
            detail: "\(state)\(dims ? ", invalidatable content dimmed" : ""), while perform() runs")
        return true
    }

    /// Stops showing the in-flight picture: the entry on screen is drawn again (after a reload,
    /// the provider's new entry; after a failure, the entry as it was, which is Apple's revert).
    func endInFlightPicture(of instance: InstanceRecord, reverted: Bool) {
        display.setInFlightPicture(nil, of: instance.id)
        if reverted {
            recordNote(
                instance.id, event: "inFlightReverted", reason: ReloadReason.interaction.description, detail: "perform() failed: the entry is shown as it was")
        }
        guard let index = display.entry(of: instance.id), let stored = display.timeline(of: instance.id, in: store), stored.entries.indices.contains(index)
        else { return }
        writeShown(instance, stored.entries[index])
        notify(.widgets([homeWidget(instance)]))
    }

    /// Runs the action's intent in the instance's extension, with the instance's context and
    /// configuration, within the extension's request timeout. The failure is a sentence naming
    /// the intent.
    private func performIntent(_ action: IntentAction, instance: InstanceRecord) async -> Result<PerformedIntent, IntentTapFailure> {
        guard let ext = catalog.extensionRecord(of: instance) else {
            return .failure(IntentTapFailure("\(action.displayName): the widget's extension is no longer installed"))
        }
        let parameters: ConfigurationValues
        do {
            parameters = try JSONDecoder().decode(ConfigurationValues.self, from: Data(action.parameters.utf8))
        } catch {
            return .failure(IntentTapFailure("\(action.displayName): the archived parameters are not configuration values: \(error)"))
        }
        let request = IntentActionRequest(
            typeName: action.typeName, displayName: action.displayName, parameters: parameters,
            toggledValue: action.control == .toggle ? !(action.isOn ?? false) : nil)
        let logs = ExtensionLogInbox()
        defer { recordExtensionLog(logs.take(), instance: instance.id, appID: instance.appID, request: "performIntent") }
        do {
            let host = await pool.host(for: ext.executable, environment: try processEnvironment(appID: instance.appID, identity: ext.id))
            let performed = try await host.performIntent(
                request, context: requestContext(for: instance, isPreview: false), configuration: requestConfiguration(of: instance),
                onLog: logs.callback)
            return .success(performed)
        } catch let ExtensionHostError.extensionError(error) {
            return .failure(IntentTapFailure("\(action.displayName) did not run: \(error)"))
        } catch {
            return .failure(IntentTapFailure("\(action.displayName) did not run: \(error)"))
        }
    }
}

/// Why a tapped intent did not run, as the flight record and the tap's message say it.
struct IntentTapFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
