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

            let expected = AppRecord(
                id: GameFixture.appID, name: "Game", executable: directory.appendingPathComponent("bin/GameApp").path,
                urlSchemes: ["gamewidgets"], appGroups: ["group.com.vitrine.examples.game"],
                manifestPath: fixture.manifestPath, installedAt: now, updatedAt: now)
            #expect(result.app == expected)
            #expect(try fixture.store.apps() == [expected])
            #expect(try fixture.store.app(id: GameFixture.appID) == expected)
            #expect(try fixture.store.app(id: "com.nope.app") == nil)
            #expect(try fixture.store.app(forURLScheme: "GameWidgets") == expected)
            #expect(
                try fixture.store.extensions() == [
                    ExtensionRecord(
                        id: GameFixture.extensionID, appID: GameFixture.appID,
                        executable: directory.appendingPathComponent("bin/GameWidgets").path,
                        dataProtection: .completeUntilFirstUserAuthentication, usesLocation: false)
                ])
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
            try fixture.store.installApp(
                manifest: fixture.manifest, manifestPath: fixture.manifestPath,
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
            #expect(throws: StoreError.self) { try fixture.install([:]) }  // the extension was not described
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
            let kept = try fixture.store.replaceTimeline(
                instanceID: status.id, policy: .never,
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

    @Test func reinstallFromAnotherManifestNeedsReplace() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let elsewhere = directory.appendingPathComponent("copy/game.json").path
            let change = "the manifest file from \(fixture.manifestPath) to \(elsewhere)"
            #expect(throws: StoreError.replaceNeeded(appID: GameFixture.appID, changes: [change])) {
                try fixture.store.installApp(manifest: fixture.manifest, manifestPath: elsewhere, kinds: GameFixture.kinds())
            }
            let result = try fixture.store.installApp(
                manifest: fixture.manifest, manifestPath: elsewhere, kinds: GameFixture.kinds(),
                replace: true)
            #expect(result.isReinstall && result.app.manifestPath == elsewhere)
        }
    }

    @Test func reinstallWithAnotherExecutableOrTeamNeedsReplace() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            var changed = fixture.manifest
            changed.executable = try makeExecutable(directory, "bin/Impostor")
            changed.team = "A1B2C3D4E5"
            do {
                try fixture.store.installApp(manifest: changed, manifestPath: fixture.manifestPath, kinds: GameFixture.kinds())
                Issue.record("a re-install with another executable and team was accepted without replace")
            } catch let StoreError.replaceNeeded(appID, changes) {
                #expect(appID == GameFixture.appID)
                #expect(changes.count == 2)
                #expect(changes[0].contains("bin/GameApp") && changes[0].contains("bin/Impostor"))
                #expect(changes[1] == "the team from none to A1B2C3D4E5")
            }
            #expect(try fixture.store.app(id: GameFixture.appID)?.executable == fixture.manifest.executable)
            // The same file again changes nothing and needs no permission.
            #expect(try fixture.install().isReinstall)
        }
    }

    @Test func anExecutableBelongsToOneApp() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let widgets = try makeExecutable(directory, "other/Widgets")
            // A symlink to the game's executable is the same executable.
            let link = directory.appendingPathComponent("other/GameAppLink").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture.manifest.executable!)
            let thief = AppManifest(
                id: "org.example.thief", name: "Thief", executable: link,
                extensions: [ExtensionManifest(id: "org.example.thief.Widgets", executable: widgets)])
            #expect(throws: StoreError.executableTaken(path: link, appID: GameFixture.appID)) {
                try fixture.store.installApp(
                    manifest: thief, manifestPath: directory.appendingPathComponent("thief.json").path,
                    kinds: ["org.example.thief.Widgets": []])
            }
            #expect(try fixture.store.apps().map(\.id) == [GameFixture.appID])
        }
    }

    @Test func anExtensionExecutableBelongsToOneExtension() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let gameWidgets = fixture.manifest.extensions[0].executable
            let thief = AppManifest(
                id: "org.example.thief", name: "Thief", executable: nil,
                extensions: [ExtensionManifest(id: "org.example.thief.Widgets", executable: gameWidgets)])
            #expect(throws: StoreError.extensionExecutableTaken(path: gameWidgets, extensionID: GameFixture.extensionID)) {
                try fixture.store.installApp(
                    manifest: thief, manifestPath: directory.appendingPathComponent("thief.json").path,
                    kinds: ["org.example.thief.Widgets": []])
            }
        }
    }

    @Test func appGroupsAreSharedWithinOneTeamOnly() throws {
        try withTemporaryDirectory { directory in
            let store = try VitrineStore(path: directory.appendingPathComponent("store.sqlite").path)
            let group = "group.com.example.shared"
            func app(_ id: String, team: String?) throws -> AppManifest {
                AppManifest(
                    id: id, name: id, executable: try makeExecutable(directory, "\(id)/App"), appGroups: [group], team: team,
                    extensions: [ExtensionManifest(id: id + ".Widgets", executable: try makeExecutable(directory, "\(id)/Widgets"))])
            }
            func install(_ manifest: AppManifest) throws {
                try store.installApp(
                    manifest: manifest, manifestPath: directory.appendingPathComponent(manifest.id + ".json").path,
                    kinds: [manifest.id + ".Widgets": []])
            }
            try install(try app("com.example.first", team: "TEAMAAAAAA"))
            // The same team shares the group.
            try install(try app("com.example.second", team: "TEAMAAAAAA"))
            // Another team, or no team, is refused, naming the owner.
            #expect(throws: StoreError.appGroupOwned(group: group, appID: "com.example.first", team: "TEAMAAAAAA")) {
                try install(try app("org.attacker.reader", team: "TEAMBBBBBB"))
            }
            #expect(throws: StoreError.appGroupOwned(group: group, appID: "com.example.first", team: "TEAMAAAAAA")) {
                try install(try app("org.attacker.noteam", team: nil))
            }
            #expect(try store.apps().map(\.id) == ["com.example.first", "com.example.second"])

            // An app without a team shares its groups with no other app, not even another without a team.
            let lonely = "group.com.example.lonely"
            var solo = try app("com.example.solo", team: nil)
            solo.appGroups = [lonely]
            try install(solo)
            var follower = try app("com.example.follower", team: nil)
            follower.appGroups = [lonely]
            #expect(throws: StoreError.appGroupOwned(group: lonely, appID: "com.example.solo", team: nil)) { try install(follower) }
            let message = StoreError.appGroupOwned(group: lonely, appID: "com.example.solo", team: nil).description
            #expect(message.contains("com.example.solo") && message.contains("no team"))
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
            try store.replaceTimeline(
                instanceID: game.id, policy: .atEnd,
                entries: [TimelineEntryInput(date: Date(), archive: archive("game"))], reason: "t")
            try store.replaceTimeline(
                instanceID: weather.id, policy: .atEnd,
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
