//
//  ChannelsView.swift
//  HomeFinderKit
//
//  The channels widget's entry and view, shared by the SiriKit widget (HomeFinderWidgets) and
//  its App Intents migration (HomeFinderWidgetsMigrated), as a framework target would share
//  them on iOS.
//

import SwiftUI
import WidgetKit

/// One chosen channel, ready to draw: its icon was read before the view is made.
public struct ChannelTile: Identifiable {
    /// The channel's identifier.
    public let id: String
    /// Its name.
    public let title: String
    /// Where a tap on the tile goes (medium widgets).
    public let route: URL?
    /// The icon, read from the App Group in getTimeline.
    public let icon: UIImage?

    /// A tile.
    public init(id: String, title: String, route: URL?, icon: UIImage?) {
        self.id = id
        self.title = title
        self.route = route
        self.icon = icon
    }

    /// The tile of a channel the app listed, with its icon read now from the App Group.
    public init(_ info: ChannelInfo) {
        self.init(
            id: info.id, title: info.title, route: URL(string: info.route),
            icon: ChannelCatalog.iconURL(info.icon).flatMap { UIImage(contentsOfFile: $0.path) })
    }
}

/// One entry of the channels widget.
public struct ChannelsEntry: TimelineEntry {
    /// When it is shown.
    public let date: Date
    /// The chosen channels, in the chosen order.
    public let tiles: [ChannelTile]
    /// A list of rows instead of a grid.
    public let isList: Bool

    /// An entry.
    public init(date: Date, tiles: [ChannelTile], isList: Bool) {
        self.date = date
        self.tiles = tiles
        self.isList = isList
    }
}

/// The channels widget's view, shared by its SiriKit and App Intents versions.
public struct ChannelsWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: ChannelsEntry

    /// A view of one entry.
    public init(entry: ChannelsEntry) { self.entry = entry }

    /// The grid or list of the chosen channels.
    public var body: some View {
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
            } else if entry.isList {
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
