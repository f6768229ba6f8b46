import ExtensionHost
import ExtensionProtocol
import Foundation
import VitrineStore
import WidgetArchive
import WidgetScheduler

extension HostDaemon {
    // MARK: Apps

    /// Installs (or re-installs) an app: each extension describes its widgets first, so an
    /// extension that cannot is reported and nothing changes. A re-install that changes who
    /// the app is (manifest file, executable, team) needs `replace`; an executable, extension
    /// executable or App Group another app owns is refused (`StoreError`).
    public func installApp(manifest: AppManifest, manifestPath: String, replace: Bool = false) async throws -> InstallResult {
        var kinds: [String: [WidgetKindRecord]] = [:]
        // Logged while describing: recorded app-wide once the app is in the store.
        let logs = ExtensionLogInbox()
        for ext in manifest.extensions {
            await pool.discard(ext.executable)  // a re-install may bring a new binary
            let host = await pool.host(for: ext.executable, environment: try processEnvironment(appID: manifest.id, identity: ext.id))
            do {
                let widgets = try await host.describe(onLog: logs.callback)
                kinds[ext.id] = widgets.map {
                    WidgetKindRecord(
                        kind: $0.kind, displayName: $0.displayName, description: $0.description,
                        supportedFamilies: $0.supportedFamilies, configurationKind: $0.configuration,
                        configurationSchema: $0.configurationSchema)
                }
            } catch {
                throw HostError.describeFailed(extension: ext.executable, reason: "\(error)")
            }
        }
        // Intents extensions are launched on demand too; a re-install may bring new binaries.
        for intents in manifest.intentsExtensions { await pool.discard(intents.executable) }
        let result = try store.installApp(manifest: manifest, manifestPath: manifestPath, kinds: kinds, replace: replace, now: clock.now)
        recordExtensionLog(logs.take(), instance: nil, appID: manifest.id, request: "describe")
        try sync()
        // The processes that described were launched before the store granted this manifest's
        // App Groups (a first install has none yet): the next request starts them with the grants.
        for ext in manifest.extensions { await pool.discard(ext.executable) }
        recordDroppedConfigurations(result.droppedConfigurations)
        notify(.instancesChanged)
        return result
    }

    /// Uninstalls app `id` with its widgets and ends its extensions. Unless `keepData`, its
    /// data goes too, as on iOS: the containers of App Groups no other installed app uses,
    /// the preferences of its processes, and its widgets' current images (a reinstall starts
    /// empty).
    public func removeApp(id: String, keepData: Bool = false) async throws -> AppRemoval {
        guard let app = try store.app(id: id) else { throw HostError.unknownApp(id) }
        let extensions = try store.extensions(appID: app.id)
        let removed = try store.removeApp(id: id)
        for path in extensions.map(\.executable) + (app.intentsExtensions ?? []).map(\.executable) { await pool.discard(path) }
        for instance in removed { try? FileManager.default.removeItem(at: configuration.currentImage(of: instance)) }
        try sync()
        notify(.instancesChanged)
        var removal = AppRemoval(instances: removed, deletedData: [], keptData: [])
        let stillUsed = Set(try store.apps().flatMap(\.appGroups))
        let groups = app.appGroups.filter { !stillUsed.contains($0) }
        let identities = [app.id] + extensions.map(\.id)
        if keepData {
            removal.keptData = try groups.map { try self.groups.containerURL(for: $0) } + identities.map { try self.groups.preferencesDirectory(for: $0) }
            removal.keptData = removal.keptData.filter { FileManager.default.fileExists(atPath: $0.path) }
        } else {
            removal.deletedData = try self.groups.remove(groups: groups, identities: identities)
        }
        recordNote(
            nil, event: "appRemoved", reason: "user",
            detail: "\(id): \(removed.count) widget(s); "
                + (keepData ? "data kept (\(removal.keptData.count) folder(s))" : "data deleted (\(removal.deletedData.count) folder(s))"))
        return removal
    }

    // MARK: Widgets

    /// Places a widget and, as WidgetKit does, asks its extension for a snapshot and then a
    /// timeline. With `waitForTimeline` the call returns once that first reload has ended.
    /// `family` is a family name or Xcode's short name; one the configured device does not
    /// offer (extra large on an iPhone) is refused with `FamilyError`, never given another size.
    ///
    /// A configurable widget starts with its extension's default configuration (the schema's
    /// defaults if the extension fails, recorded), overridden by `configuration`, which is
    /// checked as `configure` checks an edit: a bad value places nothing.
    public func addWidget(
        appID: String, kind: String, family: String, page: Int, position: Int? = nil,
        waitForTimeline: Bool = true, configuration values: ConfigurationValues? = nil
    ) async throws -> InstanceRecord {
        let typed = try offeredFamily(family)
        var starting: (StoredConfiguration, [String])?
        if let schema = try configurationSchema(appID: appID, kind: kind) {
            starting = try await startingConfiguration(appID: appID, kind: kind, family: typed.rawValue, schema: schema, given: values)
        } else if let values, !values.isEmpty {
            throw HostError.notConfigurable(instance: nil, kind: kind)
        }
        let instance = try store.addInstance(
            appID: appID, kind: kind, family: typed.rawValue, page: page, position: position, configuration: try starting?.0.encoded(), now: clock.now)
        for note in starting?.1 ?? [] { recordNote(instance.id, event: "configuration", reason: "added", detail: note) }
        try sync()
        notify(.instancesChanged)
        if waitForTimeline {
            // The initial reload joins the open coalescing batch (a few seconds at most).
            let deadline = clock.now.addingTimeInterval(configuration.policy.coalescingInterval + 1)
            await step()
            while !reloads.isRunning(instance.id), let wake = scheduler.nextWakeDate(), wake <= deadline {
                await clock.sleep(until: wake)
                await step()
            }
            await reloads.task(of: instance.id)?.value
            persistEvents()
        }
        return instance
    }

    /// Removes a placed widget, its timeline and its current image.
    public func removeWidget(id: Int64) throws {
        guard try store.instance(id: id) != nil else { throw HostError.unknownInstance(id) }
        try store.removeInstance(id: id)
        try? FileManager.default.removeItem(at: configuration.currentImage(of: id))
        try sync()
        notify(.instancesChanged)
    }

    /// Moves a placed widget to `position` on `page` (the others on that page make room).
    public func moveWidget(id: Int64, page: Int, position: Int) throws -> InstanceRecord {
        guard try store.instance(id: id) != nil else { throw HostError.unknownInstance(id) }
        let moved = try store.moveInstance(id: id, page: page, position: position)
        try sync()
        notify(.instancesChanged)
        return moved
    }
}

/// What removing an app did.
public struct AppRemoval: Sendable {
    /// The widgets that were removed with it.
    public var instances: [Int64]
    /// Folders deleted: App Group containers no other app uses, its processes' preferences.
    public var deletedData: [URL]
    /// Folders left in place because the removal asked to keep the data.
    public var keptData: [URL]
}
