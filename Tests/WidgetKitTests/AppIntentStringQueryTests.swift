import AppIntents
import ExtensionProtocol
import Foundation
import Testing

@testable import WidgetKit

// An App Intents widget whose entity has a searchable query (EntityStringQuery), as HomeFinder's
// market widget has: a stored entity must reach the provider as the query's current entity.

struct Street: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Street"
    static let defaultQuery = StreetQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "Lisbon") }
}

struct StreetQuery: EntityStringQuery {
    static let streets = [Street(id: "augusta", name: "Rua Augusta"), Street(id: "garrett", name: "Rua Garrett")]
    func entities(for identifiers: [Street.ID]) async throws -> [Street] { Self.streets.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [Street] { Self.streets.filter { $0.name.contains(string) } }
    func suggestedEntities() async throws -> [Street] { Self.streets }
    func defaultResult() async -> Street? { Self.streets.first }
}

struct StreetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Street"
    @Parameter(title: "Street") var street: Street?
    @Parameter(title: "Floors", default: 2, inclusiveRange: (1, 5)) var floors: Int
}

private struct StreetEntry: TimelineEntry {
    let date: Date
    let text: String
}

private struct StreetProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StreetEntry { StreetEntry(date: .distantPast, text: "…") }
    func snapshot(for configuration: StreetIntent, in context: Context) async -> StreetEntry { entry(configuration) }
    func timeline(for configuration: StreetIntent, in context: Context) async -> Timeline<StreetEntry> {
        Timeline(entries: [entry(configuration)], policy: .never)
    }
    func entry(_ configuration: StreetIntent) -> StreetEntry {
        StreetEntry(date: .distantPast, text: "\(configuration.street?.name ?? "none") \(configuration.floors)")
    }
}

private struct StreetWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "street", intent: StreetIntent.self, provider: StreetProvider()) { entry in Text(entry.text) }
    }
}

@MainActor @Suite struct AppIntentStringQueryTests {
    @Test func aSearchableEntityReachesTheProvider() async throws {
        let widget = try #require(WidgetRegistry.widgets(single: StreetWidget()).first)
        let adapter = try #require(widget.configuration)
        #expect(adapter.schema.parameter(named: "street")?.supportsSearch == true)
        let options = try await adapter.options("street", "Garrett", [:])
        #expect(options.allItems.map(\.displayText) == ["Rua Garrett (garrett)"])
        // The editor's path: defaults first, then the chosen option.
        var values = try await adapter.defaults()
        values["street"] = options.allItems[0]
        values["floors"] = .integer(3)
        let intent = try adapter.intent(for: values)
        let gate = CompletionGate<AnyTimeline>()
        widget.provider.timeline(TimelineProviderContext(family: .systemSmall), intent) { gate.complete($0) }
        let entry = try #require(await gate.wait(timeout: 30)?.entries.first?.value as? StreetEntry)
        #expect(entry.text == "Rua Garrett 3")
    }

    @Test func widgetInfoGivesTheAppItsOwnAppIntentWithEntitiesLookedUp() async throws {
        let json = #"{"floors":{"integer":4},"street":{"entity":{"identifier":"garrett","title":"old title"}}}"#
        let intent = await ConfiguredIntent.makeAppIntent(named: "WidgetKitTests.StreetIntent", json: json)
        let info = WidgetInfo(kind: "street", family: .systemSmall, configurationJSON: json, appIntent: intent)
        let configured = try #require(info.widgetConfigurationIntent(of: StreetIntent.self))
        // The query's current entity, not the stored title.
        #expect(configured.street?.name == "Rua Garrett" && configured.floors == 4)
        // Another intent type, or a type the app does not have: nil.
        #expect(info.widgetConfigurationIntent(of: OtherIntent.self) == nil)
        #expect(await ConfiguredIntent.makeAppIntent(named: "WidgetKitTests.NoSuchIntent", json: json) == nil)
    }
}

struct OtherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Other"
}
