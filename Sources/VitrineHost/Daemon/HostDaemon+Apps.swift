import ExtensionHost
import ExtensionProtocol
import Foundation
import VitrineStore
import WidgetArchive
import WidgetScheduler

extension HostDaemon {
    // MARK: Apps

    /// Installs (or re-installs) an app: each extension describes its widgets first, so an
    /// extension that cannot is reported and nothing changes.
    public func installApp(manifest: AppManifest, manifestPath: String) async throws -> InstallResult {
        var kinds: [String: [WidgetKindRecord]] = [:]
        for ext in manifest.extensions {
            await pool.discard(ext.executable)  // a re-install may bring a new binary
            let host = await pool.host(for: ext.executable, environment: try processEnvironment(appID: manifest.id, identity: ext.id))
            do {
                let widgets = try await host.describe()
                kinds[ext.id] = widgets.map {
                    WidgetKindRecord(kind: $0.kind, displayName: $0.displayName, description: $0.description,
                                     supportedFamilies: $0.supportedFamilies, configurationKind: $0.configuration)
                }
            } catch {
                throw HostError.describeFailed(extension: ext.executable, reason: "\(error)")
            }
        }
        let result = try store.installApp(manifest: manifest, manifestPath: manifestPath, kinds: kinds, allowDifferentManifest: true, now: clock.now)
        try sync()
        notify(.instancesChanged)
        return result
    }

    public func removeApp(id: String) async throws -> [Int64] {
        guard let app = try store.app(id: id) else { throw HostError.unknownApp(id) }
        let executables = try store.extensions(appID: app.id).map(\.executable)
        let removed = try store.removeApp(id: id)
        for path in executables { await pool.discard(path) }
        try sync()
        notify(.instancesChanged)
        return removed
    }

    // MARK: Widgets

    /// Places a widget and, as WidgetKit does, asks its extension for a snapshot and then a
    /// timeline. With `waitForTimeline` the call returns once that first reload has ended.
    /// `family` is a family name or Xcode's short name; one the configured device does not
    /// offer (extra large on an iPhone) is refused with `FamilyError`, never given another size.
    public func addWidget(appID: String, kind: String, family: String, page: Int, position: Int? = nil,
                          waitForTimeline: Bool = true) async throws -> InstanceRecord {
        let typed = try offeredFamily(family)
        let instance = try store.addInstance(appID: appID, kind: kind, family: typed.rawValue, page: page, position: position, now: clock.now)
        try sync()
        notify(.instancesChanged)
        if waitForTimeline {
            // The initial reload joins the open coalescing batch (a few seconds at most).
            let deadline = clock.now.addingTimeInterval(configuration.policy.coalescingInterval + 1)
            await step()
            while reloads[instance.id] == nil, let wake = scheduler.nextWakeDate(), wake <= deadline {
                await clock.sleep(until: wake)
                await step()
            }
            await reloads[instance.id]?.value
            persistEvents()
        }
        return instance
    }

    public func removeWidget(id: Int64) throws {
        guard try store.instance(id: id) != nil else { throw HostError.unknownInstance(id) }
        try store.removeInstance(id: id)
        try? FileManager.default.removeItem(at: configuration.currentImage(of: id))
        try sync()
        notify(.instancesChanged)
    }

    public func moveWidget(id: Int64, page: Int, position: Int) throws -> InstanceRecord {
        guard try store.instance(id: id) != nil else { throw HostError.unknownInstance(id) }
        let moved = try store.moveInstance(id: id, page: page, position: position)
        try sync()
        notify(.instancesChanged)
        return moved
    }

    // MARK: What the system and apps report

    /// The pages on screen (nil: all). Hidden widgets are not reloaded; a reload they missed
    /// runs when their page shows again.
    public func setVisiblePages(_ pages: Set<Int>?) {
        let before = visiblePages
        visiblePages = pages
        try? store.setSetting("visiblePages", pages.map { $0.sorted().map(String.init).joined(separator: ",") })
        let now = clock.now
        var shownIDs: [InstanceID] = []
        var hiddenIDs: [InstanceID] = []
        for instance in instances.values {
            if pages?.contains(instance.page) ?? true { shownIDs.append(InstanceID(instance.id)) } else { hiddenIDs.append(InstanceID(instance.id)) }
        }
        scheduler.setVisible(hiddenIDs, false, now: now)
        scheduler.setVisible(shownIDs, true, now: now)
        persistEvents()
        // The flight record says when a widget went off or on screen (why a reload waited).
        for instance in instances.values.sorted(by: { $0.id < $1.id }) {
            let was = before.map { $0.contains(instance.page) } ?? true
            let isNow = pages.map { $0.contains(instance.page) } ?? true
            guard was != isNow else { continue }
            recordNote(instance.id, event: "visibility", reason: "home screen",
                       detail: isNow ? "on screen (page \(instance.page) shown)" : "off screen (page \(instance.page) not shown)")
        }
        notify(.settingsChanged)
    }

    public func appStateChanged(appID: String, _ state: AppState) {
        appStates[appID] = state
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
        show(shown.map { ($0.key, $0.value) })
        _ = scheduler.appearanceChanged(now: clock.now)
        persistEvents()
        notify(.settingsChanged)
    }

    public func accessibilityChanged() {
        _ = scheduler.accessibilityChanged(now: clock.now)
        persistEvents()
    }

    public func significantLocationChange() {
        _ = scheduler.significantLocationChange(now: clock.now)
        persistEvents()
    }

    // MARK: Reading

    public func budget(of id: Int64) -> BudgetStatus? { scheduler.budget(of: InstanceID(id), now: clock.now) }
    public func schedulerState(of id: Int64) -> InstanceState? { scheduler.state(of: InstanceID(id)) }
    public func runningExtensions() async -> [String: Int32] { await pool.running() }
    public func knownInstances() -> [InstanceRecord] { instances.values.sorted { ($0.page, $0.position, $0.id) < ($1.page, $1.position, $1.id) } }
}
