import Foundation
import HostProtocol
import Testing
import VitrineTestSupport

/// The example app as a separate process against an in-test host: what an end-to-end test of
/// `vitrine serve` will script.
@Suite(ProcessTestLock()) struct GameAppTests {
    private var gameApp: String { Products.path("GameApp") }

    /// GameApp with its stdin and stdout on pipes, its output collected line by line.
    private func startGameApp(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe, LineCollector) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gameApp)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let lines = LineCollector(output.fileHandleForReading)
        try process.run()
        return (process, input, lines)
    }

    @Test func listsTheWidgetsTheHostReports() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: gameApp))
        let result = try await withServer(handler: { request, _ in
            request.message == .currentConfigurations
                ? .widgets([
                    ConfiguredWidget(kind: "com.mygame.character-detail", family: "systemSmall"),
                    ConfiguredWidget(kind: "com.mygame.game-status", family: "systemMedium"),
                ])
                : .ok
        }) { _, socket async throws in
            try await ProductRun.run(gameApp, ["configurations"], environment: ["VITRINE_CONTROL_SOCKET": socket], inherit: .minimal)
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines == [
                "WIDGET kind=com.mygame.character-detail family=systemSmall",
                "WIDGET kind=com.mygame.game-status family=systemMedium", "COUNT 2",
            ])
    }

    @Test func hostRefusalOfAReloadIsReportedOnStderr() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: gameApp))
        let result = try await withServer(handler: { request, _ in
            if case .reloadTimelines = request.message { return .error(ControlError(.unknownKind, "not this app's widget")) }
            return .ok
        }) { _, socket async throws in
            try await ProductRun.run(gameApp, ["push", "--health", "10"], environment: ["VITRINE_CONTROL_SOCKET": socket], inherit: .minimal)
        }
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                #"WidgetCenter: reloadTimelines(ofKind: "com.mygame.character-detail") was refused by the Vitrine host: unknownKind: not this app's widget"#))
    }

    @Test func listensForTapsAndReportsItsState() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: gameApp))
        let log = RequestLog()
        let listener = PeerBox()
        try await withServer(
            log: log,
            handler: { request, peer in
                if request.message == .registerURLHandler { listener.set(peer) }
                return .ok
            }
        ) { _, socket async throws in
            let (process, input, lines) = try startGameApp(["listen", "--foreground", "--audio"], environment: ["VITRINE_CONTROL_SOCKET": socket])
            defer { if process.isRunning { process.terminate() } }

            #expect(await lines.wait { $0.contains("LISTENING") })
            #expect(await log.wait { $0.contains(.registerURLHandler) })
            let peer = try #require(listener.peer)
            #expect(peer.processID == process.processIdentifier)
            peer.push(.openURL(url: "mygame://character/panda"))
            peer.push(.userActivity(kind: "com.mygame.character-detail", family: "systemSmall"))
            #expect(await lines.wait { $0.contains("ACTIVITY kind=com.mygame.character-detail family=systemSmall") })
            #expect(lines.all.contains("OPENED mygame://character/panda"))

            // Closing stdin closes the app, which reports that it left the foreground.
            try input.fileHandleForWriting.close()
            #expect(await lines.wait { $0.contains("BYE") })
            let status = await offPool { () -> Int32 in
                process.waitUntilExit()
                return process.terminationStatus
            }
            #expect(status == 0)
            #expect(await log.wait { $0.contains(.appState(foreground: false, audioSession: false, navigationSession: false)) })
        }
        let states = log.messages.filter { if case .appState = $0 { true } else { false } }
        #expect(states.first == .appState(foreground: true, audioSession: false, navigationSession: false))
        #expect(states.contains(.appState(foreground: true, audioSession: true, navigationSession: false)))
        #expect(states.last == .appState(foreground: false, audioSession: false, navigationSession: false))
    }

    /// Started by the host for a tap (no command, the tap in its environment), the app gets
    /// it once through the handlers it registers, then later taps over its connection.
    @Test(arguments: [
        (["VITRINE_OPEN_URL": "mygame://game/42/replay"], "OPENED mygame://game/42/replay"),
        (
            ["VITRINE_USER_ACTIVITY": #"{"family":"systemMedium","kind":"WordWidgetExtension"}"#],
            "ACTIVITY kind=WordWidgetExtension family=systemMedium"
        ),
    ])
    func aLaunchTapIsDeliveredOnceToTheFirstHandler(launch: [String: String], expected: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: gameApp))
        let log = RequestLog()
        let listener = PeerBox()
        try await withServer(
            log: log,
            handler: { request, peer in
                if request.message == .registerURLHandler { listener.set(peer) }
                return .ok
            }
        ) { _, socket async throws in
            let (process, input, lines) = try startGameApp([], environment: ["VITRINE_CONTROL_SOCKET": socket].merging(launch) { $1 })
            defer { if process.isRunning { process.terminate() } }

            #expect(await lines.wait { $0.contains(expected) })
            #expect(await log.wait { $0.contains(.registerURLHandler) })
            let peer = try #require(listener.peer)
            peer.push(.openURL(url: "mygame://leaderboard"))
            #expect(await lines.wait { $0.contains("OPENED mygame://leaderboard") })
            try input.fileHandleForWriting.close()
            #expect(await lines.wait { $0.contains("BYE") })
            // Once: the launch tap is not handed to a second handler or replayed on reconnection.
            #expect(lines.all.filter { $0 == expected }.count == 1, "\(lines.all)")
        }
    }
}

/// Collects a pipe's lines on a background thread.
final class LineCollector: Sendable {
    private let lines = Locked<[String]>([])

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0a) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    lines.withLock { $0.append(line) }
                }
            }
        }
    }

    var all: [String] { lines.withLock { $0 } }

    func wait(timeout: TimeInterval = 10, until predicate: ([String]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(all) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return predicate(all)
    }
}
