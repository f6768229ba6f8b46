import Foundation
import Synchronization
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetArchive
import WidgetLayout

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
            // The protected content is gone: the image is exactly the placeholder look of the
            // shown entry (HostPathGoldenTests shows that look equals the entry resolved as a
            // placeholder), not the unlocked one with a pixel changed.
            #expect(locked == (try await shownEntryImage(daemon, id, redaction: .all)))
            #expect(unlocked == (try await shownEntryImage(daemon, id, redaction: .none)))
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
            // Exactly the privacy-sensitive parts hidden: not the whole placeholder look.
            #expect(try image(tour) == (try await shownEntryImage(daemon, tour, redaction: .privacySensitive)))
            #expect(try image(tour) != (try await shownEntryImage(daemon, tour, redaction: .all)))
            #expect(try image(word) == wordBefore)
            await daemon.shutdown()
        }
    }
}

/// The shown entry of `id` drawn independently of the daemon, as the host draws it (default
/// device, 3x, at the entry's date, the example extension's resources) with `redaction`.
func shownEntryImage(_ daemon: HostDaemon, _ id: Int64, redaction: RedactionOverride) async throws -> Data {
    let index = try #require(await daemon.shownEntry(of: id), "instance #\(id) shows nothing")
    let stored = try #require(try daemon.store.timeline(instanceID: id))
    let entry = stored.entries[index]
    let archive = try ArchiveCodec.decode(try #require(try daemon.store.archive(hash: entry.archiveHash)))
    let renderer = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale)
    return renderer.render(archive, at: entry.date, extensionExecutable: Products.path("GameWidgets"), redaction: redaction).png
}

final class ChangeLog: Sendable {
    private let changes = Mutex<[Int64]>([])
    func append(_ id: Int64) { changes.withLock { $0.append(id) } }
    var all: [Int64] { changes.withLock { $0 } }
}
