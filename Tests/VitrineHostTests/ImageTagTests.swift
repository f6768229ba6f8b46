import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport

extension HostProcesses {
    /// The validators the web pages revalidate images with: taken from what the host already
    /// knows (the store's key, the snapshot file's identity), never a hash of the PNG per request.
    @Suite struct ImageTagTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        @Test func anEntryImageIsTaggedWithItsStoreKey() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let entries = try #require(try daemon.store.timeline(instanceID: id)).entries

            let shown = try #require(await daemon.currentImage(of: id))
            let key = try #require(await daemon.imageKey(of: id, entry: entries[0]))
            #expect(shown.etag == key)
            #expect(await daemon.homeWidget(id: id)?.version == key)
            #expect(try daemon.store.image(key: shown.etag)?.png == shown.png)
            #expect(await daemon.currentImage(of: id)?.etag == key)  // stable from request to request

            let second = try #require(await daemon.entryImage(of: id, entry: 1))
            #expect(second.etag == (await daemon.imageKey(of: id, entry: entries[1])))
            // Another scale is another stored image, under its own key.
            let doubled = try #require(await daemon.entryImage(of: id, entry: 1, scale: 2))
            #expect(doubled.etag != second.etag)
            #expect(try daemon.store.image(key: doubled.etag)?.png == doubled.png)
            await daemon.shutdown()
        }

        /// While the first timeline is on its way the widget shows the snapshot, a file: its tag
        /// is the file's identity, the same as the page's version, and a new file has a new one.
        @Test func theSnapshotIsTaggedWithItsFilesIdentity() async throws {
            let home = try TemporaryHome()
            // FaultyExtension answers the snapshot, then crashes on the timeline request.
            let daemon = try home.daemon(clock: SimulatedClock(start: start), environment: ["FAULT": "crash"])
            try await daemon.start()
            let url = try home.gameManifest(extensionExecutable: Products.path("FaultyExtension"), appExecutable: nil, id: "com.example.faulty")
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
            let id = try await daemon.addWidget(appID: "com.example.faulty", kind: "faulty", family: "systemSmall", page: 0).id
            let first = try #require(await daemon.currentImage(of: id), "no snapshot")
            #expect(await daemon.homeWidget(id: id)?.entry == -1)
            #expect(await daemon.homeWidget(id: id)?.version == first.etag)
            #expect(first.etag.hasPrefix("snapshot-"))
            #expect(await daemon.currentImage(of: id)?.etag == first.etag)

            // The host replaces the file by a rename when it shows a new picture; so does this.
            let file = home.location.directory.appendingPathComponent("images/current/\(id).png")
            #expect(try Data(contentsOf: file) == first.png)
            var changed = first.png
            changed.append(0)
            try changed.write(to: file, options: .atomic)
            let next = try #require(await daemon.currentImage(of: id))
            #expect(next.png == changed)
            #expect(next.etag != first.etag)
            #expect(await daemon.homeWidget(id: id)?.version == next.etag)
            await daemon.shutdown()
        }
    }
}
