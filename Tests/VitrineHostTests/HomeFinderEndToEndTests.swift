import ExtensionProtocol
import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetArchive

let homeFinderApp = "com.vitrine.examples.homefinder"
let channelsKind = "com.vitrine.examples.homefinder.channels"

extension TemporaryHome {
    /// HomeFinder's manifest (seed 003) with its products: the SiriKit widget extension and its
    /// stand-alone Intents extension, or the extension migrated to App Intents.
    func homeFinderManifest(migrated: Bool = false) throws -> URL {
        var object: [String: Any] = [
            "id": homeFinderApp, "name": "HomeFinder", "executable": Products.path("HomeFinderApp"), "urlSchemes": ["homefinder"],
            "appGroups": ["group.com.vitrine.examples.homefinder"],
            // The migrated build is the same extension (same identifier), as an app update's is on iOS.
            "extensions": [
                [
                    "executable": Products.path(migrated ? "HomeFinderWidgetsMigrated" : "HomeFinderWidgets"),
                    "id": "\(homeFinderApp).HomeFinderWidgets",
                ]
            ],
        ]
        if !migrated {
            object["intentsExtensions"] = [["executable": Products.path("HomeFinderIntents"), "intentsSupported": ["ChannelsConfigurationIntent"]]]
        }
        let url = directory.appendingPathComponent(migrated ? "homefinder-migrated.json" : "homefinder.json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }
}

extension HostProcesses {
    /// Seed 003's flow with the HomeFinder example, as a person does it: the app loads its
    /// channels into the App Group, a widget is placed with chosen channels (options from the
    /// stand-alone Intents extension), a tap outside a link brings the configuration to the app,
    /// and moving the widget to App Intents keeps every placed widget's configuration.
    @Suite struct HomeFinderEndToEndTests {
        func hostStatus(_ home: TemporaryHome) async throws -> String {
            if case .value(.string(let text)) = try await hostCommand(.status, home: home) { return text }
            return ""
        }

        func setUp(_ home: TemporaryHome) async throws {
            let install = try await vitrine(["apps", "install", try home.homeFinderManifest().path], home: home)
            #expect(install.status == 0, "\(install.stderr)")
            let setup = try await vitrine(["apps", "run", homeFinderApp, "--", "setup"], home: home)
            #expect(setup.stdout.contains("CHANNELS new,resale,rent,shared,agents,loans"), "\(setup.stdout) \(setup.stderr)")
        }

        @Test func aTapAndGetCurrentConfigurationsBringTheWidgetsConfigurationToTheApp() async throws {
            let home = try TemporaryHome()
            try await setUp(home)
            let add = try await vitrine(
                ["widgets", "add", channelsKind, "--family", "small", "--set", "channels=rent,Agents", "--set", "layout=list"], home: home)
            #expect(add.status == 0, "\(add.stdout) \(add.stderr)")
            let id = try #require(try VitrineStore(location: home.location).instances().first { $0.kind == channelsKind }).id

            let serve = try ServeProcess(home: home)
            defer { if serve.process.isRunning { Foundation.kill(serve.process.processIdentifier, SIGKILL); serve.process.waitUntilExit() } }
            try await serve.waitUntilServing()
            let app = try ListeningApp(
                environment: [ControlProtocol.socketEnvironmentKey: home.socket], in: home.directory, executable: "HomeFinderApp")
            defer { Task { await app.stop() } }
            #expect(
                try await eventuallyAsync { try await hostStatus(home).contains("apps receiving taps: \(homeFinderApp)") }, "\(app.lines)")

            // A small widget has no links: the tap continues its user activity, configuration included.
            let tap = try await vitrine(["widgets", "tap", String(id), "10", "10", "--json"], home: home)
            let result = try JSONDecoder().decode(TapResult.self, from: Data(tap.stdout.utf8))
            #expect(result.target == .activity && result.delivery == .connection, "\(result.message)")
            let expected = "ACTIVITY kind=\(channelsKind) family=systemSmall configuration=channels=rent,agents layout=list"
            #expect(await eventually { app.lines.contains(expected) }, "\(app.lines)")

            // The app lists its placed widgets with their configurations.
            let listed = try await vitrine(["apps", "run", homeFinderApp, "--", "configurations"], home: home)
            #expect(listed.stdout.contains("WIDGET \(channelsKind) systemSmall channels=rent,agents layout=list"), "\(listed.stdout) \(listed.stderr)")
        }

        @Test func aNewWidgetStartsWithTheAppsDefaultChannelsAndDrawsTheirIcons() async throws {
            let home = try TemporaryHome()
            try await setUp(home)
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            let widget = try await daemon.addWidget(appID: homeFinderApp, kind: channelsKind, family: "systemSmall", page: 0)
            let form = try await daemon.configurationForm(instanceID: widget.id)
            guard case .array(let channels) = form.values["channels"] else {
                Issue.record("channels: \(String(describing: form.values["channels"]))")
                return
            }
            // The handler's defaultChannels: the first four available, with their custom-type properties.
            #expect(channels.compactMap { if case .entity(let e) = $0 { e.identifier } else { nil } } == ["new", "resale", "rent", "shared"])
            if case .entity(let first) = channels.first { #expect(first.properties["iconName"] == .string("new.png"), "\(first)") }
            let drawn = try daemon.drawnText(widget.id)
            #expect(drawn.components(separatedBy: "Image bitmap(png 96x96").count - 1 == 4, "\(drawn)")
            await daemon.shutdown()
        }

        @Test func migratingToAppIntentsKeepsEveryPlacedWidgetsConfiguration() async throws {
            let home = try TemporaryHome()
            try await setUp(home)
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            let first = try await daemon.addWidget(
                appID: homeFinderApp, kind: channelsKind, family: "systemMedium", page: 0,
                configuration: ["channels": .array([entity("new"), entity("loans")]), "layout": .enumCase("grid")])
            let second = try await daemon.addWidget(
                appID: homeFinderApp, kind: channelsKind, family: "systemSmall", page: 0,
                configuration: ["channels": .array([entity("shared")]), "layout": .enumCase("list")])
            #expect(try daemon.drawnText(first.id).contains("\"Mortgage\""))
            #expect(try daemon.drawnText(second.id).contains("\"Shared Flats\""))
            let before = try await daemon.configurationForm(instanceID: first.id)
            #expect(before.schema.source == .intent)

            // The same app, its widget now configured by ChannelsConfigurationAppIntent.
            let url = try home.homeFinderManifest(migrated: true)
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path, replace: true)
            let after = try await daemon.configurationForm(instanceID: first.id)
            #expect(after.schema.source == .appIntent && after.schema.typeName == "ChannelsConfigurationAppIntent")
            #expect(after.dropped.isEmpty, "\(after.dropped)")
            #expect(after.values["layout"] == .enumCase("grid"))
            guard case .array(let channels) = after.values["channels"] else {
                Issue.record("channels: \(String(describing: after.values["channels"]))")
                return
            }
            #expect(channels.compactMap { if case .entity(let e) = $0 { e.identifier } else { nil } } == ["new", "loans"])
            let secondAfter = try await daemon.configurationForm(instanceID: second.id)
            #expect(secondAfter.values["layout"] == .enumCase("list") && secondAfter.dropped.isEmpty)

            // The migrated extension draws each widget with its kept values.
            await daemon.reloadAndWait(first.id)
            await daemon.reloadAndWait(second.id)
            let drawn = try daemon.drawnText(first.id)
            #expect(drawn.contains("\"New Homes\"") && drawn.contains("\"Mortgage\"") && !drawn.contains("\"Rentals\""), "\(drawn)")
            #expect(try daemon.drawnText(second.id).contains("\"Shared Flats\""))
            await daemon.shutdown()
        }
    }
}
