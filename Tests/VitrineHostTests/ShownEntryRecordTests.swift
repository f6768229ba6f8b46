import Foundation
import Testing
import VitrineHost
import VitrineStore

extension HostProcesses {
    /// The flight record says "entry shown" once per change of what a widget shows, not once
    /// per process that opens the store (scripts/demo.sh adds five widgets with five
    /// `vitrine widgets add` processes, then serves: the first widget's record once repeated
    /// `entryShown — entry 0` five times).
    @Suite struct ShownEntryRecordTests {
        @Test func addingFiveWidgetsOneProcessEachRecordsTheFirstWidgetsEntryOnce() async throws {
            let home = try TemporaryHome()
            let clock = SimulatedClock(start: Date(timeIntervalSinceReferenceDate: 816_000_000))
            let widgets = [
                ("com.mygame.character-detail", "systemMedium"), ("com.mygame.game-status", "systemSmall"),
                ("com.mygame.leaderboard", "systemLarge"), ("WordWidgetExtension", "systemMedium"),
                ("com.vitrine.api-tour", "systemLarge"),
            ]
            var first: Int64?
            for (kind, family) in widgets {
                // As `vitrine widgets add` does: a daemon of its own on the same store.
                let daemon = try home.daemon(clock: clock)
                try await daemon.start()
                if first == nil {
                    first = try await daemon.installGame(home, kind: kind, family: family)
                } else {
                    _ = try await daemon.addWidget(appID: "com.vitrine.examples.game", kind: kind, family: family, page: 0)
                }
                await daemon.step()
                await daemon.shutdown()
                clock.advance(to: clock.now.addingTimeInterval(30))
            }
            let id = try #require(first)

            // Then `vitrine serve`: it shows the entry again (the tap target, the page), records nothing new.
            let serve = try home.daemon(clock: clock)
            try await serve.start()
            await serve.step()
            #expect(await serve.shownEntry(of: id) == 0)
            await serve.shutdown()

            let shown = try serve.store.events(instanceID: id, limit: 500).filter { $0.event == "entryShown" }
            #expect(shown.map(\.detail) == ["entry 0"], "\(shown.map { "\($0.date) \($0.detail)" })")
        }
    }
}
