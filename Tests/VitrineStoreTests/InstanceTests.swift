import Foundation
import Testing

@testable import VitrineStore

@Suite struct InstanceTests {
    func layout(_ store: VitrineStore) throws -> [[Int64]] {
        let all = try store.instances()
        let pages = (all.map(\.page).max() ?? -1) + 1
        return (0..<pages).map { page in all.filter { $0.page == page }.map(\.id) }
    }

    @Test func addInstanceRoundTripAndDefaults() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let now = Date(timeIntervalSinceReferenceDate: 123.456)
            let config = Data(#"{"player":"ada"}"#.utf8)
            let a = try fixture.store.addInstance(
                appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium",
                page: 1, configuration: config, now: now)
            #expect(
                a
                    == InstanceRecord(
                        id: a.id, appID: GameFixture.appID, extensionID: GameFixture.extensionID,
                        kind: "Leaderboard", family: "systemMedium", configuration: config, page: 1, position: 0,
                        createdAt: now))
            #expect(try fixture.store.instance(id: a.id) == a)
            let b = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", page: 1)
            #expect(b.position == 1 && b.id > a.id && b.configuration == nil)
            // Inserting at a position shifts the rest; past the end appends.
            let c = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", page: 1, position: 0)
            let d = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", page: 1, position: 99)
            #expect(d.position == 3)
            #expect(try fixture.store.instances(page: 1).map(\.id) == [c.id, a.id, b.id, d.id])
            #expect(try fixture.store.instances(page: 1).map(\.position) == [0, 1, 2, 3])
            #expect(try fixture.store.instances(appID: "org.none").isEmpty)

            let updated = try fixture.store.updateConfiguration(instanceID: b.id, configuration: config)
            #expect(try fixture.store.instance(id: b.id) == updated)
            #expect(updated.configuration == config)
        }
    }

    @Test func addInstanceValidates() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let store = fixture.store
            try fixture.install()
            #expect(throws: StoreError.unknownApp("com.nope.app")) {
                try store.addInstance(appID: "com.nope.app", kind: "GameStatus", family: "systemSmall")
            }
            #expect(throws: StoreError.unknownKind(appID: GameFixture.appID, kind: "Nope")) {
                try store.addInstance(appID: GameFixture.appID, kind: "Nope", family: "systemSmall")
            }
            #expect(
                throws: StoreError.unsupportedFamily(
                    kind: "GameStatus", family: "systemLarge",
                    supported: ["systemSmall", "systemMedium"])
            ) {
                try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemLarge")
            }
            #expect(throws: StoreError.self) {
                try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", page: -1)
            }
            #expect(throws: StoreError.unknownExtension(appID: GameFixture.appID, extension: "com.x.y")) {
                try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", extensionID: "com.x.y")
            }
            // Another app's kind is not this app's.
            _ = try installOtherApp(store, in: directory)
            #expect(throws: StoreError.unknownKind(appID: GameFixture.appID, kind: "Forecast")) {
                try store.addInstance(appID: GameFixture.appID, kind: "Forecast", family: "systemSmall")
            }
            #expect(try store.instances(appID: GameFixture.appID).isEmpty)
        }
    }

    @Test func sameKindInTwoExtensionsMustBeNamed() throws {
        try withTemporaryDirectory { directory in
            let store = try VitrineStore(path: directory.appendingPathComponent("s.sqlite").path)
            let one = try makeExecutable(directory, "One"), two = try makeExecutable(directory, "Two")
            let manifest = AppManifest(
                id: "com.example.app", name: "App", executable: nil,
                extensions: [
                    ExtensionManifest(id: "com.example.app.One", executable: one),
                    ExtensionManifest(id: "com.example.app.Two", executable: two),
                ])
            let kind = WidgetKindRecord(kind: "Clock", displayName: "Clock", description: "", supportedFamilies: ["systemSmall"])
            try store.installApp(manifest: manifest, manifestPath: "/m.json", kinds: ["com.example.app.One": [kind], "com.example.app.Two": [kind]])
            #expect(
                throws: StoreError.ambiguousKind(
                    appID: "com.example.app", kind: "Clock",
                    extensions: ["com.example.app.One", "com.example.app.Two"])
            ) {
                try store.addInstance(appID: "com.example.app", kind: "Clock", family: "systemSmall")
            }
            let placed = try store.addInstance(
                appID: "com.example.app", kind: "Clock", family: "systemSmall",
                extensionID: "com.example.app.Two")
            #expect(placed.extensionID == "com.example.app.Two")
        }
    }

    @Test func moveRepacksBothPages() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let store = fixture.store
            try fixture.install()
            func add(_ page: Int) throws -> Int64 {
                try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall", page: page).id
            }
            let a = try add(0), b = try add(0), c = try add(0), d = try add(1), e = try add(1)
            #expect(try layout(store) == [[a, b, c], [d, e]])

            // Within a page, forwards and backwards.
            var moved = try store.moveInstance(id: a, page: 0, position: 2)
            #expect(moved.page == 0 && moved.position == 2)
            #expect(try layout(store) == [[b, c, a], [d, e]])
            try store.moveInstance(id: a, page: 0, position: 0)
            #expect(try layout(store) == [[a, b, c], [d, e]])

            // Across pages: the old page closes up, the new one makes room.
            moved = try store.moveInstance(id: b, page: 1, position: 1)
            #expect(moved.page == 1 && moved.position == 1)
            #expect(try layout(store) == [[a, c], [d, b, e]])
            try store.moveInstance(id: c, page: 1, position: 50)
            #expect(try layout(store) == [[a], [d, b, e, c]])
            try store.moveInstance(id: a, page: 2, position: 0)
            #expect(try layout(store) == [[], [d, b, e, c], [a]])
            for page in 0..<3 {
                #expect(try store.instances(page: page).map(\.position) == Array(0..<store.instances(page: page).count))
            }
            #expect(throws: StoreError.unknownInstance(999)) { try store.moveInstance(id: 999, page: 0, position: 0) }
            #expect(throws: StoreError.self) { try store.moveInstance(id: a, page: -1, position: 0) }
        }
    }

    @Test func removeInstanceRepacksAndCascades() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let store = fixture.store
            try fixture.install()
            let a = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let b = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let c = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            try store.replaceTimeline(
                instanceID: b.id, policy: .atEnd, entries: [TimelineEntryInput(date: Date(), archive: archive("b"))],
                reason: "t")
            try store.record(ReloadEventRecord(instanceID: b.id, date: Date(), event: "granted", reason: "t", counted: true))
            try store.removeInstance(id: b.id)
            #expect(try store.instances().map(\.id) == [a.id, c.id])
            #expect(try store.instances().map(\.position) == [0, 1])
            #expect(try store.timeline(instanceID: b.id) == nil)
            #expect(try store.events(instanceID: b.id).isEmpty)
            #expect(try store.lastReload(instanceID: b.id) == nil)
            #expect(throws: StoreError.unknownInstance(b.id)) { try store.removeInstance(id: b.id) }
            // Ids are never reused, not even the highest one.
            try store.removeInstance(id: c.id)
            let d = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            #expect(d.id > c.id)
        }
    }
}
