import Foundation
import HostProtocol
import Testing
import VitrineStore
import VitrineTestSupport

/// `vitrine serve` as users run it: a real process with the example extension and the
/// example app process calling WidgetCenter over the control socket.
final class ServeProcess: Sendable {
    let process: Process
    let home: TemporaryHome
    let log: URL

    init(home: TemporaryHome, extra: [String] = []) throws {
        self.home = home
        log = home.directory.appendingPathComponent("serve.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("vitrine"))
        process.arguments = ["serve", "--home", home.directory.path] + extra
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != ControlProtocol.socketEnvironmentKey }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    /// Waits until the control socket answers.
    func waitUntilServing(timeout: TimeInterval = 20) async throws {
        try await offPool { try self.waitUntilServingBlocking(timeout: timeout) }
    }

    func waitUntilServingBlocking(timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let client = try? ControlClient.connect(to: home.socket, role: .cli, timeout: 1) {
                client.close()
                return
            }
            guard process.isRunning else { break }
            usleep(50_000)
        }
        throw HostTestFailure("vitrine serve did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    /// The instance's flight record and the host's output, for a failure message.
    func diagnostics(_ store: VitrineStore, _ instance: Int64) throws -> String {
        let flight = try store.events(instanceID: instance, limit: 60).reversed()
            .map { "\($0.date.ISO8601Format()) \($0.event) \($0.reason) — \($0.detail)" }.joined(separator: "\n")
        let output = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").suffix(40).joined(separator: "\n")
        return "flight record of #\(instance):\n\(flight)\nvitrine serve output:\n\(output)"
    }

    func kill(_ signal: Int32) async {
        Foundation.kill(process.processIdentifier, signal)
        _ = try? await offPool { self.process.waitUntilExit() }
    }
}

struct HostTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func vitrine(_ arguments: [String], home: TemporaryHome) async throws -> ProductRun {
    // Options go before a `--` that hands the rest to another program.
    let split = arguments.firstIndex(of: "--") ?? arguments.endIndex
    return try await ProductRun.run(
        "vitrine", Array(arguments[..<split]) + ["--home", home.directory.path] + Array(arguments[split...]),
        environment: [ControlProtocol.socketEnvironmentKey: home.socket])
}

/// The `vitrine` arguments of the command scripts/demo.sh suggests for pushing from the app,
/// without `--home` (the test's own home goes there).
func demoScriptHint() throws -> [String] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/demo.sh")
    let text = try String(contentsOf: script.standardizedFileURL, encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.contains("echo") && $0.contains("push --health") }),
        let command = line.split(separator: "$bin/vitrine ", maxSplits: 1).last, line.contains("$bin/vitrine ")
    else {
        throw HostTestFailure("scripts/demo.sh prints no `$bin/vitrine … push --health` hint")
    }
    var words = command.replacingOccurrences(of: "\"", with: "").split(separator: " ").map(String.init)
    if let home = words.firstIndex(of: "--home"), home + 1 < words.count { words.removeSubrange(home...home + 1) }
    return words
}

/// Polls until `condition` holds or the time is up, sleeping without holding a thread.
func eventually(_ timeout: TimeInterval = 60, _ condition: () throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        try? await Task.sleep(nanoseconds: 100_000_000)
    }
    return try condition()
}

extension HostProcesses {
    @Suite struct ServeEndToEndTests {
        @Test func anAppReloadsItsWidgetThroughWidgetCenterAndTheFlightRecordShowsIt() async throws {
            let home = try TemporaryHome()
            let manifest = try home.gameManifest()
            let install = try await vitrine(["apps", "install", manifest.path], home: home)
            #expect(install.status == 0, "\(install.stderr)")
            #expect(install.stdout.contains("com.mygame.character-detail"))
            let add = try await vitrine(["widgets", "add", "com.mygame.character-detail", "--family", "medium"], home: home)
            #expect(add.status == 0, "\(add.stderr)")
            #expect(add.stdout.contains("timelineArrived"))
            _ = try await vitrine(["widgets", "add", "com.mygame.game-status", "--family", "small"], home: home)

            let serve = try ServeProcess(home: home, extra: ["--minimum-reload-interval", "0", "--coalescing-interval", "0.2"])
            defer { if serve.process.isRunning { Foundation.kill(serve.process.processIdentifier, SIGKILL); serve.process.waitUntilExit() } }
            try await serve.waitUntilServing()
            let store = try VitrineStore(location: home.location)
            let character = try #require(try store.instances().first { $0.kind == "com.mygame.character-detail" })
            let generation = try #require(try store.timeline(instanceID: character.id)).timeline.generation

            // The app, started by hand, finds the host through VITRINE_CONTROL_SOCKET.
            let app = [ControlProtocol.socketEnvironmentKey: home.socket]
            let push = try await ProductRun.run("GameApp", ["push", "--health", "50"], environment: app)
            #expect(push.status == 0, "\(push.stderr)")
            #expect(try await eventually { try store.timeline(instanceID: character.id)?.timeline.generation ?? 0 > generation })
            let events = try store.events(instanceID: character.id, limit: 50)
            let request = try #require(events.first { $0.event == "requested" && $0.reason.contains("appRequest") })
            #expect(request.reason.contains("background"))
            #expect(request.detail.hasPrefix("granted"))
            #expect(events.contains { $0.event == "issued" && $0.counted })
            // The other widget was not the app's target.
            let status = try #require(try store.instances().first { $0.kind == "com.mygame.game-status" })
            #expect(try store.events(instanceID: status.id, limit: 50).allSatisfy { !$0.reason.contains("appRequest") })

            // In the foreground the request is exempt.
            let foreground = try await ProductRun.run("GameApp", ["push", "--health", "75", "--foreground"], environment: app)
            #expect(foreground.status == 0, "\(foreground.stderr)")
            #expect(
                try await eventually {
                    try store.events(instanceID: character.id, limit: 50).contains { $0.event == "requested" && $0.reason.contains("foreground") }
                })

            // Started by the host, the app gets its App Group; what it stores there reaches the
            // extension, whose next timeline starts at the stored health.
            let before = try #require(try store.timeline(instanceID: character.id)).timeline.generation
            // This is the command scripts/demo.sh prints as its hint (it once printed a
            // `VITRINE_CONTROL_SOCKET=… GameApp push`, which got no App Group: NO-CONTAINER).
            let hint = try demoScriptHint()
            #expect(hint == ["apps", "run", "com.vitrine.examples.game", "--", "push", "--health", "60"])
            let grouped = try await vitrine(hint, home: home)
            #expect(grouped.status == 0, "\(grouped.stderr)")
            #expect(grouped.stdout.contains("file=\(home.directory.path)/groups/group.com.vitrine.examples.game/"), "\(grouped.stdout)")
            let reachedExtension = try await eventually {
                guard let timeline = try store.timeline(instanceID: character.id), timeline.timeline.generation > before,
                    let archive = try store.archive(hash: timeline.entries[0].archiveHash)
                else { return false }
                return String(decoding: archive, as: UTF8.self).contains("Health 60%")
            }
            #expect(reachedExtension, "\((try? serve.diagnostics(store, character.id)) ?? "")")

            // The app sees its own widgets.
            let configurations = try await ProductRun.run("GameApp", ["configurations"], environment: app)
            #expect(configurations.stdout.contains("WIDGET kind=com.mygame.character-detail family=systemMedium"))
            #expect(configurations.stdout.contains("COUNT 2"))

            // A process that is not an installed app's executable is refused.
            #expect(throws: (any Error).self) { try ControlClient.connect(to: home.socket, role: .app, appID: "com.vitrine.examples.game") }
            // …and so is a CLI connection that tries an app's request.
            let cli = try ControlClient.connect(to: home.socket, role: .cli)
            #expect(try cli.requestAndWait(.reloadAllTimelines).error?.code == .permissionDenied)
            // Host commands need the host's credential: saying "cli" is not enough, and any
            // process of the user (an extension, another app) can say it.
            for command: HostCommand in [.status, .reload(instances: [character.id]), .system(.lock(true)), .tap(instance: character.id, x: 1, y: 1)] {
                #expect(try cli.requestAndWait(.host(command)).error?.code == .permissionDenied, "\(command)")
            }
            #expect(try cli.requestAndWait(.authenticate(credential: String(repeating: "0", count: 64))).error?.code == .permissionDenied)
            #expect(try cli.requestAndWait(.host(.status)).error?.code == .permissionDenied)
            cli.close()
            #expect(throws: ControlError.self) {
                try ControlClient.connect(to: home.socket, role: .cli, credential: "not-the-credential")
            }
            let credential = try #require(HostCredential.read(from: home.directory))
            let info = try FileManager.default.attributesOfItem(atPath: home.directory.appendingPathComponent(HostCredential.fileName).path)
            #expect((info[.posixPermissions] as? Int) == 0o600)
            let authorized = try ControlClient.connect(to: home.socket, role: .cli, credential: credential)
            let statusResult = try authorized.requestAndWait(.host(.status))
            guard case .value(.string(let text)) = statusResult else { Issue.record("status answered \(statusResult)"); return }
            // Status says what the extension sandbox enforces on this kernel.
            #expect(text.contains("extension sandbox: landlock ABI") || text.contains("extension sandbox: off: "), "\(text)")
            authorized.close()

            // The image on disk is the entry shown; status and log explain it.
            let image = try Data(contentsOf: home.location.directory.appendingPathComponent("images/current/\(character.id).png"))
            // What the host wrote is the user's alone (another user reads nothing from disk).
            for file in ["store.sqlite", "images/current/\(character.id).png"] {
                let mode =
                    try FileManager.default.attributesOfItem(atPath: home.location.directory.appendingPathComponent(file).path)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(file): \(String(mode ?? 0, radix: 8))")
            }
            #expect(pngSize(image) != nil)
            let statusRun = try await vitrine(["status"], home: home)
            #expect(statusRun.stdout.contains("host: running"))
            #expect(statusRun.stdout.contains("#\(character.id) com.mygame.character-detail systemMedium"))
            let log = try await vitrine(["log", String(character.id)], home: home)
            #expect(log.stdout.contains("appRequest(background)"))

            // A system change goes through the budget engine: every widget reloads, exempt.
            #expect(try await vitrine(["system", "visible-pages", "0"], home: home).status == 0)
            #expect(try await vitrine(["system", "appearance", "dark"], home: home).status == 0)
            for instance in [character, status] {
                let reloaded = try await eventually {
                    try store.events(instanceID: instance.id, limit: 100).contains { $0.event == "issued" && $0.reason == "appearanceChange" && !$0.counted }
                }
                #expect(reloaded, "\((try? serve.diagnostics(store, instance.id)) ?? "")")
            }
            #expect(try await vitrine(["system", "weather"], home: home).status != 0)

            await serve.kill(SIGTERM)
            #expect(serve.process.terminationStatus == 0)
            #expect(!FileManager.default.fileExists(atPath: home.socket))
        }

        @Test func withNoHostRunningWidgetCenterFailsClearly() async throws {
            let home = try TemporaryHome()
            let run = try await ProductRun.run("GameApp", ["configurations"], environment: [ControlProtocol.socketEnvironmentKey: home.socket])
            #expect(run.status != 0)
            #expect(run.stdout.contains("not connected to a Vitrine host"))
        }
    }
}
