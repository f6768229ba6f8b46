import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import WidgetLayout

extension HostProcesses {
    /// Taps and the lock on the daemon itself (simulated clock, the real example extension).
    /// Delivery to a running or launched app is in TapEndToEndTests.
    @Suite struct TapTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        /// The page's toast shows `summary`: which URL or activity went to which app, not the
        /// process id and executable path that `message` has.
        @Test func aTapsSummarySaysWhatWentToWhichApp() throws {
            func result(_ target: TapResult.Target, _ url: String?, _ delivery: TapResult.Delivery, _ message: String) -> TapResult {
                TapResult(
                    instance: 1, x: 10, y: 10, target: target, url: url, kind: "com.mygame.character-detail", family: "systemSmall",
                    delivery: delivery, message: message, processID: 4242, appID: "com.vitrine.examples.game", appName: "Game")
            }
            let sent = result(.link, "game://character/42", .connection, "sent to com.vitrine.examples.game (pid 4242) over its control connection")
            #expect(sent.summary == "Opened game://character/42 in Game")
            let started = result(.widgetURL, "mygame://game/42", .launched, "started /work/.build/debug/GameApp (pid 4242) with VITRINE_OPEN_URL")
            #expect(started.summary == "Opened mygame://game/42 in Game (app started)")
            let activity = result(.activity, nil, .connection, "sent to com.vitrine.examples.game (pid 4242) over its control connection")
            #expect(activity.summary == "Continued the widget's activity (com.mygame.character-detail, systemSmall) in Game")
            for summary in [sent.summary, started.summary, activity.summary] {
                #expect(!summary.contains("pid") && !summary.contains("/" + "work"), "\(summary)")
            }
            // The JSON the page reads carries it.
            let json = try #require(try JSONSerialization.jsonObject(with: Data(sent.json().utf8)) as? [String: Any])
            #expect(json["summary"] as? String == sent.summary)
            #expect(json["appName"] as? String == "Game")
            #expect(try JSONDecoder().decode(TapResult.self, from: Data(sent.json().utf8)) == sent)
        }

        @Test func aTapResolvesLinkThenWidgetURLAndRefusesWhatTheAppCannotOpen() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            // No app executable: the manifest then declares no URL schemes either.
            let id = try await daemon.installGame(home, kind: "com.mygame.game-status", family: "systemLarge")

            let regions = try await daemon.linkRegions(of: id)
            let replay = try #require(regions.first { $0.url == "mygame://game/42/replay" }, "\(regions)")
            #expect(regions.contains { $0.url == "mygame://players/ada" })
            let onReplay = try await daemon.tap(instance: id, x: replay.frame.midX, y: replay.frame.midY)
            #expect(onReplay.target == .link)
            #expect(onReplay.url == "mygame://game/42/replay")
            #expect(onReplay.kind == "com.mygame.game-status" && onReplay.family == "systemLarge")
            #expect(onReplay.delivery == .refused)
            #expect(onReplay.message.contains("scheme mygame"), "\(onReplay.message)")
            #expect(onReplay.appID == "com.vitrine.examples.game" && onReplay.appName == "Game")
            #expect(onReplay.summary == "Not opened: \(onReplay.message)")

            // In the content margin there is no link: the widget's URL.
            let corner = try await daemon.tap(instance: id, x: 4, y: 4)
            #expect(corner.target == .widgetURL)
            #expect(corner.url == "mygame://game/42")

            // Outside the widget (systemLarge is 338 × 354 pt) and unknown widgets are errors.
            await #expect(throws: HostError.self) { try await daemon.tap(instance: id, x: -1, y: 10) }
            await #expect(throws: HostError.self) { try await daemon.tap(instance: id, x: 338, y: 10) }
            await #expect(throws: HostError.self) { try await daemon.tap(instance: id + 100, x: 1, y: 1) }
            do {
                _ = try await daemon.tap(instance: id, x: 10, y: 400)
            } catch {
                #expect("\(error)".contains("outside widget #\(id)"), "\(error)")
            }

            let taps = try daemon.store.events(instanceID: id, limit: 50).filter { $0.event == "tap" }
            #expect(taps.count == 2)
            #expect(taps.contains { $0.reason == "link" && $0.detail.contains("mygame://game/42/replay") && $0.detail.contains("refused") })
            await daemon.shutdown()
        }

        @Test func aWidgetWithoutURLContinuesAnActivityAndAnAppWithoutExecutableCannotTakeIt() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installGame(home, kind: "WordWidgetExtension", family: "systemMedium")
            #expect(try await daemon.linkRegions(of: id).isEmpty)
            let result = try await daemon.tap(instance: id, x: 169, y: 79)
            #expect(result.target == .activity)
            #expect(result.url == nil)
            #expect(result.delivery == .refused)
            #expect(result.message.contains("no executable"), "\(result.message)")
            await daemon.shutdown()
        }

        @Test func whileLockedTapsAreRefused() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installGame(home)
            await daemon.setLocked(true)
            let refused = try await daemon.tap(instance: id, x: 100, y: 100)
            #expect(refused.delivery == .refused)
            #expect(refused.message.contains("unlock first"), "\(refused.message)")
            #expect(try daemon.store.events(instanceID: id, limit: 20).contains { $0.event == "tap" && $0.detail.contains("locked") })
            await daemon.shutdown()
        }
    }
}
