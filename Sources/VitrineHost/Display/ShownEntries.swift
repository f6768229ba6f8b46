import Foundation
import VitrineStore
import WidgetArchive

/// What each widget shows: the index of its current entry, its committed timeline as last
/// read or written (showing an entry or answering a page must not read SQLite every time;
/// the store stays the truth), and which archives change over time (live dates, which pages
/// re-render every second).
struct ShownEntries {
    /// The entry each instance shows now (index into its stored timeline).
    private var current: [Int64: Int] = [:]
    private var timelines: [Int64: StoredTimeline] = [:]
    /// Whether an archive (by hash) changes over time.
    private var ticking: [String: Bool] = [:]
    /// Entry images this process has drawn (the rest came from the store).
    private(set) var imagesDrawn = 0
    /// The picture shown in place of an instance's entry while a tapped intent runs (a toggle
    /// flipped, invalidatable content dimmed), until the reload or a failure replaces it.
    private var inFlight: [Int64: ViewArchive] = [:]

    /// The in-flight picture instance `id` shows instead of its entry, if an intent runs.
    func inFlightPicture(of id: Int64) -> ViewArchive? { inFlight[id] }

    /// Shows (or, with nil, stops showing) an in-flight picture for instance `id`.
    mutating func setInFlightPicture(_ archive: ViewArchive?, of id: Int64) { inFlight[id] = archive }

    /// The entry instance `id` shows, nil before its first timeline.
    func entry(of id: Int64) -> Int? { current[id] }

    /// Every instance that shows an entry, with that entry (re-shown when the look changes).
    var all: [(id: Int64, entry: Int)] { current.map { ($0.key, $0.value) } }

    mutating func show(_ id: Int64, entry index: Int) { current[id] = index }

    /// Forgets a removed instance.
    mutating func forget(_ id: Int64) {
        current[id] = nil
        timelines[id] = nil
        inFlight[id] = nil
    }

    /// The instance's committed timeline, read from the store once.
    mutating func timeline(of id: Int64, in store: VitrineStore) -> StoredTimeline? {
        if let cached = timelines[id] { return cached }
        guard let stored = try? store.timeline(instanceID: id) else { return nil }
        timelines[id] = stored
        return stored
    }

    /// A timeline just committed: it replaces the one kept, and its archives say whether they tick.
    mutating func committed(_ stored: StoredTimeline, of id: Int64, archives: [ViewArchive]) {
        timelines[id] = stored
        for (entry, archive) in zip(stored.entries, archives) { ticking[entry.archiveHash] = archive.changesOverTime }
    }

    /// Learns which entries of a timeline restored from the store tick (each archive decoded once).
    mutating func learnTicking(of id: Int64, in store: VitrineStore) {
        guard let stored = timeline(of: id, in: store) else { return }
        for entry in stored.entries where ticking[entry.archiveHash] == nil {
            if let data = try? store.archive(hash: entry.archiveHash), let archive = try? ArchiveCodec.decode(data) {
                ticking[entry.archiveHash] = archive.changesOverTime
            }
        }
    }

    /// Whether the archive with this hash is drawn differently as time passes.
    func ticks(_ archiveHash: String) -> Bool { ticking[archiveHash] ?? false }

    mutating func countDrawnImage() { imagesDrawn += 1 }
}
