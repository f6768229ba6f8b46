import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

extension ExtensionProcesses {
    /// Configuration over the extension protocol: values sent with timelines, options and
    /// defaults asked by widget or by intent name, and an extension too old to be asked.
    @Suite struct ConfigurationRequests {
        static let executable = Products.url("ConfigurableExtension")

        static func text(_ response: ExtensionResponse) -> String {
            response.entries.map { $0.map { ArchiveDump.dump($0.archive) }.joined() } ?? ""
        }

        @Test func timelinesDrawTheValuesSentAndDefaultsWithoutThem() async throws {
            let host = ExtensionHost(executable: Self.executable)
            let context = Contexts.small("forecast")
            let configured = try await host.timeline(
                context,
                configuration: [
                    "city": .entity(ConfigurationEntity(identifier: "tokyo", title: "Tokyo", properties: ["country": .string("JP")])),
                    "units": .enumCase("fahrenheit"), "days": .integer(4),
                ])
            #expect(Self.text(configured).contains("city=tokyo country=JP units=fahrenheit days=4"))
            // nil: the definition's defaults (no handler is asked for a timeline).
            #expect(Self.text(try await host.timeline(context)).contains("city=none country=none units=celsius days=3"))
            #expect(Self.text(try await host.snapshot(context, configuration: ["days": .integer(1)])).contains("days=1"))
            #expect(await host.supportsConfiguration == true)
            await host.shutdown()
        }

        @Test func optionsAndDefaultsByWidgetAndByIntentName() async throws {
            let host = ExtensionHost(executable: Self.executable)
            let options = try await host.configurationOptions(for: .widget(Contexts.small("forecast")), parameter: "city", searchTerm: "lis")
            #expect(options.allItems == [.entity(ConfigurationEntity(identifier: "lisbon", title: "Lisbon", properties: ["country": .string("PT")]))])
            let defaults = try await host.defaultConfiguration(for: .widget(Contexts.small("forecast")))
            #expect(defaults["units"] == .enumCase("celsius") && defaults["days"] == .integer(3))
            // By the intent's type name, as an Intents extension is asked (the widget extension registers none).
            let byName = await hostError { _ = try await host.defaultConfiguration(for: .intent("ForecastIntent")) }
            #expect(byName?.contains("this extension does not handle ForecastIntent") == true, "\(byName ?? "answered")")
            // A static widget has no configuration to ask about.
            let plain = await hostError { _ = try await host.configurationOptions(for: .widget(Contexts.small("plain")), parameter: "city") }
            #expect(plain?.contains("plain is not configurable") == true, "\(plain ?? "answered")")
            await host.shutdown()
        }

        @Test func anExtensionThatPredatesConfigurationIsNotAsked() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension)
            let error = await hostError { _ = try await host.configurationOptions(for: .widget(Contexts.faulty), parameter: "city") }
            // The fixture answers any configuration request it receives with "unknown method": that text must not appear.
            #expect(error?.contains("FaultyExtension predates configurable widgets; rebuild it against this Vitrine") == true, "\(error ?? "answered")")
            #expect(error?.contains("unknown method") == false)
            let defaults = await hostError { _ = try await host.defaultConfiguration(for: .widget(Contexts.faulty)) }
            #expect(defaults?.contains("predates configurable widgets") == true)
            #expect(await host.supportsConfiguration == false)
            // Its timelines are still served; a configuration is not sent to it.
            #expect(try await host.timeline(Contexts.faulty, configuration: ["x": .integer(1)]).entries?.count == 1)
            await host.shutdown()
        }

        func hostError(_ work: () async throws -> Void) async -> String? {
            do {
                try await work()
                return nil
            } catch {
                return "\(error)"
            }
        }
    }
}
