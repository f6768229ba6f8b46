import Foundation
import GRDB
import Testing

@testable import VitrineStore

@Suite struct TimelineTests {
    func count(_ store: VitrineStore, _ table: String) throws -> Int {
        try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)")! }
    }

    @Test func replaceAndReadBack() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let store = fixture.store
            let instance = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            #expect(try store.timeline(instanceID: instance.id) == nil)

            // Dates with sub-millisecond parts must come back bit for bit.
            let t0 = Date(timeIntervalSinceReferenceDate: 790_000_000.000_123_4)
            let entries = [
                TimelineEntryInput(date: t0, relevanceScore: 0.75, relevanceDuration: 600, archive: archive("one")),
                TimelineEntryInput(date: t0.addingTimeInterval(60.000_001), archive: archive("two")),
            ]
            let stored = try store.replaceTimeline(
                instanceID: instance.id, policy: .after(t0.addingTimeInterval(3600.5)),
                entries: entries, reason: "WidgetCenter reload", fetchedAt: t0)
            #expect(stored.timeline.generation == 1)
            #expect(stored.timeline.policy == .after(t0.addingTimeInterval(3600.5)))
            #expect(stored.timeline.policyKind == "after")
            #expect(stored.entries.map(\.index) == [0, 1])
            #expect(stored.entries.map(\.date) == entries.map(\.date))
            #expect(stored.entries[0].relevanceScore == 0.75 && stored.entries[0].relevanceDuration == 600)
            #expect(stored.entries[1].relevanceScore == nil)
            #expect(stored.entries[0].archiveHash == ContentHash.hex(archive("one")))
            #expect(try store.timeline(instanceID: instance.id) == stored)
            #expect(try store.archive(hash: stored.entries[1].archiveHash) == archive("two"))
            #expect(try store.archive(hash: ContentHash.hex(Data("absent".utf8))) == nil)

            let next = try store.replaceTimeline(instanceID: instance.id, policy: .never, entries: [], reason: "policy atEnd")
            #expect(next.timeline.generation == 2 && next.timeline.policy == .never && next.entries.isEmpty)
            #expect(try store.timeline(instanceID: instance.id) == next)
            let third = try store.replaceTimeline(instanceID: instance.id, policy: .atEnd, entries: Array(entries.prefix(1)), reason: "r")
            #expect(third.timeline.generation == 3 && third.timeline.policy == .atEnd)
            #expect(try store.timelines() == [third.timeline])
        }
    }

    @Test func replaceValidates() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            #expect(throws: StoreError.unknownInstance(42)) {
                try fixture.store.replaceTimeline(instanceID: 42, policy: .atEnd, entries: [], reason: "r")
            }
            let instance = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            #expect(throws: StoreError.self) {
                try fixture.store.replaceTimeline(
                    instanceID: instance.id, policy: .atEnd,
                    entries: [TimelineEntryInput(date: Date(timeIntervalSinceReferenceDate: .nan), archive: Data())],
                    reason: "r")
            }
            #expect(try fixture.store.timeline(instanceID: instance.id) == nil)
        }
    }

    /// A failure after the old entries were deleted and the new archives inserted rolls all of
    /// it back: the old timeline is still there, whole.
    @Test func replacementIsAtomic() throws {
        struct Interrupted: Error {}
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let store = fixture.store
            let instance = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let old = try store.replaceTimeline(
                instanceID: instance.id, policy: .atEnd,
                entries: [TimelineEntryInput(date: Date(), archive: archive("old"))], reason: "first")
            var sawDeletion = false
            #expect(throws: Interrupted.self) {
                try store.replaceTimeline(
                    instanceID: instance.id, policy: .never,
                    entries: [TimelineEntryInput(date: Date(), archive: archive("new"))], reason: "second",
                    fetchedAt: Date(),
                    beforeEntries: { db in
                        sawDeletion = try EntryRecord.fetchCount(db) == 0
                        throw Interrupted()
                    })
            }
            #expect(sawDeletion)
            #expect(try store.timeline(instanceID: instance.id) == old)
            #expect(try store.archive(hash: ContentHash.hex(archive("new"))) == nil)

            // A second store object (another process) never saw the half-done state either.
            let reopened = try VitrineStore(path: store.path)
            #expect(try reopened.timeline(instanceID: instance.id) == old)
        }
    }

    @Test func identicalArchivesAreStoredOnce() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let store = fixture.store
            let a = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let b = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemMedium")
            let shared = archive("same")
            let now = Date()
            try store.replaceTimeline(
                instanceID: a.id, policy: .atEnd,
                entries: [
                    TimelineEntryInput(date: now, archive: shared), TimelineEntryInput(date: now + 60, archive: shared),
                ], reason: "r")
            try store.replaceTimeline(
                instanceID: b.id, policy: .atEnd, entries: [TimelineEntryInput(date: now, archive: shared)],
                reason: "r")
            #expect(try count(store, "archiveBlob") == 1)
            #expect(try count(store, "entry") == 3)
            #expect(
                try store.timeline(instanceID: a.id)!.entries.map(\.archiveHash)
                    == store.timeline(instanceID: b.id)!.entries.map(\.archiveHash) + [ContentHash.hex(shared)])
        }
    }

    @Test func imagesAreStoredOncePerKey() throws {
        try withTemporaryDirectory { directory in
            let store = try VitrineStore(path: directory.appendingPathComponent("s.sqlite").path)
            let hash = ContentHash.hex(archive("x"))
            let environment = "systemSmall@3x dark en_US"
            let key = VitrineStore.imageKey(archiveHash: hash, environment: environment)
            #expect(key.count == 64)
            #expect(key != VitrineStore.imageKey(archiveHash: hash, environment: "systemSmall@3x light en_US"))
            #expect(try !store.hasImage(key: key))

            let now = Date(timeIntervalSinceReferenceDate: 5.5)
            let first = try store.putImage(archiveHash: hash, environment: environment, png: Data([1, 2, 3]), width: 170, height: 170, now: now)
            #expect(first.key == key && first.inserted)
            let second = try store.putImage(archiveHash: hash, environment: environment, png: Data([9]), width: 1, height: 1)
            #expect(second.key == key && !second.inserted)
            #expect(try count(store, "image") == 1)
            #expect(try store.hasImage(key: key))
            #expect(
                try store.image(key: key)
                    == ImageRecord(
                        key: key, archiveHash: hash, environment: environment,
                        png: Data([1, 2, 3]), width: 170, height: 170, createdAt: now))
            #expect(try store.image(key: "nope") == nil)
        }
    }

    @Test func garbageCollectionRemovesOnlyOrphans() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let store = fixture.store
            let a = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let b = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let now = Date()
            try store.replaceTimeline(
                instanceID: a.id, policy: .atEnd,
                entries: [
                    TimelineEntryInput(date: now, archive: archive("kept")), TimelineEntryInput(date: now, archive: archive("replaced")),
                ], reason: "r")
            try store.replaceTimeline(
                instanceID: b.id, policy: .atEnd, entries: [TimelineEntryInput(date: now, archive: archive("removed"))],
                reason: "r")
            for text in ["kept", "replaced", "removed"] {
                try store.putImage(archiveHash: ContentHash.hex(archive(text)), environment: "e", png: Data(text.utf8), width: 1, height: 1)
            }
            try store.replaceTimeline(
                instanceID: a.id, policy: .atEnd, entries: [TimelineEntryInput(date: now, archive: archive("kept"))],
                reason: "r")
            try store.removeInstance(id: b.id)
            try store.record(events: [
                ReloadEventRecord(instanceID: a.id, date: now - 86_400 * 10, event: "granted", reason: "old"),
                ReloadEventRecord(instanceID: a.id, date: now, event: "granted", reason: "recent"),
            ])

            #expect(try store.collectGarbage() == GarbageReport(archives: 2, images: 2, events: 0))
            #expect(try store.archive(hash: ContentHash.hex(archive("kept"))) == archive("kept"))
            #expect(try store.archive(hash: ContentHash.hex(archive("replaced"))) == nil)
            #expect(try store.archive(hash: ContentHash.hex(archive("removed"))) == nil)
            #expect(try store.hasImage(key: VitrineStore.imageKey(archiveHash: ContentHash.hex(archive("kept")), environment: "e")))
            #expect(try count(store, "image") == 1)
            #expect(try store.timeline(instanceID: a.id)?.entries.count == 1)

            #expect(try store.collectGarbage(eventsBefore: now - 86_400) == GarbageReport(archives: 0, images: 0, events: 1))
            #expect(try store.events().map(\.reason) == ["recent"])
        }
    }
}
