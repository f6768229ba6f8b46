//
//  MarketWidget.swift
//  HomeFinderWidgets
//
//  An iOS 17 configurable widget: App Intents instead of an intent definition. The person
//  picks a neighborhood from the app's list (an AppEntity with a searchable query), a number
//  of bedrooms (bounded) and whether to show rent; the widget shows that market's prices.
//

import AppIntents
import HomeFinderKit
import SwiftUI
import WidgetKit

struct NeighborhoodEntity: AppEntity {
    let id: String
    let name: String
    let city: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Neighborhood"
    static let defaultQuery = NeighborhoodQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
    }

    init(_ info: NeighborhoodInfo) {
        id = info.id
        name = info.name
        city = info.city
    }
}

struct NeighborhoodQuery: EntityStringQuery {
    func entities(for identifiers: [NeighborhoodEntity.ID]) async throws -> [NeighborhoodEntity] {
        identifiers.compactMap(Neighborhoods.named).map(NeighborhoodEntity.init)
    }

    func entities(matching string: String) async throws -> [NeighborhoodEntity] {
        Neighborhoods.all.filter { $0.name.localizedCaseInsensitiveContains(string) || $0.city.localizedCaseInsensitiveContains(string) }
            .map(NeighborhoodEntity.init)
    }

    func suggestedEntities() async throws -> [NeighborhoodEntity] { Neighborhoods.all.map(NeighborhoodEntity.init) }

    func defaultResult() async -> NeighborhoodEntity? { Neighborhoods.all.first.map(NeighborhoodEntity.init) }
}

struct MarketIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Market"
    static let description = IntentDescription("Prices in a neighborhood you follow.")

    @Parameter(title: "Neighborhood")
    var neighborhood: NeighborhoodEntity?

    @Parameter(title: "Bedrooms", default: 2, inclusiveRange: (1, 5))
    var bedrooms: Int

    @Parameter(title: "Show Rent", default: true)
    var showRent: Bool
}

struct MarketEntry: TimelineEntry {
    let date: Date
    let neighborhood: NeighborhoodInfo?
    let bedrooms: Int
    let showRent: Bool
}

struct MarketProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MarketEntry {
        MarketEntry(date: Date(), neighborhood: Neighborhoods.all[0], bedrooms: 2, showRent: true)
    }

    func snapshot(for configuration: MarketIntent, in context: Context) async -> MarketEntry { entry(configuration) }

    func timeline(for configuration: MarketIntent, in context: Context) async -> Timeline<MarketEntry> {
        // Market figures change daily.
        Timeline(entries: [entry(configuration)], policy: .after(Calendar.current.date(byAdding: .day, value: 1, to: Date())!))
    }

    func entry(_ configuration: MarketIntent) -> MarketEntry {
        MarketEntry(
            date: Date(), neighborhood: configuration.neighborhood.flatMap { Neighborhoods.named($0.id) },
            bedrooms: configuration.bedrooms, showRent: configuration.showRent)
    }
}

struct MarketWidgetView: View {
    let entry: MarketEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let place = entry.neighborhood {
                Text(place.city.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(place.name)
                    .font(.headline)
                    .lineLimit(1)
                Spacer(minLength: 0)
                Text("€\(place.salePerSquareMetre)/m²")
                    .font(.title3.weight(.bold))
                    .foregroundStyle(Color(red: 0.08, green: 0.40, blue: 0.75))
                if entry.showRent {
                    Text("\(entry.bedrooms) bd · €\(place.rent(bedrooms: entry.bedrooms))/mo")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } else {
                Text("Choose a neighborhood")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white }
    }
}

struct MarketWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "com.vitrine.examples.homefinder.market", intent: MarketIntent.self, provider: MarketProvider()) {
            entry in
            MarketWidgetView(entry: entry)
        }
        .configurationDisplayName("Market")
        .description("Sale and rent prices in a neighborhood you follow.")
        .supportedFamilies([.systemSmall])
    }
}
