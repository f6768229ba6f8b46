import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

extension HostProcesses {
    /// What a real extension logs with `OSLog` while the real host asks it for a widget's
    /// timeline ends up in that widget's flight record, and `vitrine log ID` prints it.
    @Suite struct ExtensionLogFlightRecordTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        /// The game widget added on a fresh host (with `environment` for its extension), and
        /// `vitrine log ID` afterwards.
        func characterLog(environment: [String: String] = [:]) async throws -> (events: [ReloadEventRecord], output: String, inspector: [String]) {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start), environment: environment)
            try await daemon.start()
            let id = try await daemon.installGame(home)
            let events = try daemon.store.events(instanceID: id, limit: 100).reversed().filter { $0.event == "log" }
            let inspector = try await daemon.inspect(id).events.filter { $0.event == "log" }.map(\.detail)
            await daemon.shutdown()
            let run = try await vitrine(["log", "\(id)"], home: home)
            #expect(run.status == 0, "\(run.stderr)")
            return (Array(events), run.stdout, inspector)
        }

        @Test func theExtensionsLogLinesAreInTheWidgetsFlightRecordWithPrivateValuesRedacted() async throws {
            let (events, output, inspector) = try await characterLog()
            // The web inspector names the logger too.
            #expect(inspector.contains("com.mygame.widgets/CharacterDetail: 4 entries until <private> is healed"), "\(inspector)")
            let line = try #require(events.first { $0.category == "CharacterDetail" }, "\(events)")
            #expect(line.reason == "info")
            #expect(line.subsystem == "com.mygame.widgets")
            #expect(line.detail == "4 entries until <private> is healed")
            #expect(!output.contains("Panda"))
            #expect(output.contains(" log [info] com.mygame.widgets/CharacterDetail: 4 entries until <private> is healed"), "\(output)")
            // Among the reload's own lines, not in a separate log.
            #expect(output.contains(" timelineArrived") && output.contains(" issued"), "\(output)")
        }

        @Test func theDevelopmentFlagShowsPrivateValues() async throws {
            let (events, output, _) = try await characterLog(environment: ["VITRINE_LOG_PRIVATE": "1"])
            #expect(events.contains { $0.detail == "4 entries until Power Panda is healed" }, "\(events)")
            #expect(output.contains("[info] com.mygame.widgets/CharacterDetail: 4 entries until Power Panda is healed"), "\(output)")
        }

        @Test func aFloodingExtensionAddsAtMostItsCapPerRequest() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start), environment: ["FAULT": "log-flood"])
            try await daemon.start()
            let url = try home.gameManifest(extensionExecutable: Products.path("FaultyExtension"), appExecutable: nil, id: "com.example.faulty")
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
            let faulty = try await daemon.addWidget(appID: "com.example.faulty", kind: "faulty", family: "systemSmall", page: 0)
            let events = try daemon.store.events(instanceID: faulty.id, limit: 1000)
            let logs = events.filter { $0.event == "log" }
            // 20,001 lines (about 2 MB) written during one timeline request: 100 kept.
            #expect(logs.count == 100)
            #expect(logs.map(\.detail.utf8.count).max() ?? 0 < 1200)
            let note = try #require(events.first { $0.event == "note" && $0.reason == "logLimit" })
            #expect(note.detail.contains("timeline: 19901 more log lines"), "\(note.detail)")
            #expect(note.detail.contains("1 message cut"), "\(note.detail)")
            // The widget itself is fine: its timeline arrived.
            #expect(events.contains { $0.event == "timelineArrived" })
            await daemon.shutdown()

            let run = try await vitrine(["log", "\(faulty.id)", "--limit", "200"], home: home)
            #expect(run.stdout.contains("log [error] com.example.faulty/Flood: yyyy"), "\(run.stdout.prefix(2000))")
            #expect(run.stdout.contains("note logLimit — timeline: 19901 more log lines"), "\(run.stdout.suffix(2000))")
            let reloadsOnly = try await vitrine(["log", "\(faulty.id)", "--limit", "200", "--reloads-only"], home: home)
            #expect(!reloadsOnly.stdout.contains(" log ["), "\(reloadsOnly.stdout)")
        }

        /// `vitrine serve` as users start it: private values stay hidden even when the shell
        /// exports VITRINE_LOG_PRIVATE=1, and show only with `--log-private`.
        @Test(arguments: [(["--log-private"], [:], true), ([], ["VITRINE_LOG_PRIVATE": "1"], false)])
        func serveShowsPrivateValuesOnlyWithItsFlag(flags: [String], shell: [String: String], revealed: Bool) async throws {
            let home = try TemporaryHome()
            let install = try await vitrine(["apps", "install", try home.gameManifest().path], home: home)
            #expect(install.status == 0, "\(install.stderr)")
            let add = try await vitrine(["widgets", "add", "com.mygame.character-detail", "--family", "medium"], home: home)
            #expect(add.status == 0, "\(add.stderr)")
            let store = try VitrineStore(location: home.location)
            let id = try #require(try store.instances().first?.id)
            let before = try store.events(instanceID: id, limit: 500).filter { $0.event == "log" }.count

            let log = home.directory.appendingPathComponent("serve.log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            let serve = Process()
            serve.executableURL = URL(fileURLWithPath: Products.path("vitrine"))
            serve.arguments = ["serve", "--home", home.directory.path] + flags
            serve.environment = ProcessInfo.processInfo.environment.filter { $0.key != ControlProtocol.socketEnvironmentKey }.merging(shell) { $1 }
            serve.standardOutput = try FileHandle(forWritingTo: log)
            serve.standardError = serve.standardOutput
            try serve.run()
            defer {
                if serve.isRunning { kill(serve.processIdentifier, SIGKILL) }
                serve.waitUntilExit()
            }
            #expect(
                try await eventually(20) {
                    guard let client = try? ControlClient.connect(to: home.socket, role: .cli, timeout: 1) else { return false }
                    client.close()
                    return true
                })
            // A user reload: the extension runs under the serving host and logs again.
            let reload = try await vitrine(["widgets", "reload", "\(id)"], home: home)
            #expect(reload.status == 0, "\(reload.stderr)")
            #expect(try await eventually(30) { try store.events(instanceID: id, limit: 500).filter { $0.event == "log" }.count > before })
            let latest = try #require(try store.events(instanceID: id, limit: 500).first { $0.event == "log" && $0.category == "CharacterDetail" })
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(latest.detail.hasSuffix(revealed ? "until Power Panda is healed" : "until <private> is healed"), "\(latest.detail)\n\(output)")
        }
    }
}
