import ExtensionProtocol
import Foundation
import Glibc
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// What live home screens ask the host: the state of every placed widget, its image at any
/// scale (the browser's pixel ratio), ticking images for entries with live dates, the
/// inspector's view of one widget, and the gallery.
extension HostDaemon {
    /// Scales a page may ask for (device pixel ratios, rounded up).
    public static let imageScales: ClosedRange<Double> = 1...4

    public func homeState() -> HomeState {
        HomeState(now: clock.now, simulatedClock: !(clock is WallClock), colorScheme: configuration.colorScheme.rawValue,
                  locked: isLocked, device: configuration.device.name,
                  visiblePages: visiblePages.map { $0.sorted() }, widgets: knownInstances().map(homeWidget))
    }

    public func homeWidget(id: Int64) -> HomeWidget? { instances[id].map(homeWidget) }

    func homeWidget(_ instance: InstanceRecord) -> HomeWidget {
        let size = placedSize(of: instance.family)
        let name = displayNames[instance.extensionID + "|" + instance.kind] ?? instance.kind
        var widget = HomeWidget(id: instance.id, appID: instance.appID, kind: instance.kind, displayName: name, family: instance.family,
                                page: instance.page, position: instance.position, width: size.width, height: size.height,
                                entry: nil, entryDate: nil, version: nil, ticks: false)
        if let index = shown[instance.id], let stored = storedTimeline(instance.id), stored.entries.indices.contains(index) {
            let entry = stored.entries[index]
            widget.entry = index
            widget.entryDate = entry.date
            // The store's key of the image: already a SHA-256 of what decides its pixels.
            widget.version = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date))
            widget.ticks = ticking[entry.archiveHash] ?? false
        } else {
            var info = stat()
            if stat(configuration.currentImage(of: instance.id).path, &info) == 0 {
                // The snapshot shown while the first timeline is on its way.
                widget.entry = -1
                widget.version = Self.snapshotTag(info)
            }
        }
        return widget
    }

    /// The image the widget shows now. `scale` defaults to the host's; with `date` the entry
    /// is drawn as of that moment (ticking dates) and not stored: those images are used once.
    ///
    /// ETags are never a hash of the PNG computed per request: an entry's is its store key,
    /// the snapshot's the identity of its file (`snapshotTag`).
    public func currentImage(of id: Int64, scale: Double? = nil, at date: Date? = nil) -> WebImage? {
        guard let instance = instances[id] else { return nil }
        guard let index = shown[id] else {
            // Only the snapshot so far: it exists at the host's scale.
            return Self.readSnapshot(configuration.currentImage(of: id))
        }
        return entryImage(of: instance, entry: index, scale: scale, at: date)
    }

    /// The snapshot file's bytes, tagged with the identity of the file they were read from.
    static func readSnapshot(_ url: URL) -> WebImage? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0, let png = try? handle.readToEnd() else { return nil }
        return WebImage(png: png, etag: snapshotTag(info))
    }

    /// A current-image file's identity: inode, modification time to the nanosecond and size.
    /// The file is only ever replaced by a rename (`writeCurrent`), so a new picture is a new
    /// file; the page's `version` and the ETag both come from this, and neither hashes the image.
    static func snapshotTag(_ info: stat) -> String {
        "snapshot-\(info.st_ino)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_size)"
    }

    /// Entry `index` of the stored timeline (the inspector's thumbnails).
    public func entryImage(of id: Int64, entry index: Int, scale: Double? = nil) -> WebImage? {
        guard let instance = instances[id] else { return nil }
        return entryImage(of: instance, entry: index, scale: scale, at: nil)
    }

    func entryImage(of instance: InstanceRecord, entry index: Int, scale: Double?, at date: Date?) -> WebImage? {
        guard let stored = storedTimeline(instance.id), stored.entries.indices.contains(index) else { return nil }
        let entry = stored.entries[index]
        let scale = scale.map { min(max($0, Self.imageScales.lowerBound), Self.imageScales.upperBound) }
        let key = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date, scale: scale))
        guard let date, date > entry.date else {
            guard let png = image(for: instance, entry: entry, scale: scale) else { return nil }
            return WebImage(png: png, etag: key)
        }
        guard let ext = extensions[instance.extensionID], let data = try? store.archive(hash: entry.archiveHash),
              let archive = try? ArchiveCodec.decode(data) else { return nil }
        let output = renderer.render(archive, at: date, extensionExecutable: ext.executable, scale: scale, redaction: redaction(for: instance))
        return WebImage(png: output.png, etag: key + "@\(date.timeIntervalSinceReferenceDate)")
    }

    // MARK: Inspector

    public func inspect(_ id: Int64, events limit: Int = 60) throws -> WidgetInspection {
        guard let instance = instances[id] else { throw HostError.unknownInstance(id) }
        let stored = storedTimeline(id)
        let events = try store.events(instanceID: id, limit: limit)
        let diagnostics = events.filter { ["diagnostics", "warning", "failed"].contains($0.event) }
            .map { "\($0.date.ISO8601Format()) \($0.event): \($0.detail)" }
        let entries = (stored?.entries ?? []).map { entry in
            WidgetInspection.Entry(index: entry.index, date: entry.date, relevanceScore: entry.relevanceScore,
                                   ticks: ticking[entry.archiveHash] ?? false)
        }
        return WidgetInspection(
            widget: homeWidget(instance), policy: stored?.timeline.policy.kind, policyDate: stored?.timeline.policy.date,
            fetchedAt: stored?.timeline.fetchedAt, fetchReason: stored?.timeline.reason, entries: entries,
            budget: scheduler.budget(of: InstanceID(id), now: clock.now), reloading: reloads[id] != nil,
            events: events.map { WidgetInspection.Event(date: $0.date, event: $0.event, reason: $0.reason, detail: $0.detail,
                                                         budgetRemaining: $0.budgetRemaining, counted: $0.counted) },
            diagnostics: diagnostics)
    }

    /// The inspector's "reload now": a request that goes through the budget exactly as an
    /// app's background `reloadTimelines(ofKind:)` would (counted, deferred or denied).
    public func reloadThroughBudget(_ id: Int64) throws -> ReloadDecision {
        guard instances[id] != nil else { throw HostError.unknownInstance(id) }
        let results = scheduler.requestReload(.instances([InstanceID(id)]), reason: .appRequest(foreground: false), now: clock.now)
        persistEvents()
        guard let decision = results.first?.decision else { throw HostError.unknownInstance(id) }
        return decision
    }

    // MARK: Gallery

    /// The kinds a person can add, each with the families both it and the device offer (the
    /// gallery of an iPhone has no extra-large tiles).
    public func gallery() throws -> [GalleryKind] {
        let names = Dictionary(uniqueKeysWithValues: try store.apps().map { ($0.id, $0.name) })
        let offered = Set(configuration.device.families.map(\.rawValue))
        return try store.kinds().map {
            GalleryKind(appID: $0.appID, appName: names[$0.appID] ?? $0.appID, extensionID: $0.extensionID, kind: $0.kind,
                        displayName: $0.displayName, description: $0.description, families: $0.supportedFamilies.filter(offered.contains))
        }
    }

    /// A gallery preview: the extension's snapshot with `isPreview` true, rendered at `scale`.
    /// Kept for `gallerySnapshotLifetime`; concurrent asks for the same one share a request,
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
        if let cached = gallerySnapshots[key], clock.now.timeIntervalSince(cached.made) < Self.gallerySnapshotLifetime(cached.result) {
            return try cached.result.get()
        }
        if let running = galleryRequests[key] { return try await running.value }
        guard let ext = extensions[extensionID] else { throw HostError.notPermitted("extension \(extensionID) is not installed") }
        let environment = try processEnvironment(appID: record.appID, identity: ext.id)
        let size = placedSize(of: family)
        let context = RequestContext(kind: kind, family: family, displaySize: size, colorScheme: configuration.colorScheme,
                                     localeIdentifier: configuration.locale, timeZoneIdentifier: configuration.timeZone, isPreview: true)
        let renderer = renderer
        let task = Task { [pool] () throws -> WebImage in
            let host = await pool.host(for: ext.executable, environment: environment)
            let response = try await host.snapshot(context)
            guard let entry = response.entries?.first else {
                throw HostError.notPermitted("the extension answered the snapshot without an entry\(response.error.map { ": \($0)" } ?? "")")
            }
            let output = renderer.render(entry.archive, at: entry.date, extensionExecutable: ext.executable, scale: scale)
            // Hashed once per render; the result is kept for `gallerySnapshotLifetime`.
            return WebImage(png: output.png, etag: ContentHash.hex(output.png))
        }
        galleryRequests[key] = task
        let result = await task.result
        galleryRequests[key] = nil
        gallerySnapshots[key] = GallerySnapshot(result: result, made: clock.now)
        return try result.get()
    }

    static func gallerySnapshotLifetime(_ result: Result<WebImage, any Error>) -> TimeInterval {
        switch result {
        case .success: 600
        case .failure: 30
        }
    }

    /// Learns from a freshly stored timeline which entries change over time.
    func noteTicking(_ entries: [EntryRecord], archives: [ViewArchive]) {
        for (entry, archive) in zip(entries, archives) { ticking[entry.archiveHash] = archive.changesOverTime }
    }

    /// Fills `ticking` for timelines restored from the store (the archives are decoded once).
    func learnTicking(_ instance: InstanceRecord) {
        guard let stored = storedTimeline(instance.id) else { return }
        for entry in stored.entries where ticking[entry.archiveHash] == nil {
            if let data = try? store.archive(hash: entry.archiveHash), let archive = try? ArchiveCodec.decode(data) {
                ticking[entry.archiveHash] = archive.changesOverTime
            }
        }
    }
}

/// A cached gallery preview or the failure that produced none.
struct GallerySnapshot {
    var result: Result<WebImage, any Error>
    var made: Date
}

extension HostDaemon {
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

extension HostDaemon {
    /// The instance's committed timeline, from memory once read.
    func storedTimeline(_ id: Int64) -> StoredTimeline? {
        if let cached = timelines[id] { return cached }
        guard let stored = try? store.timeline(instanceID: id) else { return nil }
        timelines[id] = stored
        return stored
    }
}
