//
//  ChannelCatalog.swift
//  HomeFinderKit
//
//  The channels the app offers (new homes, resale, rentals…), as its server would list them.
//  The app writes the list and the channels' icons into the App Group it shares with its
//  extensions; the Intents extension reads the list to offer options, and the widget reads
//  the icons synchronously in getTimeline (seed 003). Shared as a framework would be on iOS.
//

import Foundation
// On iOS `containerURL(forSecurityApplicationGroupIdentifier:)` is Foundation's; on Linux,
// Vitrine's WidgetKit gives it (the host assigns the containers).
import WidgetKit

/// The App Group the app and its extensions share.
public let homeFinderAppGroup = "group.com.vitrine.examples.homefinder"

/// One channel of the app: what a widget tile shows and where a tap goes.
public struct ChannelInfo: Codable, Equatable, Sendable {
    /// The channel's identifier (`Channel.identifier`).
    public var id: String
    /// Its name on the tile.
    public var title: String
    /// The file name of its icon in the App Group's `icons` folder.
    public var icon: String
    /// The app's page it opens (`homefinder://channel/<id>`).
    public var route: String
    /// Whether the channel can be chosen today (the server may switch one off).
    public var available: Bool
    /// Which section the options list it in.
    public var section: String

    /// A channel.
    public init(id: String, title: String, icon: String, route: String, available: Bool = true, section: String) {
        self.id = id
        self.title = title
        self.icon = icon
        self.route = route
        self.available = available
        self.section = section
    }
}

/// Reads and writes the channel list in the App Group.
public enum ChannelCatalog {
    /// The list's file name in the App Group container.
    public static let fileName = "channels.json"

    /// The App Group container; nil when this process is not entitled to it.
    public static var container: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: homeFinderAppGroup)
    }

    /// The channels the app last wrote; empty before it ran.
    public static func load(from container: URL? = container) -> [ChannelInfo] {
        guard let file = container?.appendingPathComponent(fileName), let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONDecoder().decode([ChannelInfo].self, from: data)) ?? []
    }

    /// Writes the list, replacing the last one.
    public static func save(_ channels: [ChannelInfo], to container: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(channels).write(to: container.appendingPathComponent(fileName), options: .atomic)
    }

    /// Where a channel's icon is, in the App Group.
    public static func iconURL(_ icon: String, in container: URL? = container) -> URL? {
        container?.appendingPathComponent("icons").appendingPathComponent(icon)
    }

    /// What the app's server lists on a first run.
    public static let standard: [ChannelInfo] = [
        ChannelInfo(id: "new", title: "New Homes", icon: "new.png", route: "homefinder://channel/new", section: "Buy"),
        ChannelInfo(id: "resale", title: "Resale", icon: "resale.png", route: "homefinder://channel/resale", section: "Buy"),
        ChannelInfo(id: "rent", title: "Rentals", icon: "rent.png", route: "homefinder://channel/rent", section: "Rent"),
        ChannelInfo(id: "shared", title: "Shared Flats", icon: "shared.png", route: "homefinder://channel/shared", section: "Rent"),
        ChannelInfo(id: "agents", title: "Agents", icon: "agents.png", route: "homefinder://channel/agents", section: "Services"),
        ChannelInfo(id: "loans", title: "Mortgage", icon: "loans.png", route: "homefinder://channel/loans", section: "Services"),
    ]
}
