import Foundation
import Testing
import VitrineHost
import VitrineStore
import WidgetArchive

extension HostProcesses {
    /// A family the host's device does not offer is refused, never drawn at another size:
    /// found by placing the API tour's extra-large widget on the default iPhone, which drew it
    /// at the small size.
    @Suite struct FamilyAvailabilityTests {
        let start = Date(timeIntervalSinceReferenceDate: 816_000_000)

        @Test func extraLargeOnAnIPhoneIsRefusedAndNothingIsPlaced() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            _ = try await daemon.installGame(home, kind: "com.vitrine.api-tour", family: "systemSmall")
            let before = try daemon.store.instances().count
            do {
                _ = try await daemon.addWidget(appID: "com.vitrine.examples.game", kind: "com.vitrine.api-tour", family: "systemExtraLarge", page: 0)
                Issue.record("an iPhone host placed an extra-large widget")
            } catch let error as FamilyError {
                #expect(error == .unavailable(.systemExtraLarge, device: WidgetDevice.default.name, offered: WidgetDevice.default.families))
            }
            // watchOS's corner family is not an iOS family at all.
            await #expect(throws: FamilyError.unknown("accessoryCorner")) {
                try await daemon.addWidget(appID: "com.vitrine.examples.game", kind: "com.vitrine.api-tour", family: "accessoryCorner", page: 0)
            }
            #expect(try daemon.store.instances().count == before)
            await daemon.shutdown()
        }

        @Test func shortNamesArePlacedUnderTheirFullName() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: start))
            try await daemon.start()
            let id = try await daemon.installGame(home, kind: "com.mygame.character-detail", family: "medium")
            #expect(try daemon.store.instance(id: id)?.family == "systemMedium")
            #expect(await daemon.homeWidget(id: id).map { ($0.width, $0.height) } ?? (0, 0) == (338, 158))
            await daemon.shutdown()
        }

        @Test func theCommandLineSaysWhyAndPlacesNothing() async throws {
            let home = try TemporaryHome()
            let manifest = try home.gameManifest()
            #expect(try await vitrine(["apps", "install", manifest.path], home: home).status == 0)
            let add = try await vitrine(["widgets", "add", "com.vitrine.api-tour", "--family", "systemExtraLarge"], home: home)
            #expect(add.status != 0)
            #expect((add.stdout + add.stderr).contains("systemExtraLarge is not available on iPhone"), "\(add.stdout)\(add.stderr)")
            let list = try await vitrine(["widgets", "list"], home: home)
            #expect(!list.stdout.contains("systemExtraLarge"))
        }
    }
}
