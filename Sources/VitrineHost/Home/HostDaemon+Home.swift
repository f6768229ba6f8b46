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

    /// Everything a home screen draws: the clock, look, lock, device, pages and widgets.
    public func homeState() -> HomeState {
        HomeState(
            now: clock.now, simulatedClock: !(clock is WallClock), colorScheme: configuration.colorScheme.rawValue,
            locked: isLocked, device: configuration.device.name,
            visiblePages: system.visiblePages.map { $0.sorted() }, widgets: knownInstances().map(homeWidget))
    }

    /// One placed widget as home screens show it, nil when it is not placed.
    public func homeWidget(id: Int64) -> HomeWidget? { catalog.instance(id).map(homeWidget) }

    func homeWidget(_ instance: InstanceRecord) -> HomeWidget {
        let size = placedSize(of: instance.family)
        let name = catalog.displayName(of: instance)
        var widget = HomeWidget(
            id: instance.id, appID: instance.appID, kind: instance.kind, displayName: name, family: instance.family,
            page: instance.page, position: instance.position, width: size.width, height: size.height,
            entry: nil, entryDate: nil, version: nil, ticks: false)
        if let index = display.entry(of: instance.id), let stored = display.timeline(of: instance.id, in: store), stored.entries.indices.contains(index) {
            let entry = stored.entries[index]
            widget.entry = index
            widget.entryDate = entry.date
            // The store's key of the image: already a SHA-256 of what decides its pixels.
            widget.version = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date))
            widget.ticks = display.ticks(entry.archiveHash)
            // While a tapped intent runs, the page shows the in-flight picture (its own file).
            var info = stat()
            if display.inFlightPicture(of: instance.id) != nil, stat(configuration.currentImage(of: instance.id).path, &info) == 0 {
                widget.version = Self.snapshotTag(info)
            }
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
        guard let instance = catalog.instance(id) else { return nil }
        guard let index = display.entry(of: id) else {
            // Only the snapshot so far: it exists at the host's scale.
            return Self.readSnapshot(configuration.currentImage(of: id))
        }
        if date == nil, display.inFlightPicture(of: id) != nil, let picture = Self.readSnapshot(configuration.currentImage(of: id)) {
            // The picture drawn while a tapped intent runs, at the host's scale.
            return picture
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
        guard let instance = catalog.instance(id) else { return nil }
        return entryImage(of: instance, entry: index, scale: scale, at: nil)
    }

    func entryImage(of instance: InstanceRecord, entry index: Int, scale: Double?, at date: Date?) -> WebImage? {
        guard let stored = display.timeline(of: instance.id, in: store), stored.entries.indices.contains(index) else { return nil }
        let entry = stored.entries[index]
        let scale = scale.map { min(max($0, Self.imageScales.lowerBound), Self.imageScales.upperBound) }
        let key = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date, scale: scale))
        guard let date, date > entry.date else {
            guard let png = image(for: instance, entry: entry, scale: scale) else { return nil }
            return WebImage(png: png, etag: key)
        }
        guard let ext = catalog.extensionRecord(of: instance), let data = try? store.archive(hash: entry.archiveHash),
            let archive = try? ArchiveCodec.decode(data)
        else { return nil }
        let output = renderer.render(archive, at: date, extensionExecutable: ext.executable, scale: scale, redaction: redaction(for: instance))
        return WebImage(png: output.png, etag: key + "@\(date.timeIntervalSinceReferenceDate)")
    }
}
