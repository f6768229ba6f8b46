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

struct ChannelTile: Identifiable {
    let id: String
    let title: String
    let route: URL?
    let icon: UIImage?
}

struct ChannelsEntry: TimelineEntry {
    let date: Date
    let tiles: [ChannelTile]
    let layout: ChannelLayout
}

struct ChannelsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ChannelsEntry {
        ChannelsEntry(
            date: Date(), tiles: ChannelCatalog.standard.prefix(4).map { ChannelTile(id: $0.id, title: $0.title, route: nil, icon: nil) },
            layout: .grid)
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
        return ChannelsEntry(date: Date(), tiles: tiles, layout: configuration.layout)
    }
}

struct ChannelsWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: ChannelsEntry

    var body: some View {
        Group {
            if entry.tiles.isEmpty {
                VStack(spacing: 6) {
                    Image(systemName: "square.grid.2x2")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                    Text("Edit the widget to pick channels")
                        .font(.caption)
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.secondary)
                }
            } else if entry.layout == .list {
                list
            } else {
                grid
            }
        }
        // No widgetURL: a tap outside a tile continues the widget's user activity, which
        // carries its configuration to the app (seed 003).
        .containerBackground(for: .widget) { Color(red: 0.97, green: 0.97, blue: 0.95) }
    }

    var columns: Int { family == .systemSmall ? 2 : 4 }
    var shown: [ChannelTile] { Array(entry.tiles.prefix(family == .systemSmall ? 4 : 8)) }

    var grid: some View {
        VStack(spacing: 10) {
            ForEach(0..<((shown.count + columns - 1) / columns), id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(shown[(row * columns)..<min(shown.count, (row + 1) * columns)]) { tile in
                        link(tile) {
                            VStack(spacing: 4) {
                                icon(tile, size: family == .systemSmall ? 40 : 36)
                                Text(tile.title)
                                    .font(.system(size: 11, weight: .medium))
                                    .lineLimit(1)
                                    .foregroundStyle(.primary)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
            }
        }
    }

    var list: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(shown.prefix(family == .systemSmall ? 3 : 4)) { tile in
                link(tile) {
                    HStack(spacing: 8) {
                        icon(tile, size: 24)
                        Text(tile.title)
                            .font(.subheadline.weight(.medium))
                        Spacer(minLength: 0)
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }

    @ViewBuilder func icon(_ tile: ChannelTile, size: CGFloat) -> some View {
        if let image = tile.icon {
            Image(uiImage: image)
                .resizable()
                .frame(width: size, height: size)
        } else {
            RoundedRectangle(cornerRadius: size * 0.23)
                .fill(Color.gray.opacity(0.3))
                .frame(width: size, height: size)
        }
    }

    /// Small widgets cannot hold links (seed 003); larger ones link each tile to its channel.
    @ViewBuilder func link<Content: View>(_ tile: ChannelTile, @ViewBuilder _ content: () -> Content) -> some View {
        if family != .systemSmall, let route = tile.route {
            Link(destination: route) { content() }
        } else {
            content()
        }
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
