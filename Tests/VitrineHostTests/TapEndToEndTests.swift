import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetLayout

/// A `vitrine` host command over the control socket, as the CLI sends it.
func hostCommand(_ command: HostCommand, home: TemporaryHome) async throws -> ControlResult {
    try await offPool {
        let client = try ControlClient.connect(to: home.socket, role: .cli, credential: HostCredential.read(from: home.directory), timeout: 5)
        defer { client.close() }
        return try client.requestAndWait(.host(command), timeout: 30)
    }
}

extension HostProcesses {
    /// Taps on a running `vitrine serve`, delivered to the example app: over its connection
    /// while it listens, by starting it when it does not run; refused while locked or for a
    /// scheme the app does not declare.
    @Suite struct TapEndToEndTests {
        func tap(_ id: Int64, _ x: Double, _ y: Double, home: TemporaryHome) async throws -> TapResult {
            let run = try await vitrine(["widgets", "tap", String(id), String(x), String(y), "--json"], home: home)
            guard run.status == 0, let result = try? JSONDecoder().decode(TapResult.self, from: Data(run.stdout.utf8)) else {
                throw HostTestFailure("vitrine widgets tap failed (\(run.status)): \(run.stdout) \(run.stderr)")
            }
            return result
        }

        @Test func tapsReachTheRunningAppOrStartItAndTheLockRefusesThem() async throws {
            let home = try TemporaryHome()
            let manifest = try home.gameManifest()
            #expect(try await vitrine(["apps", "install", manifest.path], home: home).status == 0)
            for (kind, family) in [
                ("com.mygame.game-status", "large"), ("WordWidgetExtension", "medium"),
                ("com.vitrine.api-tour", "accessoryRectangular"),
            ] {
                let add = try await vitrine(["widgets", "add", kind, "--family", family], home: home)
                #expect(add.status == 0, "\(add.stderr)")
            }
            let store = try VitrineStore(location: home.location)
            let instances = try store.instances()
            let status = try #require(instances.first { $0.kind == "com.mygame.game-status" }).id
            let word = try #require(instances.first { $0.kind == "WordWidgetExtension" }).id
            let tour = try #require(instances.first { $0.kind == "com.vitrine.api-tour" }).id

            let serve = try ServeProcess(home: home)
            defer { if serve.process.isRunning { Foundation.kill(serve.process.processIdentifier, SIGKILL); serve.process.waitUntilExit() } }
            try await serve.waitUntilServing()

            // Where the replay link is, as the web home screen asks.
            let regions = try await links(of: status, home: home)
            #expect(!regions.isEmpty, "\((try? serve.diagnostics(store, status)) ?? "")")
            let replay = try #require(regions.first { $0.url == "mygame://game/42/replay" }, "\(regions)")

            // The app listens: taps go over its connection.
            let app = try ListeningApp(environment: [ControlProtocol.socketEnvironmentKey: home.socket], in: home.directory)
            let registered = try await eventuallyAsync {
                try await hostStatus(home).contains("apps receiving taps: com.vitrine.examples.game (pid \(app.process.processIdentifier))")
            }
            #expect(registered, "\(app.lines)")
            let onLink = try await tap(status, replay.x + replay.width / 2, replay.y + replay.height / 2, home: home)
            #expect(onLink.target == .link && onLink.url == "mygame://game/42/replay")
            #expect(onLink.delivery == .connection, "\(onLink.message)")
            #expect(onLink.processID == app.process.processIdentifier)
            let elsewhere = try await tap(status, 4, 4, home: home)
            #expect(elsewhere.target == .widgetURL && elsewhere.url == "mygame://game/42" && elsewhere.delivery == .connection)
            let noURL = try await tap(word, 20, 20, home: home)
            #expect(noURL.target == .activity && noURL.delivery == .connection)
            #expect(
                await eventually {
                    let lines = app.lines
                    return lines.contains("OPENED mygame://game/42/replay") && lines.contains("OPENED mygame://game/42")
                        && lines.contains("ACTIVITY kind=WordWidgetExtension family=systemMedium")
                }, "\(app.lines)")

            // The API tour opens vitrine://, not a scheme of this app.
            let foreign = try await vitrine(["widgets", "tap", String(tour), "10", "10"], home: home)
            #expect(foreign.status == 2)
            #expect(foreign.stdout.contains("widgetURL: vitrine://tour"), "\(foreign.stdout)")
            #expect(foreign.stdout.contains("refused: the scheme vitrine is not one of com.vitrine.examples.game's URL schemes"), "\(foreign.stdout)")

            // Locked: taps are refused and private content is redacted at once.
            let tourImage = home.location.directory.appendingPathComponent("images/current/\(tour).png")
            let unlockedTour = try Data(contentsOf: tourImage)
            #expect(try await vitrine(["system", "lock", "on"], home: home).status == 0)
            #expect(try await hostStatus(home).contains("device: locked"))
            #expect(try Data(contentsOf: tourImage) != unlockedTour)
            let whileLocked = try await tap(status, replay.x + replay.width / 2, replay.y + replay.height / 2, home: home)
            #expect(whileLocked.delivery == .refused && whileLocked.message.contains("unlock first"))
            #expect(try await vitrine(["system", "lock", "off"], home: home).status == 0)
            #expect(try Data(contentsOf: tourImage) == unlockedTour)
            #expect(app.lines.filter { $0 == "OPENED mygame://game/42/replay" }.count == 1, "\(app.lines)")

            // The app quits; the next tap starts it (output into the host's log).
            await app.stop()
            #expect(app.lines.last == "BYE")
            #expect(try await eventuallyAsync { try await !hostStatus(home).contains("apps receiving taps") })
            let launching = try await tap(status, replay.x + replay.width / 2, replay.y + replay.height / 2, home: home)
            #expect(launching.delivery == .launched, "\(launching.message)")
            let launched = try #require(launching.processID)
            // A tap right after: queued for the starting app, or sent over its connection if it
            // has registered already; either way that process gets it.
            let ada = try #require(regions.first { $0.url == "mygame://players/ada" }, "\(regions)")
            let soon = try await tap(status, ada.x + ada.width / 2, ada.y + ada.height / 2, home: home)
            #expect([.launched, .connection].contains(soon.delivery) && soon.processID == launched, "\(soon)")
            #expect(await eventually { serve.output.contains("OPENED mygame://players/ada") }, "\(serve.output)")
            #expect(await eventually { serve.output.contains("OPENED mygame://game/42/replay") }, "\(serve.output)")
            #expect(try await eventuallyAsync { try await hostStatus(home).contains("apps receiving taps: com.vitrine.examples.game (pid \(launched))") })
            let next = try await tap(status, 4, 4, home: home)
            #expect(next.delivery == .connection && next.processID == launched)
            #expect(await eventually { serve.output.contains("OPENED mygame://game/42\n") }, "\(serve.output)")

            // It is reaped when it ends, and the flight record says so.
            Foundation.kill(launched, SIGTERM)
            let exited = try await eventually {
                try store.events(appID: "com.vitrine.examples.game", limit: 50).contains { $0.event == "appExited" && $0.detail.contains("pid \(launched) ") }
            }
            #expect(exited, "\(serve.output)")
            #expect(await eventually { !FileManager.default.fileExists(atPath: "/proc/\(launched)") }, "pid \(launched) left a zombie")
            let taps = try store.events(instanceID: status, limit: 100).filter { $0.event == "tap" }
            #expect(taps.count == 6)
            #expect(taps.contains { $0.detail.contains("launched") })

            await serve.kill(SIGTERM)
            #expect(serve.process.terminationStatus == 0)
        }

        /// The widget's links, once the host shows its entry.
        func links(of id: Int64, home: TemporaryHome) async throws -> [LinkArea] {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                if case .links(let areas) = try await hostCommand(.links(instance: id), home: home), !areas.isEmpty {
                    return areas
                }
                try await Task.sleep(nanoseconds: 200_000_000)
            }
            return []
        }

        func hostStatus(_ home: TemporaryHome) async throws -> String {
            if case .value(.string(let text)) = try await hostCommand(.status, home: home) { return text }
            return ""
        }
    }
}

/// Polls an async condition until it holds or the time is up.
func eventuallyAsync(_ timeout: TimeInterval = 60, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try await condition() { return true }
        try? await Task.sleep(nanoseconds: 100_000_000)
    }
    return try await condition()
}

extension ServeProcess {
    /// What the host (and the apps it started) printed so far.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
}
