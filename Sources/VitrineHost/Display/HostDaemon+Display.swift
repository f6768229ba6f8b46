import Foundation
import VitrineStore
import WidgetArchive
import WidgetScheduler

extension HostDaemon {
    /// The image key's environment part for an entry: the render environment, the family,
    /// the entry's date (dynamic dates are drawn as of it) and the lock's redaction. The same
    /// entry in the same environment is never rendered or stored twice.
    func imageEnvironment(_ instance: InstanceRecord, date: Date, scale: Double? = nil) -> String {
        var environment = configuration.renderEnvironment
        if let scale { environment.scale = scale }
        return "\(environment.key)|\(instance.family)|\(date.timeIntervalSinceReferenceDate)" + redactionKey(for: instance)
    }

    /// The stored image of an entry, rendering it first if this environment has none.
    func image(for instance: InstanceRecord, entry: EntryRecord, archive: ViewArchive? = nil, scale: Double? = nil) -> Data? {
        let environment = imageEnvironment(instance, date: entry.date, scale: scale)
        let key = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: environment)
        if let stored = try? store.image(key: key) { return stored.png }
        guard let ext = catalog.extensionRecord(of: instance) else { return nil }
        let decoded: ViewArchive
        if let archive {
            decoded = archive
        } else {
            guard let data = try? store.archive(hash: entry.archiveHash), let archive = try? ArchiveCodec.decode(data) else {
                recordNote(instance.id, event: "failed", reason: "render", detail: "entry \(entry.index): its archive is missing or unreadable")
                return nil
            }
            decoded = archive
        }
        let output = renderer.render(
            decoded, at: entry.date, extensionExecutable: ext.executable, scale: scale,
            redaction: redaction(for: instance))
        display.countDrawnImage()
        do {
            try store.putImage(
                archiveHash: entry.archiveHash, environment: environment, png: output.png,
                width: output.pixelWidth, height: output.pixelHeight, now: clock.now)
        } catch {
            log("could not store the image of #\(instance.id) entry \(entry.index): \(error)")
        }
        let problems = output.diagnostics.filter { $0.hasPrefix("error") || $0.hasPrefix("warning") }
        if !problems.isEmpty {
            recordNote(instance.id, event: "diagnostics", reason: "render", detail: "entry \(entry.index): " + problems.prefix(3).joined(separator: "; "))
        }
        return output.png
    }

    /// Makes entry `index` of the instance's stored timeline the one it shows.
    func show(_ id: Int64, entry index: Int) { show([(id, index)]) }

    /// Shows several entries that are due together. Live pages hear of all of them first, in
    /// one change (the images are in the store already, rendered ahead); then each
    /// `images/current/<id>.png` is replaced and announced.
    func show(_ items: [(id: Int64, entry: Int)]) {
        for item in showWithoutWriting(items) { writeShown(item.instance, item.entry) }
    }

    /// The first half of `show`: entries become current and live pages are told.
    func showWithoutWriting(_ items: [(id: Int64, entry: Int)]) -> [(instance: InstanceRecord, entry: EntryRecord)] {
        var changed: [(instance: InstanceRecord, entry: EntryRecord)] = []
        for (id, index) in items {
            guard let instance = catalog.instance(id), let stored = display.timeline(of: id, in: store), stored.entries.indices.contains(index) else {
                continue
            }
            let entry = stored.entries[index]
            let key = VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date))
            guard (try? store.hasImage(key: key)) == true || image(for: instance, entry: entry) != nil else { continue }
            display.show(id, entry: index)
            changed.append((instance, entry))
        }
        guard !changed.isEmpty else { return [] }
        notify(.widgets(changed.map { homeWidget($0.instance) }))
        return changed
    }

    /// Replaces `images/current/<id>.png`, unless a later show has superseded this entry.
    func writeShown(_ instance: InstanceRecord, _ entry: EntryRecord) {
        guard display.entry(of: instance.id) == entry.index, display.timeline(of: instance.id, in: store)?.entries.indices.contains(entry.index) == true,
            let png = image(for: instance, entry: entry), let url = writeCurrent(instance.id, png: png)
        else { return }
        notify(.shown(instance: instance.id, entry: entry.index, image: url))
    }

    /// Renders an archive that is not a timeline entry (snapshot, placeholder) and makes it current.
    func publish(_ instance: InstanceRecord, archive: ViewArchive, date: Date, name: String) -> URL? {
        guard let ext = catalog.extensionRecord(of: instance) else { return nil }
        let output = renderer.render(archive, at: date, extensionExecutable: ext.executable, redaction: redaction(for: instance))
        return writeCurrent(instance.id, png: output.png)
    }

    /// `images/current/<id>.png`, replaced atomically so a reader never sees half an image.
    func writeCurrent(_ id: Int64, png: Data) -> URL? {
        let url = configuration.currentImage(of: id)
        do {
            try png.write(to: url, options: .atomic)
            return url
        } catch {
            log("could not write \(url.path): \(error)")
            return nil
        }
    }

    /// The store key of an entry's image in the current environment.
    public func imageKey(of id: Int64, entry: EntryRecord) -> String? {
        guard let instance = catalog.instance(id) else { return nil }
        return VitrineStore.imageKey(archiveHash: entry.archiveHash, environment: imageEnvironment(instance, date: entry.date))
    }
}
