import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetLayout
import WidgetRender

/// What the current image shows of the counter widget: read from its pixels, so the oracles
/// judge what a person sees.
struct CounterPicture {
    let image: RasterImage
    let scale: Double

    init(_ png: Data, widgetWidth: Double) throws {
        image = try #require(RasterImage.decodePNG(png), "the current image is not a PNG")
        scale = Double(image.pixelWidth) / widgetWidth
    }

    private func pixel(_ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) {
        let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// The switch at the trailing end of a toggle's frame: on when its leading half is green
    /// and the white knob is at the trailing end, off when the knob is at the leading end and
    /// no green shows; nil for anything else.
    func switchIsOn(_ frame: RectValue) -> Bool? {
        let y = frame.midY
        let leading = pixel(frame.maxX - 51 + 2 + 13.5, y), trailing = pixel(frame.maxX - 2 - 13.5, y)
        func green(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.g > p.r + 60 && p.g > p.b + 40 }
        func white(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 245 && p.g > 245 && p.b > 245 }
        if green(leading) && white(trailing) { return true }
        if white(leading) && !green(trailing) && !white(trailing) { return false }
        return nil
    }

    /// The darkest luminance (0…255) of the opaque pixels above `bottom` points: the status line's text,
    /// which is black when drawn as it is and never darker than half-gray when dimmed.
    func darkestText(above bottom: Double) -> Int {
        var darkest = 255
        for y in 0..<Int(bottom * scale) {
            for x in 0..<image.pixelWidth {
                // The rounded corners are transparent: only the widget's own pixels count.
                let p = image.pixel(x: x, y: y)
                guard p.a == 255 else { continue }
                darkest = min(darkest, (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000)
            }
        }
        return darkest
    }
}

extension HostDaemon {
    /// The counter's current image (`images/current/<id>.png`) as pixels.
    func counterPicture(_ id: Int64, _ home: TemporaryHome) async throws -> CounterPicture {
        let width = try #require(homeWidget(id: id)).width
        return try CounterPicture(Data(contentsOf: HostConfiguration(location: home.location).currentImage(of: id)), widgetWidth: width)
    }

    func region(_ intent: String, of id: Int64) throws -> IntentRegion {
        try #require(try intentRegions(of: id).first { $0.action.displayName == intent }, "no \(intent) control")
    }
}

/// Waits (up to 20 s) until the flight record holds `event` for the widget.
func waitForEvent(_ daemon: HostDaemon, _ id: Int64, _ event: String, count: Int = 1) async throws {
    for _ in 0..<1000 {
        if try daemon.events(id, event).count >= count { return }
        try await Task.sleep(nanoseconds: 20_000_000)
    }
    Issue.record("no \(event) event in the flight record")
}

extension HostProcesses {
    /// Apple's optimistic toggle and invalidatable content: from the tap until perform()
    /// returns, the widget shows the toggle in its new state and `invalidatableContent()` views
    /// dimmed; the reload replaces that picture, a failure brings the entry back as it was.
    /// LampIntent's perform() waits for a file the test writes, so the checks in between run
    /// while perform() is certainly running, whatever the machine's speed.
    @Suite struct InFlightPictureTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        @Test func aTappedToggleShowsItsNewStateWhilePerformRunsAndRevertsWhenPerformFails() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let gate = home.directory.appendingPathComponent("groups/group.com.vitrine.tests.counter/lamp-gate")
            let lamp = try await daemon.region("LampIntent", of: id)
            #expect(lamp.action.isOn == false)
            let textBottom = try await daemon.intentRegions(of: id).map(\.frame.minY).min() ?? 0
            let before = try await daemon.counterPicture(id, home)
            let versionBefore = try #require(await daemon.homeWidget(id: id)?.version)
            // The oracles tell the two states apart: the entry as stored shows the switch off
            // and black text. Without the in-flight picture, the checks below see exactly this.
            #expect(before.switchIsOn(lamp.frame) == false)
            #expect(before.darkestText(above: textBottom) < 60)

            let tap = Task { try await daemon.tap(instance: id, x: lamp.frame.midX, y: lamp.frame.midY) }
            try await waitForEvent(daemon, id, "inFlight")
            // perform() waits for the gate: the stored entry still says off…
            #expect(try daemon.drawnText(id).contains("\"Lamp off\""))
            #expect(try daemon.events(id, "intentPerformed").isEmpty)
            // Without the in-flight picture the widget would show the stored entry, drawn now:
            // the same oracles find it off and undimmed, so the checks below can fail.
            let width = try #require(await daemon.homeWidget(id: id)).width
            let storedNow = try CounterPicture(try #require(await daemon.entryImage(of: id, entry: 0)?.png), widgetWidth: width)
            #expect(storedNow.switchIsOn(lamp.frame) == false)
            #expect(storedNow.darkestText(above: textBottom) < 60)
            // …but the widget already shows the toggle on, and the status line dimmed.
            let during = try await daemon.counterPicture(id, home)
            #expect(during.switchIsOn(lamp.frame) == true)
            let dimmed = during.darkestText(above: textBottom)
            #expect(dimmed > 100, "darkest status-line pixel \(dimmed)")
            #expect(try await daemon.region("LampIntent", of: id).action.isOn == true)
            // The web page is told of a new version, and its image is the in-flight picture.
            #expect(await daemon.homeWidget(id: id)?.version != versionBefore)
            let served = try #require(await daemon.currentImage(of: id)?.png)
            #expect(try CounterPicture(served, widgetWidth: try #require(await daemon.homeWidget(id: id)).width).switchIsOn(lamp.frame) == true)

            try Data("ok".utf8).write(to: gate)
            let performed = try await tap.value
            #expect(performed.delivery == .performed, "\(performed.message)")
            // The provider's truth replaces the picture: on, and the text no longer dimmed.
            #expect(try daemon.drawnText(id).contains("\"Lamp on\""))
            let after = try await daemon.counterPicture(id, home)
            #expect(after.switchIsOn(lamp.frame) == true)
            #expect(after.darkestText(above: textBottom) < 60)

            // Off again, and perform() throws: the toggle shows off while it runs, then on again.
            let shownOn = try await daemon.counterPicture(id, home).image.pngData()
            let failing = Task { try await daemon.tap(instance: id, x: lamp.frame.midX, y: lamp.frame.midY) }
            try await waitForEvent(daemon, id, "inFlight", count: 2)
            #expect(try await daemon.counterPicture(id, home).switchIsOn(lamp.frame) == false)
            #expect(try await daemon.region("LampIntent", of: id).action.isOn == false)
            try Data("fail".utf8).write(to: gate)
            let failed = try await failing.value
            #expect(failed.delivery == .failed && failed.message.contains("the lamp is broken"), "\(failed.message)")
            let reverted = try await daemon.counterPicture(id, home)
            #expect(reverted.switchIsOn(lamp.frame) == true)
            #expect(reverted.image.pngData() == shownOn)
            #expect(try await daemon.region("LampIntent", of: id).action.isOn == true)
            #expect(try daemon.events(id, "inFlightReverted").count == 1)
            await daemon.shutdown()
        }

        @Test func aButtonTapDimsInvalidatableContentUntilItsPerformEnds() async throws {
            let home = try TemporaryHome()
            var configuration = HostConfiguration(location: home.location)
            configuration.extensionLimits.requestTimeout = 6
            let daemon = HostDaemon(configuration: configuration, store: try VitrineStore(location: home.location), clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installCounter(home)
            let textBottom = try await daemon.intentRegions(of: id).map(\.frame.minY).min() ?? 0
            let before = try Data(contentsOf: configuration.currentImage(of: id))
            #expect(try await daemon.counterPicture(id, home).darkestText(above: textBottom) < 60)

            // HangingIntent's perform() sleeps a minute; the extension's timeout ends it after 6 s.
            let hang = try await daemon.region("HangingIntent", of: id)
            let tap = Task { try await daemon.tap(instance: id, x: hang.frame.midX, y: hang.frame.midY) }
            try await waitForEvent(daemon, id, "inFlight")
            #expect(try daemon.events(id, "intentFailed").isEmpty)
            let dimmed = try await daemon.counterPicture(id, home).darkestText(above: textBottom)
            #expect(dimmed > 100, "darkest status-line pixel \(dimmed)")
            // A button has no state to flip: the toggles are as they were.
            #expect(try await daemon.counterPicture(id, home).switchIsOn(try await daemon.region("LampIntent", of: id).frame) == false)

            let result = try await tap.value
            #expect(result.delivery == .failed)
            #expect(try Data(contentsOf: configuration.currentImage(of: id)) == before)
            await daemon.shutdown()
        }
    }
}
