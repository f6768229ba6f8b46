import ExtensionProtocol
import Foundation
import Testing
import VitrineStore
import VitrineTestSupport

/// `vitrine apps install` over an installed app says which stored configuration values the new
/// version's schemas refused: one line per widget and parameter, with the reason.
@Suite(.serialized, ProcessTestLock()) struct AppsInstallCommandTests {
    @Test func reinstallPrintsEachDroppedConfigurationValueWithItsReason() async throws {
        let home = try await WidgetsConfigureCommandTests.Home()
        let manifest = home.directory.appendingPathComponent("forecast.json").path
        let added = try await home.run(["widgets", "add", "forecast", "--set", "city=paris", "--set", "units=Fahrenheit", "--set", "days=5"])
        #expect(added.status == 0, "\(added.stderr)")

        // A re-install whose schema accepts every stored value drops nothing and says nothing of it.
        let unchanged = try await home.run(["apps", "install", manifest])
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stdout.hasPrefix("re-installed com.vitrine.tests.forecast") && !unchanged.stdout.contains("dropped"), "\(unchanged.stdout)")

        // What an earlier version of the app stored: a units case and a parameter this version lacks.
        let store = try VitrineStore(location: StoreLocation(directory: home.directory))
        var stored = try #require(try store.configuration(instanceID: 1))
        stored.values["units"] = .enumCase("kelvin")
        stored.values["hours"] = .integer(6)
        try store.setConfiguration(instanceID: 1, stored)

        let reinstalled = try await home.run(["apps", "install", manifest])
        #expect(reinstalled.status == 0, "\(reinstalled.stderr)")
        let dropped = reinstalled.lines.filter { $0.contains("dropped") }
        #expect(
            dropped == [
                "  dropped configuration of widget #1 (forecast): hours: ForecastIntent has no parameter hours",
                "  dropped configuration of widget #1 (forecast): units: kelvin is not a case of Units; its cases are celsius, fahrenheit",
            ], "\(reinstalled.stdout)")
        // The values that still match are kept, and the widget stays.
        let list = try await home.run(["widgets", "list"])
        #expect(list.stdout.contains("city=Paris (paris)") && list.stdout.contains("days=5") && !list.stdout.contains("kelvin"), "\(list.stdout)")

        // The drops were reported once: the next re-install has nothing more to drop.
        let again = try await home.run(["apps", "install", manifest])
        #expect(!again.stdout.contains("dropped"), "\(again.stdout)")
    }
}
