import Foundation
import Testing
import VitrineHost
import VitrineStore

extension HostProcesses {
    /// `vitrine simulate`'s engine: the real scheduler and the real example extension on a
    /// simulated clock, checked decision by decision.
    @Suite struct SimulatorTests {
        func scenario(_ home: TemporaryHome, events: String, duration: String = "8h", widgets: String? = nil) throws -> Scenario {
            let manifest = try home.gameManifest(appExecutable: nil)
            let json = """
                {
                  "start": "2026-11-23T08:00:00Z", "duration": "\(duration)", "apps": ["\(manifest.path)"],
                  "widgets": \(widgets ?? """
                [{ "name": "health", "app": "com.vitrine.examples.game", "kind": "com.mygame.character-detail", "family": "systemMedium", "page": 0 },
                 { "name": "leaders", "app": "com.vitrine.examples.game", "kind": "com.mygame.leaderboard", "family": "systemMedium", "page": 1 }]
                """),
                  "events": \(events)
                }
                """
            return try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        }

        func run(_ scenario: Scenario, _ home: TemporaryHome) async throws -> Simulator.Report {
            try await Simulator(scenario: scenario, scenarioDirectory: home.directory, workDirectory: home.directory).run()
        }

        @Test func healthTimelineReloadsAtItsEndAndAppRequestsAreCountedOnlyInTheBackground() async throws {
            let home = try TemporaryHome()
            let report = try await run(
                scenario(
                    home,
                    events: """
                        [{ "at": "1h30m", "action": "reload", "app": "com.vitrine.examples.game", "kind": "com.mygame.character-detail" },
                         { "at": "2h", "action": "foreground", "app": "com.vitrine.examples.game" },
                         { "at": "2h10m", "action": "reload", "app": "com.vitrine.examples.game", "kind": "com.mygame.character-detail" },
                         { "at": "2h20m", "action": "background", "app": "com.vitrine.examples.game" }]
                        """), home)
            let health = try #require(report.instances.first { $0.kind == "com.mygame.character-detail" })
            let events = report.flight.filter { $0.instanceID == health.id }
            let issued = events.filter { $0.event == "issued" }
            #expect(issued.map(\.reason).starts(with: ["initial", "appRequest(background)", "appRequest(foreground)", "policyAtEnd"]))
            #expect(issued.map(\.counted).starts(with: [false, true, false, true]))
            // .atEnd: the next reload comes at the new timeline's last entry (three hours on).
            let start = Date(timeIntervalSince1970: 1_795_420_800)  // 2026-11-23T08:00:00Z
            let atEnd = try #require(issued.first { $0.reason == "policyAtEnd" })
            #expect(abs(atEnd.date.timeIntervalSince(start.addingTimeInterval(2 * 3600 + 600 + 3 * 3600))) < 30)
            // Entries advanced hourly between reloads.
            #expect(events.filter { $0.event == "entryShown" }.count >= 8)
            #expect(report.budgets[health.id]?.remaining == 50 - issued.filter(\.counted).count)
        }

        @Test func aHiddenPageDefersItsReloadsUntilItShows() async throws {
            let home = try TemporaryHome()
            let report = try await run(
                scenario(
                    home,
                    events: """
                        [{ "at": "10m", "action": "hide-page", "page": 1 },
                         { "at": "5h", "action": "show-page", "page": 1 }]
                        """), home)
            let leaders = try #require(report.instances.first { $0.kind == "com.mygame.leaderboard" })
            let events = report.flight.filter { $0.instanceID == leaders.id }
            let start = Date(timeIntervalSince1970: 1_795_420_800)
            let hiddenUntil = start.addingTimeInterval(5 * 3600)
            // Nothing was issued while hidden; a deferral was recorded; the reload ran on showing.
            #expect(!events.contains { $0.event == "issued" && $0.date > start.addingTimeInterval(600) && $0.date < hiddenUntil })
            #expect(events.contains { $0.detail.hasPrefix("deferred") })
            let released = try #require(events.first { $0.event == "issued" && $0.date >= hiddenUntil })
            #expect(released.date.timeIntervalSince(hiddenUntil) < 30)
            #expect(released.reason == "becameVisible" || released.reason.hasPrefix("policy"))
        }

        @Test func appearanceAndLocaleChangesReloadEveryWidgetWithoutCharge() async throws {
            let home = try TemporaryHome()
            let report = try await run(
                scenario(
                    home,
                    events: """
                        [{ "at": "20m", "action": "appearance", "value": "dark" },
                         { "at": "40m", "action": "locale", "value": "ru_RU" }]
                        """, duration: "1h"), home)
            // Both placed widgets, or the loop below checks nothing.
            #expect(report.instances.map(\.kind).sorted() == ["com.mygame.character-detail", "com.mygame.leaderboard"])
            for instance in report.instances {
                let issued = report.flight.filter { $0.instanceID == instance.id && $0.event == "issued" }
                #expect(issued.contains { $0.reason == "appearanceChange" && !$0.counted })
                #expect(issued.contains { $0.reason == "localeChange" && !$0.counted })
                #expect(report.budgets[instance.id]?.remaining == 50)
            }
            // The chart has a lane per widget.
            #expect(report.chart.svg().components(separatedBy: "<polyline").count == report.instances.count + 1)
        }
    }
}
