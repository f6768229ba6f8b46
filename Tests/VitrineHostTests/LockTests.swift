import Foundation
import Synchronization
import Testing
import VitrineHost
import VitrineStore

extension HostProcesses {
    /// The locked device on the daemon (simulated clock, the real example extension): what
    /// its widgets show. Refused taps are in TapTests.
    @Suite struct LockTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        @Test func lockingRedactsProtectedWidgetsAndIsRemembered() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            // An extension with complete data protection: its widgets show the placeholder look.
            let id = try await daemon.installGame(home, dataProtection: "complete")
            let current = home.location.directory.appendingPathComponent("images/current/\(id).png")
            let unlocked = try Data(contentsOf: current)
            let changes = ChangeLog()
            _ = await daemon.observe { change in if case .shown(let instance, _, _) = change { changes.append(instance) } }

            await daemon.setLocked(true)
            #expect(await daemon.isLocked)
            let locked = try Data(contentsOf: current)
            #expect(locked != unlocked)
            #expect(pngSize(locked).map { $0 == (338 * 3, 158 * 3) } == true)
            #expect(changes.all == [id])
            #expect(try daemon.store.setting("locked") == "true")
            #expect(try daemon.store.events(limit: 20).contains { $0.event == "locked" })
            #expect(await daemon.statusText().contains("device: locked"))

            // Unlocked, the widget is what it was: the same image, from the store's cache.
            let renders = await daemon.renderCount
            await daemon.setLocked(false)
            #expect(try Data(contentsOf: current) == unlocked)
            #expect(await daemon.renderCount == renders)

            // The lock survives a restart.
            await daemon.setLocked(true)
            await daemon.shutdown()
            let restarted = try home.daemon(clock: SimulatedClock(start: start))
            try await restarted.start()
            #expect(await restarted.isLocked)
            await restarted.shutdown()
        }

        @Test func lockingHidesPrivacySensitiveContentOnly() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            // The API tour's rectangular widget marks its round progress privacySensitive();
            // the Word widget has nothing private. Neither extension is data-protected.
            let tour = try await daemon.installGame(home, kind: "com.vitrine.api-tour", family: "accessoryRectangular")
            let word = try await daemon.addWidget(appID: "com.vitrine.examples.game", kind: "WordWidgetExtension", family: "systemMedium", page: 0).id
            func image(_ id: Int64) throws -> Data {
                try Data(contentsOf: home.location.directory.appendingPathComponent("images/current/\(id).png"))
            }
            let (tourBefore, wordBefore) = (try image(tour), try image(word))
            await daemon.setLocked(true)
            #expect(try image(tour) != tourBefore)
            #expect(try image(word) == wordBefore)
            await daemon.shutdown()
        }
    }
}

final class ChangeLog: Sendable {
    private let changes = Mutex<[Int64]>([])
    func append(_ id: Int64) { changes.withLock { $0.append(id) } }
    var all: [Int64] { changes.withLock { $0 } }
}
