//
//  AppIntentTemplates.swift
//  CompatibilityTests
//
//  Xcode 15's "Widget Extension" template with "Include Configuration App Intent" checked (its
//  AppIntent.swift and widget file, as generated), an entity picker in the style of Apple's
//  Emoji Rangers sample, and an interactive widget's button intent. Swift 5 mode, as Xcode.
//

import AppIntents
import SwiftUI
import WidgetKit

// AppIntent.swift
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

// TemplateWidget.swift
struct IntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> IntentEntry {
        IntentEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> IntentEntry {
        IntentEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<IntentEntry> {
        var entries: [IntentEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = IntentEntry(date: entryDate, configuration: configuration)
            entries.append(entry)
        }

        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct IntentEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct IntentTemplateEntryView: View {
    var entry: IntentProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct IntentTemplateWidget: Widget {
    let kind: String = "IntentTemplateWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: IntentProvider()) { entry in
            IntentTemplateEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension ConfigurationAppIntent {
    fileprivate static var smiley: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

// The template ends with `#Preview(as: .systemSmall) { … } timeline: { IntentEntry(…, configuration:
// .smiley) … }`. It is left out here because PreviewRuntimeTests lists this target's previews
// exactly; WidgetKitTests covers the App Intent preview forms. These two values are what it uses.
let templatePreviewEntries = [IntentEntry(date: .now, configuration: .smiley), IntentEntry(date: .now, configuration: .starEyes)]

// An entity picker, as Emoji Rangers writes one.
struct HeroDetail: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Hero"
    static var defaultQuery = HeroQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: "person"))
    }

    static let allHeroes = [HeroDetail(id: "spouty", name: "Spouty"), HeroDetail(id: "egghead", name: "Egghead")]
}

struct HeroQuery: EntityQuery {
    func entities(for identifiers: [HeroDetail.ID]) async throws -> [HeroDetail] {
        HeroDetail.allHeroes.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HeroDetail] {
        HeroDetail.allHeroes
    }

    func defaultResult() async -> HeroDetail? {
        try? await suggestedEntities().first
    }
}

struct HeroSelection: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Hero"
    static var description = IntentDescription("Selects the hero to display information for.")

    @Parameter(title: "Hero")
    var hero: HeroDetail?

    init(hero: HeroDetail) {
        self.hero = hero
    }

    init() {
    }
}

// An interactive widget's intent.
struct RestIntent: AppIntent {
    static var title: LocalizedStringResource = "Rest"

    @Parameter(title: "Hero ID")
    var heroID: String

    init() {}

    init(heroID: String) {
        self.heroID = heroID
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct HeroProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry { HeroEntry(date: Date(), hero: HeroDetail.allHeroes[0]) }
    func snapshot(for configuration: HeroSelection, in context: Context) async -> HeroEntry {
        HeroEntry(date: Date(), hero: configuration.hero ?? HeroDetail.allHeroes[0])
    }
    func timeline(for configuration: HeroSelection, in context: Context) async -> Timeline<HeroEntry> {
        Timeline(entries: [HeroEntry(date: Date(), hero: configuration.hero ?? HeroDetail.allHeroes[0])], policy: .never)
    }
    func recommendations() -> [AppIntentRecommendation<HeroSelection>] {
        HeroDetail.allHeroes.map { AppIntentRecommendation(intent: HeroSelection(hero: $0), description: $0.name) }
    }
}

struct HeroEntry: TimelineEntry {
    let date: Date
    let hero: HeroDetail
}

struct HeroWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HeroWidget", intent: HeroSelection.self, provider: HeroProvider()) { entry in
            VStack {
                Text(entry.hero.name)
                Button(intent: RestIntent(heroID: entry.hero.id)) {
                    Label("Rest", systemImage: "bed.double")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Hero")
        .supportedFamilies([.systemSmall])
    }
}
