import Foundation
import Testing
import VitrineTestSupport

/// `vitrine widgets add --set`, `widgets configure` and `widgets list` against the configurable
/// fixture extension, as a person types them.
@Suite(.serialized, ProcessTestLock()) struct WidgetsConfigureCommandTests {
    /// A Vitrine home with the fixture app installed.
    final class Home: Sendable {
        let directory: URL

        init() async throws {
            directory = URL(fileURLWithPath: "/tmp/vc-\(UUID().uuidString.prefix(8))", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let manifest: [String: Any] = [
                "id": "com.vitrine.tests.forecast", "name": "Forecast",
                "extensions": [["executable": Products.path("ConfigurableExtension")]],
            ]
            try JSONSerialization.data(withJSONObject: manifest).write(to: directory.appendingPathComponent("forecast.json"))
            let installed = try await run(["apps", "install", directory.appendingPathComponent("forecast.json").path])
            guard installed.status == 0 else { throw Failure("install failed: \(installed.stderr)") }
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func run(_ arguments: [String]) async throws -> ProductRun {
            // No running host: the control socket named here does not exist.
            try await ProductRun.run(
                "vitrine", arguments + ["--home", directory.path],
                environment: ["VITRINE_CONTROL_SOCKET": directory.appendingPathComponent("control.sock").path])
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func addWithSetConfiguresTheNewWidgetAndListShowsIt() async throws {
        let home = try await Home()
        let added = try await home.run(["widgets", "add", "forecast", "--set", "city=paris", "--set", "units=Fahrenheit", "--set", "days=5"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("configuration: city=Paris (paris), units=fahrenheit, days=5"), "\(added.stdout)")
        // Unset parameters start with the app's defaults (its handler's default city).
        let second = try await home.run(["widgets", "add", "forecast", "--set", "days=1"])
        #expect(second.stdout.contains("configuration: city=Lisbon (lisbon), units=celsius, days=1"), "\(second.stdout)")
        let list = try await home.run(["widgets", "list"])
        #expect(list.stdout.contains("    configuration: city=Paris (paris), units=fahrenheit, days=5"), "\(list.stdout)")
        #expect(list.stdout.contains("    configuration: city=Lisbon (lisbon), units=celsius, days=1"))
    }

    @Test func configureListsParametersValuesDefaultsAndLiveOptions() async throws {
        let home = try await Home()
        _ = try await home.run(["widgets", "add", "forecast"])
        let shown = try await home.run(["widgets", "configure", "1"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let expected = [
            "#1 forecast (com.vitrine.tests.forecast): Forecast — SiriKit intent ForecastIntent",
            "  City [city]: City",
            "    value: Lisbon (lisbon)",
            "    options (from the app, searchable):",
            "      Europe:",
            "      paris  Paris",
            "      lisbon  Lisbon",
            "      Asia:",
            "      tokyo  Tokyo",
            "  Units [units]: Units (enum)",
            "    value: celsius",
            "    default: celsius; required",
            "    options: celsius (Celsius), fahrenheit (Fahrenheit)",
            "  Days [days]: integer",
            "    default: 3",
        ]
        for line in expected { #expect(shown.lines.contains(line), "missing \(line) in\n\(shown.stdout)") }
        let searched = try await home.run(["widgets", "configure", "1", "--search", "tok"])
        #expect(searched.stdout.contains("tokyo  Tokyo") && !searched.stdout.contains("paris  Paris"))
    }

    @Test func configureSetChangesTheWidgetAndBadInputChangesNothing() async throws {
        let home = try await Home()
        _ = try await home.run(["widgets", "add", "forecast"])
        let changed = try await home.run(["widgets", "configure", "1", "--set", "city=tokyo", "--set", "days=2"])
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("configured #1: city=Tokyo (tokyo), units=celsius, days=2"), "\(changed.stdout)")
        #expect(changed.stdout.contains("configured") && changed.stdout.contains("changed city=Tokyo (tokyo), days=2"))
        let before = try await home.run(["widgets", "list"]).stdout

        let refusals: [([String], String)] = [
            (["--set", "days=two"], "days (Days) expects a whole number; \"two\" is not one; nothing was changed"),
            (
                ["--set", "colour=red"],
                "ForecastIntent has no parameter colour; its parameters are city (City), units (Units), days (Days); nothing was changed"
            ),
            (["--set", "units=kelvin"], "units (Units) expects one of Units's cases: celsius (Celsius), fahrenheit (Fahrenheit); \"kelvin\" is not one"),
            (
                ["--set", "city=berlin"],
                "widget #1: city (City): \"berlin\" is not among the app's options (\"paris\" (Paris), \"lisbon\" (Lisbon), \"tokyo\" (Tokyo)); nothing was changed"
            ),
            (["--set", "days"], "--set takes name=value"),
            (["--unset", "colour"], "has no parameter colour"),
        ]
        for (arguments, message) in refusals {
            let refused = try await home.run(["widgets", "configure", "1"] + arguments)
            #expect(refused.status != 0, "\(arguments) was accepted")
            #expect(refused.stderr.contains(message), "\(arguments): \(refused.stderr)")
        }
        #expect(try await home.run(["widgets", "list"]).stdout == before)

        let unset = try await home.run(["widgets", "configure", "1", "--unset", "days"])
        #expect(unset.stdout.contains("configured #1: city=Tokyo (tokyo), units=celsius"), "\(unset.stdout)")
        // The summary line (the flight record printed after it still shows the earlier edit).
        let summary = unset.stdout.split(separator: "\n").first { $0.hasPrefix("configured #1:") } ?? ""
        #expect(!summary.contains("days"), "\(summary)")
    }

    @Test func addRefusesBadValuesAndSetOnAStaticWidget() async throws {
        let home = try await Home()
        let bad = try await home.run(["widgets", "add", "forecast", "--set", "city=berlin"])
        #expect(bad.status != 0 && bad.stderr.contains("\"berlin\" is not among the app's options"), "\(bad.stderr)")
        let plain = try await home.run(["widgets", "add", "plain", "--set", "days=2"])
        #expect(plain.status != 0 && plain.stderr.contains("plain has nothing to configure"), "\(plain.stderr)")
        #expect(try await home.run(["widgets", "list"]).stdout.contains("no widgets"))
    }

    @Test func aHangingHandlerIsReportedWithinTheTimeoutAndEditsStillWork() async throws {
        let home = try await Home()
        _ = try await home.run(["widgets", "add", "forecast"])
        let started = Date()
        let shown = try await home.run(["widgets", "configure", "1", "--search", "hang", "--timeout", "1"])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(shown.status != 0)
        #expect(
            shown.stdout.contains("    options: unavailable — the app could not list the options of city (City) for widget #1: it did not answer in time"),
            "\(shown.stdout)")
        #expect(shown.stdout.contains("  Days [days]: integer"))
        let changed = try await home.run(["widgets", "configure", "1", "--set", "city=paris", "--timeout", "1"])
        #expect(changed.status == 0 && changed.stdout.contains("city=Paris (paris)"), "\(changed.stderr)")
        let bad = try await home.run(["widgets", "configure", "1", "--timeout", "0"])
        #expect(bad.status != 0 && bad.stderr.contains("--timeout is between 0 and 600 seconds"))
    }

    @Test func jsonListsTheFormAndLiveOptions() async throws {
        let home = try await Home()
        _ = try await home.run(["widgets", "add", "forecast", "--set", "units=fahrenheit"])
        let listed = try await home.run(["widgets", "configure", "1", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let form = try #require(object["form"] as? [String: Any])
        #expect((form["schema"] as? [String: Any])?["typeName"] as? String == "ForecastIntent")
        #expect(((form["values"] as? [String: Any])?["units"] as? [String: Any])?["enumCase"] as? String == "fahrenheit")
        let city = try #require((object["options"] as? [String: Any])?["city"] as? [String: Any])
        #expect((city["sections"] as? [[String: Any]])?.count == 2)
        #expect((object["optionErrors"] as? [String: Any])?.isEmpty == true)
    }

    @Test func aCrashingHandlerIsReportedAndTheRestIsListed() async throws {
        let home = try await Home()
        _ = try await home.run(["widgets", "add", "forecast"])
        let shown = try await home.run(["widgets", "configure", "1", "--search", "crash"])
        #expect(shown.status != 0)
        #expect(
            shown.stdout.contains(
                "    options: unavailable — the app could not list the options of city (City) for widget #1: The widget extension was killed by signal 6 (SIGABRT) before it answered."
            ), "\(shown.stdout)")
        #expect(shown.stdout.contains("    options: celsius (Celsius), fahrenheit (Fahrenheit)"))
    }
}
