import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetArchive
import WidgetLayout
import WidgetScheduler

extension TemporaryHome {
    /// The configurable fixture with the counter widget's App Group granted.
    func counterManifest() throws -> URL {
        let object: [String: Any] = [
            "id": forecastApp, "name": "Forecast", "appGroups": ["group.com.vitrine.tests.counter"],
            "extensions": [["executable": Products.path("ConfigurableExtension")]],
        ]
        let url = directory.appendingPathComponent("counter.json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }
}

extension HostDaemon {
    /// Installs the fixture and places its counter widget (systemMedium).
    func installCounter(_ home: TemporaryHome) async throws -> Int64 {
        let url = try home.counterManifest()
        _ = try await installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
        return try await addWidget(appID: forecastApp, kind: "counter", family: "systemMedium", page: 0).id
    }

    /// The centre of the control whose action runs `intent`.
    func centre(of intent: String, in id: Int64) throws -> PointValue {
        let region = try #require(try intentRegions(of: id).first { $0.action.displayName == intent }, "no \(intent) control")
        return PointValue(x: region.frame.midX, y: region.frame.midY)
    }
}

extension HostProcesses {
    /// Interactive widgets end to end: a tap on a Button(intent:) or Toggle(isOn:intent:) runs
    /// the intent's perform() in the real extension process, which writes to its App Group; the
    /// widget then reloads at once, exempt from the budget, and its next entry draws the change.
    @Suite struct IntentTapTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        @Test func aButtonTapPerformsTheIntentInTheExtensionAndReloadsExempt() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            #expect(try daemon.drawnText(id).contains("count=0 note=none alarm=off"))
            let usedBefore = try #require(await daemon.budget(of: id)).used

            let add = try await daemon.centre(of: "IncrementIntent", in: id)
            let result = try await daemon.tap(instance: id, x: add.x, y: add.y)
            #expect(result.target == .intent && result.intent == "IncrementIntent", "\(result)")
            #expect(result.delivery == .performed, "\(result.message)")
            // perform() ran in the extension's process, not the host's.
            let pid = try #require(result.processID)
            #expect(pid != getpid())
            // The new entry draws the group's count; `note` is not a @Parameter, so the
            // extension's intent came from init() and has init()'s value, not the widget's.
            let drawn = try daemon.drawnText(id)
            #expect(drawn.contains("count=2 note=init"), "\(drawn)")
            #expect(result.summary == "Performed IncrementIntent in the widget extension; the widget reloaded")

            // The reload was not counted against the budget, and the flight record says why.
            #expect(try #require(await daemon.budget(of: id)).used == usedBefore)
            let performed = try daemon.events(id, "intentPerformed")
            #expect(performed.count == 1 && performed[0].detail.contains("pid \(pid)"), "\(performed)")
            let issued = try daemon.events(id, "issued").filter { $0.reason == "interaction" }
            #expect(issued.count == 1 && issued[0].detail.hasPrefix("exempt"), "\(issued)")

            // Each tap performs again: the parameter (step 2) travels with the archive.
            _ = try await daemon.tap(instance: id, x: add.x, y: add.y)
            #expect(try daemon.drawnText(id).contains("count=4"))
            #expect(try #require(await daemon.budget(of: id)).used == usedBefore)
            await daemon.shutdown()
        }

        @Test func aToggleTapSetsTheSetValueIntentsValueToTheNewState() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let toggle = try #require(try await daemon.intentRegions(of: id).first { $0.action.displayName == "AlarmIntent" })
            #expect(toggle.action.control == .toggle && toggle.action.isOn == false)

            let on = try await daemon.tap(instance: id, x: toggle.frame.midX, y: toggle.frame.midY)
            #expect(on.delivery == .performed, "\(on.message)")
            let drawn = try daemon.drawnText(id)
            #expect(drawn.contains("alarm=on"), "\(drawn)")
            // The new entry draws the toggle on; tapping it again sets value to false.
            let redrawn = try #require(try await daemon.intentRegions(of: id).first { $0.action.displayName == "AlarmIntent" })
            #expect(redrawn.action.isOn == true)
            _ = try await daemon.tap(instance: id, x: redrawn.frame.midX, y: redrawn.frame.midY)
            #expect(try daemon.drawnText(id).contains("alarm=off"))
            await daemon.shutdown()
        }

        @Test func aThrowingOrHangingPerformIsRecordedAndTheHostKeepsServing() async throws {
            let home = try TemporaryHome()
            var configuration = HostConfiguration(location: home.location)
            configuration.extensionLimits.requestTimeout = 2
            let daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: home.location), clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let reloadsBefore = try daemon.events(id, "issued").count

            let jam = try await daemon.centre(of: "JammedIntent", in: id)
            let jammed = try await daemon.tap(instance: id, x: jam.x, y: jam.y)
            #expect(jammed.delivery == .failed)
            #expect(jammed.message.contains("JammedIntent") && jammed.message.contains("the counter is jammed"), "\(jammed.message)")
            let failures = try daemon.events(id, "intentFailed")
            #expect(failures.count == 1 && failures[0].detail.contains("JammedIntent.perform() threw: the counter is jammed"), "\(failures)")

            let hang = try await daemon.centre(of: "HangingIntent", in: id)
            let hung = try await daemon.tap(instance: id, x: hang.x, y: hang.y)
            #expect(hung.delivery == .failed)
            #expect(hung.message.contains("HangingIntent.perform() did not return within 2"), "\(hung.message)")
            // Nothing reloaded for a failed perform.
            #expect(try daemon.events(id, "issued").count == reloadsBefore)

            // The host still serves: the next tap performs and reloads.
            let add = try await daemon.centre(of: "IncrementIntent", in: id)
            let added = try await daemon.tap(instance: id, x: add.x, y: add.y)
            #expect(added.delivery == .performed, "\(added.message)")
            #expect(try daemon.drawnText(id).contains("count=2"))
            await daemon.shutdown()
        }

        @Test func aTapBesideTheControlsFallsToTheWidgetURLAndLockedTapsAreRefused() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let regions = try await daemon.intentRegions(of: id)
            #expect(
                Set(regions.map(\.action.displayName)) == [
                    "IncrementIntent", "AlarmIntent", "JammedIntent", "HangingIntent", "OpenCounterIntent", "LampIntent",
                ])
            // The widget's bottom-left corner is in no control.
            let corner = PointValue(x: 2, y: 150)
            #expect(!regions.contains { $0.frame.contains(corner) })
            let beside = try await daemon.tap(instance: id, x: corner.x, y: corner.y)
            #expect(beside.target == .widgetURL && beside.url == "counter://open", "\(beside)")
            #expect(try daemon.events(id, "intentPerformed").isEmpty)

            // openAppWhenRun: the app is opened as for the widget's URL, and perform() does not run
            // in the extension (this app declares no executable and no scheme, so it is refused).
            let open = try await daemon.centre(of: "OpenCounterIntent", in: id)
            let opened = try await daemon.tap(instance: id, x: open.x, y: open.y)
            #expect(opened.target == .intent && opened.url == "counter://open" && opened.delivery == .refused, "\(opened)")
            #expect(opened.message.contains("OpenCounterIntent sets openAppWhenRun, so the app opens"), "\(opened.message)")
            #expect(try daemon.events(id, "intentPerformed").isEmpty)
            #expect(try !daemon.drawnText(id).contains("opened="))

            await daemon.setLocked(true)
            let add = try await daemon.centre(of: "IncrementIntent", in: id)
            let locked = try await daemon.tap(instance: id, x: add.x, y: add.y)
            #expect(locked.target == .intent && locked.delivery == .refused)
            #expect(locked.message.contains("locked"), "\(locked.message)")
            #expect(try daemon.events(id, "intentPerformed").isEmpty)
            await daemon.shutdown()
        }

        @Test func vitrineWidgetsTapPerformsTheIntentOnTheRunningHost() async throws {
            let home = try TemporaryHome()
            // Placed and drawn by a daemon in this process, which also says where the button is.
            let daemon = try home.daemon(clock: WallClock())
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let add = try await daemon.centre(of: "IncrementIntent", in: id)
            await daemon.shutdown()

            let serve = try ServeProcess(home: home)
            defer { if serve.process.isRunning { Foundation.kill(serve.process.processIdentifier, SIGKILL); serve.process.waitUntilExit() } }
            try await serve.waitUntilServing()
            let text = try await vitrine(["widgets", "tap", String(id), String(add.x), String(add.y)], home: home)
            #expect(text.status == 0, "\(text.stdout) \(text.stderr)")
            #expect(text.stdout.hasPrefix("intent: IncrementIntent\nperformed: IncrementIntent.perform() ran in the widget extension"), "\(text.stdout)")
            let json = try await vitrine(["widgets", "tap", String(id), String(add.x), String(add.y), "--json"], home: home)
            let result = try JSONDecoder().decode(TapResult.self, from: Data(json.stdout.utf8))
            #expect(result.target == .intent && result.intent == "IncrementIntent" && result.delivery == .performed, "\(json.stdout)")
            let pid = try #require(result.processID)
            #expect(pid != serve.process.processIdentifier && pid != getpid())
            // Two taps, two steps of 2: the stored entry the host shows draws it.
            let store = try VitrineStore(location: home.location)
            let stored = try #require(try store.timeline(instanceID: id))
            let first = try #require(stored.entries.first)
            let data = try #require(try store.archive(hash: first.archiveHash))
            let archive = try ArchiveCodec.decode(data)
            #expect(ArchiveDump.dump(archive).contains("count=4"), "\(ArchiveDump.dump(archive))")

            // `vitrine widgets regions` lists the controls beside the links, where the tap found them.
            let listed = try await vitrine(["widgets", "regions", String(id), "--json"], home: home)
            #expect(listed.status == 0, "\(listed.stderr)")
            struct Listing: Decodable {
                let links: [LinkArea]
                let controls: [ControlArea]
            }
            let listing = try JSONDecoder().decode(Listing.self, from: Data(listed.stdout.utf8))
            #expect(listing.links.isEmpty)
            #expect(listing.controls.map(\.intent) == ["IncrementIntent", "AlarmIntent", "JammedIntent", "HangingIntent", "OpenCounterIntent", "LampIntent"])
            let button = try #require(listing.controls.first { $0.intent == "IncrementIntent" })
            #expect(button.kind == "button" && button.isOn == nil && !button.opensApp)
            #expect(button.x <= add.x && add.x <= button.x + button.width && button.y <= add.y && add.y <= button.y + button.height)
            let lamp = try #require(listing.controls.first { $0.intent == "LampIntent" })
            #expect(lamp.kind == "toggle" && lamp.isOn == false)
            #expect(listing.controls.first { $0.intent == "OpenCounterIntent" }?.opensApp == true)
            let regionText = try await vitrine(["widgets", "regions", String(id)], home: home)
            let printed = regionText.stdout
            #expect(printed.contains("button IncrementIntent at ") && printed.contains("toggle LampIntent (off) at "), "\(printed)")

            // The bottom-left corner holds no control: the widget's URL, refused (no app executable).
            let beside = try await vitrine(["widgets", "tap", String(id), "2", "150"], home: home)
            #expect(beside.status == 2 && beside.stdout.hasPrefix("widgetURL: counter://open"), "\(beside.stdout)")
        }
    }
}
