import ExtensionProtocol
import Foundation
import VitrineStore
import WidgetArchive

/// The gallery: the kinds a person can add and their `isPreview` snapshots.
extension HostDaemon {
    /// The kinds a person can add, each with the families both it and the device offer (the
    /// gallery of an iPhone has no extra-large tiles).
    public func gallery() throws -> [GalleryKind] {
        let names = Dictionary(uniqueKeysWithValues: try store.apps().map { ($0.id, $0.name) })
        let offered = Set(configuration.device.families.map(\.rawValue))
        return try store.kinds().map {
            GalleryKind(
                appID: $0.appID, appName: names[$0.appID] ?? $0.appID, extensionID: $0.extensionID, kind: $0.kind,
                displayName: $0.displayName, description: $0.description, families: $0.supportedFamilies.filter(offered.contains))
        }
    }

    /// A gallery preview: the extension's snapshot with `isPreview` true, rendered at `scale`.
    /// Kept for `GalleryCache.lifetime`; concurrent asks for the same one share a request,
    /// and a failure is remembered for a while so a broken extension is not asked in a loop.
    public func gallerySnapshot(extensionID: String, kind: String, family: String, scale: Double?) async throws -> WebImage {
        guard let record = try store.kinds().first(where: { $0.extensionID == extensionID && $0.kind == kind }) else {
            throw HostError.notPermitted("no installed widget kind \(kind) in extension \(extensionID)")
        }
        _ = try configuration.device.requireSize(of: WidgetFamilyName.parse(family))
        guard record.supportedFamilies.contains(family) else {
            throw HostError.unsupportedFamily(kind: kind, family: family, supported: record.supportedFamilies)
        }
        let scale = min(max(scale ?? configuration.scale, Self.imageScales.lowerBound), Self.imageScales.upperBound)
        let key = [extensionID, kind, family, configuration.renderEnvironment.key, "\(scale)", isLocked ? "locked" : ""].joined(separator: "|")
        if let kept = galleryPreviews.fresh(key, now: clock.now) { return try kept.get() }
        if let running = galleryPreviews.request(key) { return try await running.value }
        guard let ext = catalog.extensionRecord(extensionID) else { throw HostError.notPermitted("extension \(extensionID) is not installed") }
        let environment = try processEnvironment(appID: record.appID, identity: ext.id)
        let size = placedSize(of: family)
        let context = RequestContext(
            kind: kind, family: family, displaySize: size, colorScheme: configuration.colorScheme,
            localeIdentifier: configuration.locale, timeZoneIdentifier: configuration.timeZone, isPreview: true)
        let renderer = renderer
        let logs = ExtensionLogInbox()
        let task = Task { [pool] () throws -> WebImage in
            let host = await pool.host(for: ext.executable, environment: environment)
            let response = try await host.snapshot(context, onLog: logs.callback)
            guard let entry = response.entries?.first else {
                throw HostError.notPermitted("the extension answered the snapshot without an entry\(response.error.map { ": \($0)" } ?? "")")
            }
            let output = renderer.render(entry.archive, at: entry.date, extensionExecutable: ext.executable, scale: scale)
            // Hashed once per render; the result is kept for `GalleryCache.lifetime`.
            return WebImage(png: output.png, etag: ContentHash.hex(output.png))
        }
        galleryPreviews.began(key, task)
        let result = await task.result
        recordExtensionLog(logs.take(), instance: nil, appID: record.appID, request: "gallery snapshot of \(kind) \(family)")
        galleryPreviews.finished(key, result, now: clock.now)
        return try result.get()
    }
}
