import ExtensionProtocol
import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetArchive
import WidgetScheduler

/// The app id of the configurable fixture.
let forecastApp = "com.vitrine.tests.forecast"

extension TemporaryHome {
    /// A manifest for the configurable fixture (a widget-only package), optionally with its
    /// stand-alone Intents extension.
    func forecastManifest(intentsExtension: Bool = false) throws -> URL {
        var object: [String: Any] = [
            "id": forecastApp, "name": "Forecast", "extensions": [["executable": Products.path("ConfigurableExtension")]],
        ]
        if intentsExtension {
            object["intentsExtensions"] = [["executable": Products.path("ConfigurableIntents"), "intentsSupported": ["ForecastIntent"]]]
        }
        let url = directory.appendingPathComponent("forecast.json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    /// A daemon on a simulated clock whose extensions get `environment` and answer within `timeout` seconds.
    func configurationDaemon(environment: [String: String] = [:], timeout: Double = 30) throws -> HostDaemon {
        var configuration = HostConfiguration(location: location)
        configuration.extensionLimits.environment = environment
        configuration.extensionLimits.requestTimeout = timeout
        return HostDaemon(
            configuration: configuration, store: try VitrineStore(location: location),
            clock: SimulatedClock(start: Date(timeIntervalSinceReferenceDate: 816_000_000)))
    }
}

extension HostDaemon {
    func installForecast(_ home: TemporaryHome, intentsExtension: Bool = false) async throws {
        let url = try home.forecastManifest(intentsExtension: intentsExtension)
        _ = try await installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
    }

    /// What the widget's current timeline draws: the text of its first entry's archive.
    nonisolated func drawnText(_ id: Int64) throws -> String {
        let stored = try #require(try store.timeline(instanceID: id))
        let first = try #require(stored.entries.first)
        let data = try #require(try store.archive(hash: first.archiveHash))
        return ArchiveDump.dump(try ArchiveCodec.decode(data))
    }

    nonisolated func events(_ id: Int64, _ name: String) throws -> [ReloadEventRecord] {
        try store.events(instanceID: id, limit: 200).filter { $0.event == name }
    }
}

func entity(_ id: String) -> ConfigurationValue { .entity(ConfigurationEntity(identifier: id, title: id)) }

func hostErrorText(_ work: () async throws -> Void) async -> String? {
    do {
        try await work()
        return nil
    } catch {
        return "\(error)"
    }
}

extension HostProcesses {
    /// Configurable widgets through the host with a real extension (SiriKit definition, handler
    /// in the extension): defaults, live options, edits that reach the next timeline, refusals
    /// that change nothing, a handler that hangs, blocks or crashes, a schema change on reinstall.
    @Suite struct ConfigurationHostTests {
        @Test func aNewWidgetStartsWithTheAppsDefaultsAndDrawsThem() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let schema = try #require(try await daemon.configurationSchema(appID: forecastApp, kind: "forecast"))
            #expect(schema.typeName == "ForecastIntent" && schema.source == .intent)
            #expect(schema.parameters.map(\.name) == ["city", "units", "days"])
            #expect(try await daemon.configurationSchema(appID: forecastApp, kind: "plain") == nil)

            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            // The handler's defaultCity (Lisbon, with its country), the definition's other defaults.
            let form = try await daemon.configurationForm(instanceID: id)
            #expect(!form.isDefault)
            guard case .entity(let city) = form.values["city"] else {
                Issue.record("no default city: \(form.values)")
                return
            }
            #expect(city.identifier == "lisbon" && city.title == "Lisbon" && city.properties["country"] == .string("PT"))
            #expect(form.values["units"] == .enumCase("celsius") && form.values["days"] == .integer(3))
            #expect(try daemon.drawnText(id).contains("city=lisbon country=PT units=celsius days=3"))

            // A static widget has nothing to configure.
            let plain = try await daemon.addWidget(appID: forecastApp, kind: "plain", family: "systemSmall", page: 0).id
            let refusal = await hostErrorText { _ = try await daemon.configurationForm(instanceID: plain) }
            #expect(refusal?.contains("has nothing to configure") == true)
            let withValues = await hostErrorText {
                _ = try await daemon.addWidget(appID: forecastApp, kind: "plain", family: "systemSmall", page: 0, configuration: ["days": .integer(2)])
            }
            #expect(withValues?.contains("has nothing to configure") == true)
            await daemon.shutdown()
        }

        @Test func addWithValuesOverridesTheDefaultsAndRefusesBadOnes() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(
                appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0, configuration: ["city": entity("tokyo"), "days": .integer(6)]
            ).id
            #expect(try daemon.drawnText(id).contains("city=tokyo country=JP units=celsius days=6"))
            let count = try daemon.store.instances().count
            let bad = await hostErrorText {
                _ = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0, configuration: ["city": entity("berlin")])
            }
            #expect(bad?.contains("\"berlin\" is not among the app's options") == true)
            #expect(bad?.contains("nothing was changed") == true)
            #expect(try daemon.store.instances().count == count)
            await daemon.shutdown()
        }

        @Test func optionsAreListedLiveAndEnumCasesComeFromTheSchema() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id

            let options = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: nil, values: nil)
            #expect(options.sections.map(\.title) == ["Europe", "Asia"])
            let ids = options.allItems.compactMap { item -> String? in
                if case .entity(let entity) = item { return entity.identifier }
                return nil
            }
            #expect(ids == ["paris", "lisbon", "tokyo"])
            let searched = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "tok", values: nil)
            #expect(searched.allItems.count == 1)

            // The enum's cases come from the schema: no extension process is started for them.
            await daemon.shutdown()
            #expect(await daemon.runningExtensions().isEmpty)
            let units = try await daemon.configurationOptions(instanceID: id, parameter: "units", searchTerm: nil, values: nil)
            #expect(units.allItems == [.enumCase("celsius"), .enumCase("fahrenheit")])
            #expect(await daemon.runningExtensions().isEmpty)
            let noList = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "days", searchTerm: nil, values: nil) }
            #expect(noList?.contains("has no list of options") == true)
            let unknown = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "colour", searchTerm: nil, values: nil) }
            #expect(unknown?.contains("ForecastIntent has no parameter colour") == true)
            await daemon.shutdown()
        }

        @Test func configureChangesWhatTheNextTimelineDrawsAndRecordsIt() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            let generation = try #require(try daemon.store.timeline(instanceID: id)).timeline.generation

            try await daemon.configure(instanceID: id, values: ["city": entity("paris"), "units": .enumCase("fahrenheit"), "days": .integer(5)])
            #expect(try daemon.drawnText(id).contains("city=paris country=FR units=fahrenheit days=5"))
            #expect(try #require(try daemon.store.timeline(instanceID: id)).timeline.generation > generation)
            // Stored as the app lists it: title and properties from the live options.
            let stored = try #require(try daemon.store.configuration(instanceID: id))
            #expect(stored.values["city"] == .entity(ConfigurationEntity(identifier: "paris", title: "Paris", properties: ["country": .string("FR")])))
            // The flight record names the changed parameters; the reload was the user's (exempt).
            let configured = try #require(try daemon.events(id, "configured").first)
            #expect(configured.detail.hasPrefix("changed city=Paris (paris), days=5, units=fahrenheit"))
            #expect(await daemon.budget(of: id)?.remaining == SchedulerPolicy.widgetKit.dailyBudget)
            #expect(try daemon.store.events(instanceID: id, limit: 200).contains { $0.reason.contains("userInitiated") || $0.reason.contains("user") })
            await daemon.shutdown()
        }

        @Test func invalidEditsAreRefusedClearlyAndChangeNothing() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            let before = try daemon.store.instance(id: id)?.configuration
            let generation = try #require(try daemon.store.timeline(instanceID: id)).timeline.generation

            let cases: [(ConfigurationValues, String)] = [
                (
                    ["city": entity("berlin")],
                    "city (City): \"berlin\" is not among the app's options (\"paris\" (Paris), \"lisbon\" (Lisbon), \"tokyo\" (Tokyo))"
                ),
                (["units": .enumCase("kelvin")], "units (Units): kelvin is not a case of Units"),
                (["days": .string("five")], "days (Days): expects integer, not text"),
                (["colour": .string("red")], "ForecastIntent has no parameter colour"),
                (["city": .array([entity("paris")])], "city (City): takes one City value, not a list"),
            ]
            for (values, expected) in cases {
                let message = await hostErrorText { try await daemon.configure(instanceID: id, values: values) }
                #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
                #expect(message?.hasSuffix("nothing was changed") == true)
            }
            #expect(try daemon.store.instance(id: id)?.configuration == before)
            #expect(try #require(try daemon.store.timeline(instanceID: id)).timeline.generation == generation)
            #expect(try daemon.events(id, "configured").isEmpty)
            await daemon.shutdown()
        }

        @Test func aHangingHandlerTimesOutClearlyAndTheHostKeepsServing() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon(timeout: 1)
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id

            // The completion handler is never called: the extension itself answers a timeout.
            let hang = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "hang", values: nil) }
            #expect(
                hang?.contains("the app could not list the options of city (City) for widget #\(id): it did not answer in time") == true,
                "\(hang ?? "answered")")
            // The main thread is blocked: the host stops the process.
            let block = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "block", values: nil) }
            #expect(block?.contains("did not answer configurationOptions within 3 s and was stopped") == true, "\(block ?? "answered")")
            #expect(try daemon.events(id, "configurationFailed").count == 2)

            // The host keeps serving: options, an edit and its timeline.
            #expect(try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: nil, values: nil).allItems.count == 3)
            try await daemon.configure(instanceID: id, values: ["city": entity("tokyo")])
            #expect(try daemon.drawnText(id).contains("city=tokyo"))
            await daemon.shutdown()
        }

        @Test func aCrashingHandlerIsAClearErrorAndTheHostKeepsServing() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            let crash = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "crash", values: nil) }
            #expect(crash?.contains("was killed by signal 6 (SIGABRT) before it answered") == true, "\(crash ?? "answered")")
            #expect(crash?.contains("crashing in provideCityOptionsCollection as asked") == true)
            #expect(try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "par", values: nil).allItems.count == 1)
            await daemon.shutdown()
        }

        @Test func whenTheDefaultHandlerCrashesTheWidgetStartsWithTheSchemasDefaults() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon(environment: ["CONFIGURABLE_DEFAULT": "crash"])
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            #expect(try await daemon.configurationForm(instanceID: id).values == ["units": .enumCase("celsius"), "days": .integer(3)])
            let note = try #require(try daemon.events(id, "configuration").first)
            #expect(note.detail.contains("the app's default configuration could not be read"))
            #expect(note.detail.contains("SIGABRT"))
            #expect(try daemon.drawnText(id).contains("city=none country=none units=celsius days=3"))
            await daemon.shutdown()
        }

        @Test func aSchemaChangeOnReinstallKeepsWhatMatchesAndRecordsTheRest() async throws {
            let home = try TemporaryHome()
            let first = try home.configurationDaemon()
            try await first.start()
            try await first.installForecast(home)
            let id = try await first.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            try await first.configure(instanceID: id, values: ["city": entity("paris"), "units": .enumCase("fahrenheit"), "days": .integer(5)])
            await first.shutdown()

            // The app's next version: kind "forecast" is now configured by ForecastTwoIntent (no days, no fahrenheit).
            let second = try home.configurationDaemon(environment: ["CONFIGURABLE_VERSION": "2"])
            try await second.start()
            try await second.installForecast(home)
            let form = try await second.configurationForm(instanceID: id)
            #expect(form.schema.typeName == "ForecastTwoIntent")
            #expect(form.dropped.map(\.name) == ["days", "units"])
            #expect(form.dropped.map(\.reason) == ["ForecastTwoIntent has no parameter days", "fahrenheit is not a case of UnitsTwo; its cases are celsius"])
            guard case .entity(let city) = form.values["city"] else {
                Issue.record("the city was not kept: \(form.values)")
                return
            }
            #expect(city.identifier == "paris")
            let recorded = try #require(try second.events(id, "configurationDropped").first)
            #expect(recorded.detail.contains("days: ForecastTwoIntent has no parameter days") && recorded.detail.contains("units: fahrenheit"))
            await second.reloadAndWait(id)
            #expect(try second.drawnText(id).contains("v2 city=paris country=FR"))
            await second.shutdown()
        }

        /// The app migrates kind "forecast" from ForecastIntent (SiriKit) to ForecastAppIntent
        /// (`CustomIntentMigratedAppIntent`, same parameter names): placed widgets keep every value.
        @Test func migratingFromSiriKitToAppIntentsKeepsEveryPlacedWidgetsValues() async throws {
            let home = try TemporaryHome()
            let first = try home.configurationDaemon()
            try await first.start()
            try await first.installForecast(home)
            let configured = try await first.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            try await first.configure(instanceID: configured, values: ["city": entity("paris"), "units": .enumCase("fahrenheit"), "days": .integer(5)])
            let defaults = try await first.addWidget(appID: forecastApp, kind: "forecast", family: "systemMedium", page: 0).id
            let before = try await first.configurationForm(instanceID: configured).values
            await first.shutdown()

            let migrated = try home.configurationDaemon(environment: ["CONFIGURABLE_VERSION": "3"])
            try await migrated.start()
            try await migrated.installForecast(home)
            let form = try await migrated.configurationForm(instanceID: configured)
            #expect(form.schema.source == .appIntent && form.schema.typeName == "ForecastAppIntent")
            #expect(form.dropped.isEmpty && form.values == before)
            #expect(try migrated.events(configured, "configurationDropped").isEmpty)
            await migrated.reloadAndWait(configured)
            await migrated.reloadAndWait(defaults)
            #expect(try migrated.drawnText(configured).contains("v3 city=paris country=FR units=fahrenheit days=5"))
            #expect(try migrated.drawnText(defaults).contains("v3 city=lisbon country=PT units=celsius days=3"))
            // Editing goes on with the App Intent's query and enum.
            let options = try await migrated.configurationOptions(instanceID: configured, parameter: "city", searchTerm: "tok", values: nil)
            #expect(options.allItems.count == 1)
            try await migrated.configure(instanceID: configured, values: ["city": entity("tokyo"), "units": .enumCase("celsius"), "days": .integer(2)])
            #expect(try migrated.drawnText(configured).contains("v3 city=tokyo country=JP units=celsius days=2"))
            await migrated.shutdown()
        }

        @Test func anIntentsExtensionOfItsOwnAnswersForTheIntentsItLists() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home, intentsExtension: true)
            // Its default (Oslo) and its options, which the widget extension's own handler does not offer.
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            #expect(try daemon.drawnText(id).contains("city=oslo country=NO"))
            let options = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: nil, values: nil)
            #expect(options.sections.map(\.title) == ["From the Intents extension"])
            try await daemon.configure(instanceID: id, values: ["city": entity("oslo"), "days": .integer(4)])
            #expect(try daemon.drawnText(id).contains("city=oslo country=NO units=unknown days=4"))
            let tokyo = await hostErrorText { try await daemon.configure(instanceID: id, values: ["city": entity("tokyo")]) }
            #expect(tokyo?.contains("\"tokyo\" is not among the app's options (\"oslo\" (Oslo), \"paris\" (Paris))") == true, "\(tokyo ?? "accepted")")
            // Both processes ran: the widget extension for timelines, the Intents extension for options.
            let running = await daemon.runningExtensions().keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
            #expect(running == ["ConfigurableExtension", "ConfigurableIntents"])
            // It crashes: a clear error, and the next request launches it again.
            let crash = await hostErrorText { _ = try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: "crash", values: nil) }
            #expect(crash?.contains("killed by signal 6 (SIGABRT)") == true, "\(crash ?? "answered")")
            #expect(try await daemon.configurationOptions(instanceID: id, parameter: "city", searchTerm: nil, values: nil).allItems.count == 2)
            // The second version's intent (ForecastTwoIntent) is not listed: its widget extension answers.
            let other = try await daemon.addWidget(appID: forecastApp, kind: "forecast-v2", family: "systemSmall", page: 0).id
            #expect(
                try await daemon.configurationOptions(instanceID: other, parameter: "city", searchTerm: nil, values: nil).sections.map(\.title) == [
                    "Europe", "Asia",
                ])
            await daemon.shutdown()
        }

        @Test func anUnreadableStoredConfigurationFallsBackToDefaultsAndIsRecorded() async throws {
            let home = try TemporaryHome()
            let daemon = try home.configurationDaemon()
            try await daemon.start()
            try await daemon.installForecast(home)
            let id = try await daemon.addWidget(appID: forecastApp, kind: "forecast", family: "systemSmall", page: 0).id
            let damaged = Data(#"{"version":1,"values":{"days":{"integer":"five"}}}"#.utf8)
            try daemon.store.updateConfiguration(instanceID: id, configuration: damaged)
            try await daemon.sync()
            await daemon.reloadAndWait(id)
            #expect(try daemon.drawnText(id).contains("city=none country=none units=celsius days=3"))
            let note = try #require(try daemon.events(id, "configurationUnreadable").first)
            #expect(note.detail.contains("cannot be read"))
            let form = try await daemon.configurationForm(instanceID: id)
            #expect(form.isDefault && form.problem?.contains("widget #\(id)") == true)
            #expect(try daemon.store.instance(id: id)?.configuration == damaged)  // nothing lost until an edit
            try await daemon.configure(instanceID: id, values: ["city": entity("paris"), "days": .integer(2)])
            #expect(try daemon.drawnText(id).contains("city=paris country=FR units=unknown days=2"))
            await daemon.shutdown()
        }
    }
}
