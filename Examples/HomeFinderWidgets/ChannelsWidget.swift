//
//  ChannelsWidget.swift
//  HomeFinderWidgets
//
//  Seed 003's configurable widget: a grid of the app's channels that each person picks in the
//  widget's editor. The channel options come at run time from the Intents extension (which
//  reads the App Group); the layout is a static enum of the intent definition. Icons are loaded
//  synchronously in getTimeline, before the views are made, because a widget's views cannot
//  load anything themselves.
//

import HomeFinderKit
import Intents
import SwiftUI
import WidgetKit

struct ChannelsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ChannelsEntry {
        ChannelsEntry(
            date: Date(), tiles: ChannelCatalog.standard.prefix(4).map { ChannelTile(id: $0.id, title: $0.title, route: nil, icon: nil) },
            isList: false)
    }

    func getSnapshot(for configuration: ChannelsConfigurationIntent, in context: Context, completion: @escaping (ChannelsEntry) -> Void) {
        completion(entry(for: configuration, in: context))
    }

    func getTimeline(
        for configuration: ChannelsConfigurationIntent, in context: Context, completion: @escaping (Timeline<ChannelsEntry>) -> Void
    ) {
        // The channels' names and routes can change on the server: look again in an hour.
        let next = Calendar.current.date(byAdding: .hour, value: 1, to: Date())!
        completion(Timeline(entries: [entry(for: configuration, in: context)], policy: .after(next)))
    }

    /// The configured channels with their icons, read now from the App Group.
    func entry(for configuration: ChannelsConfigurationIntent, in context: Context) -> ChannelsEntry {
        let chosen = configuration.channels ?? []
        let tiles = chosen.map { channel in
            ChannelTile(
                id: channel.identifier ?? channel.displayString, title: channel.displayString,
                route: channel.route.flatMap(URL.init(string:)),
                icon: channel.iconName.flatMap { ChannelCatalog.iconURL($0) }.flatMap { UIImage(contentsOfFile: $0.path) })
        }
        return ChannelsEntry(date: Date(), tiles: tiles, isList: configuration.layout == .list)
    }
}

struct ChannelsWidget: Widget {
    let kind = "com.vitrine.examples.homefinder.channels"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ChannelsConfigurationIntent.self, provider: ChannelsProvider()) { entry in
            ChannelsWidgetView(entry: entry)
        }
        .configurationDisplayName("Channels")
        .description("Open your favourite HomeFinder channels from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
