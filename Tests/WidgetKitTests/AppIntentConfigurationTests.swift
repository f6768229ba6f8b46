import AppIntents
import ExtensionProtocol
import Foundation
import Testing
import WidgetArchive

@testable import WidgetKit

// An App Intents widget written as iOS code writes one.

private enum Mood: String, AppEnum {
    case happy, sad
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.happy: "Happy", .sad: "Sad"]
}

private struct Planet: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let defaultQuery = PlanetQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

private struct PlanetQuery: EntityQuery {
    // The app's current names: a stored configuration holds only the identifier and an old title.
    static let planets = [Planet(id: "mars", name: "Mars (today)"), Planet(id: "venus", name: "Venus")]
    func entities(for identifiers: [String]) async throws -> [Planet] { Self.planets.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [Planet] { Self.planets }
    func defaultResult() async -> Planet? { Self.planets[1] }
}

private struct MoodIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Mood"
    static let description = IntentDescription("Shows a mood on a planet.")

    @Parameter(title: "Mood", default: .happy)
    var mood: Mood

    @Parameter(title: "Planet")
    var planet: Planet?

    @Parameter(title: "Count", default: 1, inclusiveRange: (1, 5))
    var count: Int
}

private struct MoodEntry: TimelineEntry {
    let date: Date
    let text: String
}

private struct MoodProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .distantPast, text: "…") }
    func snapshot(for configuration: MoodIntent, in context: Context) async -> MoodEntry { entry(configuration, at: .distantPast) }
    func timeline(for configuration: MoodIntent, in context: Context) async -> Timeline<MoodEntry> {
        Timeline(entries: [entry(configuration, at: Date(timeIntervalSince1970: 1_800_000_000))], policy: .never)
    }
    func entry(_ configuration: MoodIntent, at date: Date) -> MoodEntry {
        MoodEntry(date: date, text: "\(configuration.mood.rawValue) on \(configuration.planet?.name ?? "nowhere") ×\(configuration.count)")
    }
}

/// An interactive widget's intent.
private struct CheerIntent: AppIntent {
    static let title: LocalizedStringResource = "Cheer"
    func perform() async throws -> some IntentResult { .result() }
}

private struct MoodWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "mood", intent: MoodIntent.self, provider: MoodProvider()) { entry in
            VStack {
                Text(entry.text)
                Button(intent: CheerIntent()) { Text("Cheer up") }
                Toggle("Favorite", isOn: true, intent: CheerIntent())
            }
        }
    }
}

extension MoodIntent {
    static var sadOnVenus: MoodIntent {
        let intent = MoodIntent()
        intent.mood = .sad
        intent.planet = Planet(id: "venus", name: "Venus (given)")
        return intent
    }
}

#Preview("Mood on Venus", as: .systemSmall, using: MoodIntent.sadOnVenus) {
    MoodWidget()
} timelineProvider: {
    MoodProvider()
}

@MainActor @Suite struct AppIntentConfigurationTests {
    fileprivate func timeline(_ widget: WidgetDescription, _ intent: Any?) async throws -> MoodEntry {
        let gate = CompletionGate<AnyTimeline>()
        widget.provider.timeline(TimelineProviderContext(family: .systemSmall), intent) { gate.complete($0) }
        let timeline = try #require(await gate.wait(timeout: 30))
        return try #require(timeline.entries.first?.value as? MoodEntry)
    }

    @Test func theProvidersTimelineSeesTheConfiguredValues() async throws {
        let widget = try #require(WidgetRegistry.widgets(single: MoodWidget()).first)
        // The intent names the widget when no modifier does.
        #expect(widget.displayName == "Mood")
        #expect(widget.description == "Shows a mood on a planet.")
        #expect(widget.configurationKind == .intent("MoodIntent"))
        let adapter = try #require(widget.configuration)
        #expect(adapter.schema.source == .appIntent)
        #expect(adapter.schema.parameters.map(\.name) == ["mood", "planet", "count"])

        let values: ConfigurationValues = [
            "mood": .enumCase("sad"), "planet": .entity(ConfigurationEntity(identifier: "mars", title: "Mars (stored)")), "count": .integer(4),
        ]
        let intent = try adapter.intent(for: values)
        let entry = try await timeline(widget, intent)
        // The planet is the query's current one, not the stored title.
        #expect(entry.text == "sad on Mars (today) ×4")
        // Drawn by the widget's content closure.
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
        #expect(archive.root.plainTexts.contains("sad on Mars (today) ×4"))
        // Button(intent:) and Toggle(isOn:intent:) draw their labels.
        #expect(archive.root.plainTexts.contains("Cheer up"))
        #expect(archive.root.plainTexts.contains("Favorite"))

        // Another instance's values give another timeline (not the first one's, not the defaults).
        let other = try await timeline(widget, try adapter.intent(for: ["mood": .enumCase("happy"), "count": .integer(2)]))
        #expect(other.text == "happy on nowhere ×2")
        // No configuration: the intent's defaults.
        #expect(try await timeline(widget, nil).text == "happy on nowhere ×1")
    }

    @Test func badValuesAreRefusedNamingTheParameter() throws {
        let widget = try #require(WidgetRegistry.widgets(single: MoodWidget()).first)
        let adapter = try #require(widget.configuration)
        #expect {
            try adapter.intent(for: ["count": .integer(9)])
        } throws: { "\($0)" == "MoodIntent.count: 9 is above the maximum 5" }
        #expect {
            try adapter.intent(for: ["mood": .enumCase("angry")])
        } throws: { "\($0)" == "MoodIntent.mood: \"angry\" is not a case of Mood (cases: happy, sad)" }
    }

    @Test func optionsAndDefaultsComeFromTheQuery() async throws {
        let widget = try #require(WidgetRegistry.widgets(single: MoodWidget()).first)
        let adapter = try #require(widget.configuration)
        let planets = try await adapter.options("planet", nil, [:])
        #expect(planets.allItems.map(\.displayText) == ["Mars (today) (mars)", "Venus (venus)"])
        let defaults = try await adapter.defaults()
        #expect(defaults["planet"] == .entity(ConfigurationEntity(identifier: "venus", title: "Venus")))
        #expect(defaults["mood"] == .enumCase("happy"))
        // The values of an intent read back for WidgetInfo and recommendations.
        #expect(adapter.values(try adapter.intent(for: defaults))["mood"] == .enumCase("happy"))
    }
    @Test func theExtensionServerAnswersWithEachInstancesValues() async throws {
        let widget = try #require(WidgetRegistry.widgets(single: MoodWidget()).first)
        func send(_ request: ExtensionRequest) async throws -> ExtensionResponse {
            await ExtensionServer.handle(try JSONEncoder().encode(request), widgets: [widget])
        }
        let described = try #require(try await send(ExtensionRequest(id: 1, method: .describe)).widgets?.first)
        #expect(described.configuration == "intent:MoodIntent")
        #expect(described.configurationSchema?.source == .appIntent)
        #expect(described.configurationSchema?.parameters.map(\.name) == ["mood", "planet", "count"])

        let context = RequestContext(kind: "mood", family: "systemSmall", displaySize: SizeValue(width: 170, height: 170))
        let configured = try await send(
            ExtensionRequest(
                id: 2, method: .timeline, context: context, timeout: 10,
                configuration: ["mood": .enumCase("sad"), "planet": .entity(.init(identifier: "mars", title: "Mars")), "count": .integer(3)]))
        #expect(configured.error == nil)
        #expect(try #require(configured.entries?.first).archive.root.plainTexts.contains("sad on Mars (today) ×3"))

        // A value the intent cannot hold: an error naming the parameter, and no entries.
        let bad = try await send(ExtensionRequest(id: 3, method: .timeline, context: context, timeout: 10, configuration: ["count": .integer(0)]))
        #expect(bad.entries == nil)
        #expect(bad.error?.code == .configurationFailed)
        #expect(bad.error?.message.contains("MoodIntent.count: 0 is below the minimum 1") == true)

        let options = try await send(ExtensionRequest(id: 4, method: .configurationOptions, context: context, timeout: 10, parameter: "planet"))
        #expect(options.options?.allItems.count == 2)
        let defaults = try await send(ExtensionRequest(id: 5, method: .defaultConfiguration, context: context, timeout: 10))
        #expect(defaults.configuration?["planet"] == .entity(ConfigurationEntity(identifier: "venus", title: "Venus")))
    }

    @Test func thePreviewMacroTakesAnAppIntent() async throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.name == "Mood on Venus" })
        guard case .provider(let intent, let timeline) = preview.source else {
            Issue.record("not a provider preview")
            return
        }
        #expect(intent == "MoodIntent")
        let gate = CompletionGate<AnyTimeline>()
        timeline(TimelineProviderContext(family: .systemSmall)) { gate.complete($0) }
        let entry = try #require(await gate.wait(timeout: 30)?.entries.first?.value as? MoodEntry)
        // The intent given to the macro, as the author set it.
        #expect(entry.text == "sad on Venus (given) ×1")
    }
}

extension Node {
    /// Every text drawn in this node and below.
    fileprivate var plainTexts: [String] {
        var texts: [String] = []
        if case .text(let text) = content { texts.append(text.plainText()) }
        for child in children { texts += child.plainTexts }
        return texts
    }
}
