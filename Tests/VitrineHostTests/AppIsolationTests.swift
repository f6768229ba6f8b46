import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport

extension HostProcesses {
    /// Two installed apps on one host, through the real control socket: each reaches only its
    /// own widgets, and which app a connecting process is stays the same over restarts.
    @Suite struct AppIsolationTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)
        static let alpha = "com.example.alpha"
        static let game = "com.vitrine.examples.game"
        static let kind = "com.mygame.character-detail"

        /// Alpha: this test process is its executable, and its extension is a copy of the
        /// example's (an extension executable belongs to one extension). Game: the example,
        /// widget-only. Both place the same kind.
        func installBoth(_ daemon: HostDaemon, _ home: TemporaryHome) async throws -> (alpha: Int64, game: Int64) {
            let folder = home.directory.appendingPathComponent("alpha", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let widgets = folder.appendingPathComponent("AlphaWidgets")
            try FileManager.default.copyItem(at: Products.url("GameWidgets"), to: widgets)
            let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let manifest = folder.appendingPathComponent("alpha.json")
            try JSONSerialization.data(
                withJSONObject: [
                    "id": Self.alpha, "name": "Alpha", "executable": me, "urlSchemes": ["mygame"],
                    "extensions": [["executable": widgets.path]],
                ] as [String: Any]
            ).write(to: manifest)
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: manifest), manifestPath: manifest.path)
            let gameManifest = try home.gameManifest(appExecutable: nil)
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: gameManifest), manifestPath: gameManifest.path)
            let a = try await daemon.addWidget(appID: Self.alpha, kind: Self.kind, family: "systemMedium", page: 0).id
            let g = try await daemon.addWidget(appID: Self.game, kind: Self.kind, family: "systemMedium", page: 0).id
            return (a, g)
        }

        @Test func anAppReachesOnlyItsOwnWidgets() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let (alphaWidget, gameWidget) = try await installBoth(daemon, home)
            try await daemon.openControlSocket(at: home.socket)

            let events = Protected<[HostEvent]>([])
            let alpha = try await offPool {
                try ControlClient.connect(
                    to: home.socket, role: .app, appID: Self.game,  // a false claim: identity is the executable
                    onEvent: { event in events.withLock { $0.append(event) } })
            }
            defer { alpha.close() }
            // Listing: only Alpha's widget, whatever the hello claimed.
            guard case .widgets(let listed) = try await offPool({ try alpha.requestAndWait(.currentConfigurations) }) else {
                Issue.record("no widget list"); return
            }
            #expect(listed.map(\.instanceID) == [String(alphaWidget)])

            // Reloading a kind both apps have reaches Alpha's widget only.
            func requests(_ id: Int64) throws -> Int { try daemon.store.events(instanceID: id, limit: 500).filter { $0.event == "requested" }.count }
            let before = (try requests(alphaWidget), try requests(gameWidget))
            #expect(try await offPool { try alpha.requestAndWait(.reloadTimelines(kind: Self.kind)) } == .ok)
            await daemon.step()
            #expect(try requests(alphaWidget) > before.0)
            #expect(try requests(gameWidget) == before.1)

            // Taps: Alpha's own widget reaches Alpha's connection; the game's does not.
            #expect(try await offPool { try alpha.requestAndWait(.registerURLHandler) } == .ok)
            let own = try await daemon.tap(instance: alphaWidget, x: 10, y: 10)
            #expect(own.appID == Self.alpha && own.delivery == .connection, "\(own.message)")
            let other = try await daemon.tap(instance: gameWidget, x: 10, y: 10)
            #expect(other.appID == Self.game && other.delivery == .refused)
            try await Task.sleep(for: .milliseconds(300))
            let delivered = events.withLock { $0 }
            // Exactly Alpha's own tap arrived; the game widget's never reached Alpha.
            #expect(delivered.count == 1, "\(delivered)")
            await daemon.closeControlSocket()
            await daemon.shutdown()
        }

        @Test func attributionIsTheSameAfterEveryRestart() async throws {
            let home = try TemporaryHome()
            var daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let (alphaWidget, _) = try await installBoth(daemon, home)
            await daemon.shutdown()
            for _ in 0..<5 {
                daemon = try home.daemon(clock: SimulatedClock(start: start))
                try await daemon.start()
                try await daemon.openControlSocket(at: home.socket)
                let listed = try await offPool { () throws -> [String?] in
                    let client = try ControlClient.connect(to: home.socket, role: .app, appID: Self.game)
                    defer { client.close() }
                    guard case .widgets(let widgets) = try client.requestAndWait(.currentConfigurations) else { return [] }
                    return widgets.map { $0.instanceID }
                }
                #expect(listed == [String(alphaWidget)])
                await daemon.closeControlSocket()
                await daemon.shutdown()
            }
        }

        /// Each message has a required role: a widget extension may call WidgetCenter for its
        /// app, but not speak for the app (app state, taps), and it is not the app.
        @Test func aWidgetExtensionActsForItsAppWithinItsRole() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            // This test process is the extension executable of an app (installed straight into
            // the store with its kinds: it cannot answer a describe).
            let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let manifest = AppManifest(
                id: "com.example.beta", name: "Beta", executable: nil,
                extensions: [ExtensionManifest(id: "com.example.beta.Widgets", executable: me)])
            try daemon.store.installApp(
                manifest: manifest, manifestPath: home.directory.appendingPathComponent("beta.json").path,
                kinds: [
                    "com.example.beta.Widgets": [
                        WidgetKindRecord(
                            kind: "Beta", displayName: "Beta", description: "",
                            supportedFamilies: ["systemSmall"])
                    ]
                ])
            try await daemon.sync()
            try await daemon.openControlSocket(at: home.socket)
            try await offPool {
                let asExtension = try ControlClient.connect(to: home.socket, role: .widgetExtension, appID: "com.example.beta")
                defer { asExtension.close() }
                #expect(try asExtension.requestAndWait(.reloadAllTimelines) == .ok)
                #expect(try asExtension.requestAndWait(.currentConfigurations) == .widgets([]))
                #expect(try asExtension.requestAndWait(.registerURLHandler).error?.code == .permissionDenied)
                #expect(
                    try asExtension.requestAndWait(.appState(foreground: true, audioSession: false, navigationSession: false)).error?.code == .permissionDenied)
                // The same executable saying it is the app is refused: it is not the app's executable.
                #expect(throws: ControlError.self) { try ControlClient.connect(to: home.socket, role: .app, appID: "com.example.beta") }
            }
            await daemon.closeControlSocket()
            await daemon.shutdown()
        }
    }
}
