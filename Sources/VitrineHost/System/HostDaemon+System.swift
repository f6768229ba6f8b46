import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// What the system and apps report about the device: pages on screen, app states, locale,
/// appearance, accessibility, location and the simulated clock. Each becomes a scheduler
/// input (and a flight-record line); the lock is in HostDaemon+Lock.
extension HostDaemon {
    /// What the host does for a change of the system, whoever reports it (the CLI, a scenario).
    public func apply(_ change: SystemChange) {
        switch change {
        case .appearance(let dark): setColorScheme(dark ? .dark : .light)
        case .locale(let identifier): setLocale(identifier)
        case .accessibility: accessibilityChanged()
        case .location: significantLocationChange()
        case .visiblePages(let pages): setVisiblePages(pages.map(Set.init))
        case .lock(let on): setLocked(on)
        }
    }

    /// The pages on screen (nil: all). Hidden widgets are not reloaded; a reload they missed
    /// runs when their page shows again.
    public func setVisiblePages(_ pages: Set<Int>?) {
        let before = system.visiblePages
        system.setVisiblePages(pages, in: store)
        let now = clock.now
        var shownIDs: [InstanceID] = []
        var hiddenIDs: [InstanceID] = []
        for instance in catalog.sortedInstances {
            if pages?.contains(instance.page) ?? true { shownIDs.append(InstanceID(instance.id)) } else { hiddenIDs.append(InstanceID(instance.id)) }
        }
        scheduler.setVisible(hiddenIDs, false, now: now)
        scheduler.setVisible(shownIDs, true, now: now)
        persistEvents()
        // The flight record says when a widget went off or on screen (why a reload waited).
        for instance in catalog.instances.values.sorted(by: { $0.id < $1.id }) {
            let was = before.map { $0.contains(instance.page) } ?? true
            let isNow = pages.map { $0.contains(instance.page) } ?? true
            guard was != isNow else { continue }
            recordNote(
                instance.id, event: "visibility", reason: "home screen",
                detail: isNow ? "on screen (page \(instance.page) shown)" : "off screen (page \(instance.page) not shown)")
        }
        notify(.settingsChanged)
    }

    /// App `appID` is in the foreground or has an audio or navigation session (or not):
    /// reloads it asks for meanwhile do not count against the budget, as on iOS.
    public func appStateChanged(appID: String, _ state: AppState) {
        system.setAppState(state, of: appID)
        scheduler.appStateChanged(AppID(appID), state, now: clock.now)
        persistEvents()
    }

    /// `WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()` from app `appID`.
    @discardableResult
    public func appRequestedReload(appID: String, kind: String?) -> [ReloadRequestResult] {
        let results = scheduler.requestReloadFromApp(AppID(appID), kind: kind, now: clock.now)
        persistEvents()
        return results
    }

    /// "Reload now" by the user (CLI, home screen): exempt, as a user action is.
    @discardableResult
    public func userRequestedReload(_ ids: [Int64]) -> [ReloadRequestResult] {
        let results = scheduler.requestReload(.instances(ids.map { InstanceID($0) }), reason: .userInitiated, now: clock.now)
        persistEvents()
        return results
    }

    /// The system's locale changed: archives hold localized text, so every widget reloads (exempt).
    public func setLocale(_ locale: String) {
        configuration.locale = locale
        _ = scheduler.localeChanged(now: clock.now)
        persistEvents()
        notify(.settingsChanged)
    }

    /// Appearance changed: entries are re-rendered for the scheme (images are cached per
    /// scheme), and the system reloads the widgets (exempt) as WidgetKit does.
    public func setColorScheme(_ scheme: ArchiveEnvironment.ColorScheme) {
        configuration.colorScheme = scheme
        show(display.all)
        _ = scheduler.appearanceChanged(now: clock.now)
        persistEvents()
        notify(.settingsChanged)
    }

    /// An accessibility setting changed: every widget reloads (exempt).
    public func accessibilityChanged() {
        _ = scheduler.accessibilityChanged(now: clock.now)
        persistEvents()
    }

    /// The device moved significantly: widgets of extensions that use location reload (exempt).
    public func significantLocationChange() {
        _ = scheduler.significantLocationChange(now: clock.now)
        persistEvents()
    }

    /// Moves an adjustable clock forward and acts on what became due.
    public func advanceClock(by seconds: TimeInterval) async throws {
        guard let adjustable = clock as? AdjustableClock else {
            throw HostError.notPermitted("the host runs on the wall clock; start it with `vitrine serve --simulated-clock` to move time")
        }
        guard seconds.isFinite, seconds >= 0, seconds <= 366 * 86_400 else {
            throw HostError.notPermitted("the clock moves forward by 0 to 366 days at a time")
        }
        adjustable.advance(by: seconds)
        recordNote(nil, event: "clock", reason: "user", detail: "clock moved forward \(Int(seconds)) s to \(clock.now.ISO8601Format())")
        await step()
        notify(.settingsChanged)
    }
}
