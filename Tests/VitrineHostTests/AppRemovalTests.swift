import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

extension HostProcesses {
    /// Removing an app removes its data, as deleting an app on iOS does, unless asked to keep
    /// it; a group another installed app still uses stays.
    @Suite struct AppRemovalTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)
        let group = "group.com.vitrine.examples.game"

        /// Writes a file where the app's processes keep shared data and preferences.
        func fillContainer(_ daemon: HostDaemon, _ home: TemporaryHome) async throws -> (container: URL, preferences: URL) {
            let environment = try await daemon.appEnvironment(appID: "com.vitrine.examples.game")
            let containers = AppGroupContainers(root: home.location.directory)
            let container = try containers.containerURL(for: group)
            try Data("saved game".utf8).write(to: container.appendingPathComponent("save.json"))
            let preferences = URL(fileURLWithPath: try #require(environment["XDG_CONFIG_HOME"]))
            #expect(FileManager.default.fileExists(atPath: preferences.path))
            return (container, preferences)
        }

        @Test func removingAnAppDeletesItsContainersPreferencesAndImages() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let image = home.location.directory.appendingPathComponent("images/current/\(id).png")
            #expect(FileManager.default.fileExists(atPath: image.path))
            let (container, preferences) = try await fillContainer(daemon, home)

            let removal = try await daemon.removeApp(id: "com.vitrine.examples.game")
            #expect(removal.instances == [id])
            // The app's and its extension's preferences go with the group's container.
            let extensionPreferences = preferences.deletingLastPathComponent().appendingPathComponent("com.vitrine.examples.game.GameWidgets")
            #expect(Set(removal.deletedData.map(\.path)) == [container.path, preferences.path, extensionPreferences.path])
            #expect(removal.keptData.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: container.path))
            #expect(!FileManager.default.fileExists(atPath: preferences.path))
            #expect(!FileManager.default.fileExists(atPath: image.path))

            // A reinstall does not get the old data back.
            _ = try await daemon.installGame(home)
            _ = try await daemon.appEnvironment(appID: "com.vitrine.examples.game")
            #expect(FileManager.default.fileExists(atPath: container.path))
            #expect(!FileManager.default.fileExists(atPath: container.appendingPathComponent("save.json").path))
            await daemon.shutdown()
        }

        @Test func keepDataLeavesTheContainersForAReinstall() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            _ = try await daemon.installGame(home)
            let (container, _) = try await fillContainer(daemon, home)

            let removal = try await daemon.removeApp(id: "com.vitrine.examples.game", keepData: true)
            #expect(removal.deletedData.isEmpty)
            #expect(removal.keptData.map(\.path).contains(container.path))
            _ = try await daemon.installGame(home)
            #expect(try String(contentsOf: container.appendingPathComponent("save.json"), encoding: .utf8) == "saved game")
            await daemon.shutdown()
        }
    }
}
