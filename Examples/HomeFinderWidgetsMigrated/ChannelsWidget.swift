//
//  ChannelsWidget.swift
//  HomeFinderWidgetsMigrated
//
//  The channels widget after its move from SiriKit to App Intents (iOS 17), as Apple's
//  migration guide describes it: the same kind, an App Intent that names the old intent class
//  (`CustomIntentMigratedAppIntent`), and parameters with the old names, so every widget a
//  person already placed keeps its channels and layout. The channel picker is now an
//  AppEntity whose query reads the App Group, which replaces the Intents extension.
//

import AppIntents
import HomeFinderKit
import SwiftUI
import WidgetKit

struct ChannelEntity: AppEntity {
    let id: String
    let title: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Channel"
    static let defaultQuery = ChannelQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct ChannelQuery: EntityStringQuery {
    func entities(for identifiers: [ChannelEntity.ID]) async throws -> [ChannelEntity] {
        let channels = ChannelCatalog.load()
        return identifiers.compactMap { id in channels.first { $0.id == id } }.map { ChannelEntity(id: $0.id, title: $0.title) }
    }

    func entities(matching string: String) async throws -> [ChannelEntity] {
        ChannelCatalog.load().filter { $0.title.localizedCaseInsensitiveContains(string) }.map { ChannelEntity(id: $0.id, title: $0.title) }
    }

    func suggestedEntities() async throws -> [ChannelEntity] {
        ChannelCatalog.load().map { ChannelEntity(id: $0.id, title: $0.title) }
    }
}

enum ChannelLayoutOption: String, AppEnum {
    case grid, list

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Layout"
    static let caseDisplayRepresentations: [ChannelLayoutOption: DisplayRepresentation] = [.grid: "Grid", .list: "List"]
}

struct ChannelsConfigurationAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ChannelsConfigurationIntent"
    static let title: LocalizedStringResource = "Channels"
    static let description = IntentDescription("Pick the channels your widget opens.")

    @Parameter(title: "Channels")
    var channels: [ChannelEntity]?

    @Parameter(title: "Layout", default: .grid)
    var layout: ChannelLayoutOption
}

struct ChannelsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ChannelsEntry {
        ChannelsEntry(
            date: Date(), tiles: ChannelCatalog.standard.prefix(4).map { ChannelTile(id: $0.id, title: $0.title, route: nil, icon: nil) },
            isList: false)
    }

    func snapshot(for configuration: ChannelsConfigurationAppIntent, in context: Context) async -> ChannelsEntry { entry(configuration) }

    func timeline(for configuration: ChannelsConfigurationAppIntent, in context: Context) async -> Timeline<ChannelsEntry> {
        Timeline(entries: [entry(configuration)], policy: .after(Calendar.current.date(byAdding: .hour, value: 1, to: Date())!))
    }

    func entry(_ configuration: ChannelsConfigurationAppIntent) -> ChannelsEntry {
        let listed = ChannelCatalog.load()
        let tiles = (configuration.channels ?? []).compactMap { chosen in listed.first { $0.id == chosen.id } }.map(ChannelTile.init)
        return ChannelsEntry(date: Date(), tiles: tiles, isList: configuration.layout == .list)
    }
}

struct ChannelsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "com.vitrine.examples.homefinder.channels", intent: ChannelsConfigurationAppIntent.self, provider: ChannelsProvider()
        ) { entry in
            ChannelsWidgetView(entry: entry)
        }
        .configurationDisplayName("Channels")
        .description("Open your favourite HomeFinder channels from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct HomeFinderWidgetsMigrated: WidgetBundle {
    var body: some Widget {
        ChannelsWidget()
    }
}
