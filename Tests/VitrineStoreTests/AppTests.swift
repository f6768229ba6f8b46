import Foundation
import Testing
@testable import VitrineStore

@Suite struct AppTests {
    @Test func installRoundTrip() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let now = Date(timeIntervalSinceReferenceDate: 790_000_000.25)
            let result = try fixture.install(now: now)
            #expect(!result.isReinstall && result.removedInstanceIDs.isEmpty)

            let expected = AppRecord(id: GameFixture.appID, name: "Game", executable: directory.appendingPathComponent("bin/GameApp").path,
                                     urlSchemes: ["gamewidgets"], appGroups: ["group.com.vitrine.examples.game"],
                                     manifestPath: fixture.manifestPath, installedAt: now, updatedAt: now)
            #expect(result.app == expected)
            #expect(try fixture.store.apps() == [expected])
            #expect(try fixture.store.app(id: GameFixture.appID) == expected)
            #expect(try fixture.store.app(id: "com.nope.app") == nil)
            #expect(try fixture.store.app(forURLScheme: "GameWidgets") == expected)
            #expect(try fixture.store.extensions() == [ExtensionRecord(
                id: GameFixture.extensionID, appID: GameFixture.appID,
                executable: directory.appendingPathComponent("bin/GameWidgets").path,
                dataProtection: .completeUntilFirstUserAuthentication, usesLocation: false)])
            #expect(try fixture.store.extension(id: GameFixture.extensionID)?.appID == GameFixture.appID)

            let kinds = try fixture.store.kinds(appID: GameFixture.appID)
            #expect(kinds.map(\.kind) == ["GameStatus", "Leaderboard"])
            #expect(kinds.map(\.ordinal) == [0, 1])
            #expect(kinds.allSatisfy { $0.extensionID == GameFixture.extensionID && $0.appID == GameFixture.appID })
            #expect(kinds[1].supportedFamilies == ["systemMedium", "systemLarge"])
            #expect(kinds[1].configurationKind == "intent:LeaderboardIntent")
            #expect(kinds[1].contentMarginsDisabled && !kinds[0].contentMarginsDisabled)
            #expect(kinds[0].containerBackgroundRemovable)
            #expect(try fixture.store.kinds() == kinds)
            #expect(try fixture.store.kinds(appID: "com.nope.app").isEmpty)
        }
    }

    @Test func kindsMayBeKeyedByExecutablePath() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let list = GameFixture.kinds()[GameFixture.extensionID]!
            try fixture.store.installApp(manifest: fixture.manifest, manifestPath: fixture.manifestPath,
                                         kinds: [fixture.manifest.extensions[0].executable: list])
            #expect(try fixture.store.kinds().count == 2)
        }
    }

    @Test func installRefusesBadKindArguments() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            #expect(throws: StoreError.unknownExtension(appID: GameFixture.appID, extension: "com.nope.W")) {
                try fixture.install(["com.nope.W": []])
            }
            #expect(throws: StoreError.self) { try fixture.install([:]) } // the extension was not described
            let twice = WidgetKindRecord(kind: "A", displayName: "A", description: "", supportedFamilies: ["systemSmall"])
            #expect(throws: StoreError.self) { try fixture.install([GameFixture.extensionID: [twice, twice]]) }
            #expect(try fixture.store.apps().isEmpty)
        }
    }

    @Test func reinstallKeepsInstancesWhoseKindStillExists() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let first = Date(timeIntervalSinceReferenceDate: 1_000)
            try fixture.install(now: first)
            let status = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let board = try fixture.store.addInstance(appID: GameFixture.appID, kind: "Leaderboard", family: "systemLarge")
            let boardMedium = try fixture.store.addInstance(appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium")
            let kept = try fixture.store.replaceTimeline(instanceID: status.id, policy: .never,
                                                         entries: [TimelineEntryInput(date: first, archive: archive("s"))], reason: "t")
            try fixture.store.record(ReloadEventRecord(instanceID: status.id, date: first, event: "granted", reason: "t", counted: true))

            // Same version again: everything stays.
            let again = try fixture.install(now: Date(timeIntervalSinceReferenceDate: 2_000))
            #expect(again.isReinstall && again.removedInstanceIDs.isEmpty)
            #expect(again.app.installedAt == first)
            #expect(again.app.updatedAt == Date(timeIntervalSinceReferenceDate: 2_000))
            #expect(try fixture.store.instances().map(\.id) == [status.id, board.id, boardMedium.id])

            // A new version drops systemLarge from Leaderboard.
            let result = try fixture.install(GameFixture.kinds(leaderboardFamilies: ["systemMedium"]))
            #expect(result.removedInstanceIDs == [board.id])
            #expect(try fixture.store.instances().map(\.id) == [status.id, boardMedium.id])
            #expect(try fixture.store.instances().map(\.position) == [0, 1])
            #expect(try fixture.store.timeline(instanceID: status.id) == kept)
            #expect(try fixture.store.countedReloads(instanceID: status.id, since: .distantPast) == [first])

            // And then Leaderboard goes away entirely.
            let last = try fixture.install(GameFixture.kinds(withLeaderboard: false))
            #expect(last.removedInstanceIDs == [boardMedium.id])
            #expect(try fixture.store.instances().map(\.id) == [status.id])
            #expect(try fixture.store.kinds().map(\.kind) == ["GameStatus"])
        }
    }

    @Test func reinstallFromAnotherManifestNeedsPermission() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let elsewhere = directory.appendingPathComponent("copy/game.json").path
            #expect(throws: StoreError.appInstalledElsewhere(appID: GameFixture.appID, manifestPath: fixture.manifestPath)) {
                try fixture.store.installApp(manifest: fixture.manifest, manifestPath: elsewhere, kinds: GameFixture.kinds())
            }
            let result = try fixture.store.installApp(manifest: fixture.manifest, manifestPath: elsewhere, kinds: GameFixture.kinds(),
                                                      allowDifferentManifest: true)
            #expect(result.isReinstall && result.app.manifestPath == elsewhere)
        }
    }

    @Test func urlSchemesAreUniqueAcrossApps() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            #expect(throws: StoreError.urlSchemeTaken(scheme: "gamewidgets", appID: GameFixture.appID)) {
                _ = try installOtherApp(fixture.store, in: directory, schemes: ["weather", "gamewidgets"])
            }
            #expect(try fixture.store.apps().count == 1)
            _ = try installOtherApp(fixture.store, in: directory)
            #expect(try fixture.store.apps().map(\.id) == [GameFixture.appID, "org.example.weather"])
        }
    }

    @Test func removeAppCascades() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let store = fixture.store
            try fixture.install()
            _ = try installOtherApp(store, in: directory)
            let weather = try store.addInstance(appID: "org.example.weather", kind: "Forecast", family: "systemSmall")
            let game = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let weather2 = try store.addInstance(appID: "org.example.weather", kind: "Forecast", family: "systemSmall")
            try store.replaceTimeline(instanceID: game.id, policy: .atEnd,
                                      entries: [TimelineEntryInput(date: Date(), archive: archive("game"))], reason: "t")
            try store.replaceTimeline(instanceID: weather.id, policy: .atEnd,
                                      entries: [TimelineEntryInput(date: Date(), archive: archive("sun"))], reason: "t")
            try store.record(events: [
                ReloadEventRecord(instanceID: game.id, date: Date(), event: "granted", reason: "t"),
                ReloadEventRecord(instanceID: nil, appID: GameFixture.appID, date: Date(), event: "requested", reason: "reloadAll"),
                ReloadEventRecord(instanceID: weather.id, date: Date(), event: "granted", reason: "t"),
            ])

            #expect(try store.removeApp(id: GameFixture.appID) == [game.id])
            #expect(try store.apps().map(\.id) == ["org.example.weather"])
            #expect(try store.extensions().map(\.appID) == ["org.example.weather"])
            #expect(try store.kinds().map(\.kind) == ["Forecast"])
            #expect(try store.instances().map(\.id) == [weather.id, weather2.id])
            #expect(try store.instances().map(\.position) == [0, 1])
            #expect(try store.timeline(instanceID: game.id) == nil)
            #expect(try store.timeline(instanceID: weather.id) != nil)
            #expect(try store.events().map(\.instanceID) == [weather.id])
            // The archive stays until garbage collection.
            #expect(try store.archive(hash: ContentHash.hex(archive("game"))) != nil)
            #expect(throws: StoreError.unknownApp(GameFixture.appID)) { try store.removeApp(id: GameFixture.appID) }
        }
    }
}
