//
//  IntentHandler.swift
//  HomeFinderIntents
//
//  The Intents extension of seed 003's second layout: a target of its own whose principal
//  class hands out the handler of ChannelsConfigurationIntent. It offers the channels the app
//  last wrote to the App Group, in the app's sections, so a new channel on the server reaches
//  the widget's configuration without an app release. Written as on iOS; the host starts it
//  when a person opens the widget's editor.
//

import Foundation
import HomeFinderKit
import Intents
// The entry point the IntentDefinitions plugin writes for a stand-alone Intents extension runs
// WidgetKit's IntentsExtensionMain; importing it here says so where a reader looks.
import WidgetKit

class IntentHandler: INExtension, ChannelsConfigurationIntentHandling {
    override func handler(for intent: INIntent) -> Any { self }

    func provideChannelsOptionsCollection(
        for intent: ChannelsConfigurationIntent, searchTerm: String?,
        with completion: @escaping (INObjectCollection<Channel>?, Error?) -> Void
    ) {
        let channels = ChannelCatalog.load().filter { info in
            guard let searchTerm, !searchTerm.isEmpty else { return true }
            return info.title.localizedCaseInsensitiveContains(searchTerm)
        }
        guard !channels.isEmpty || searchTerm != nil else {
            completion(nil, ChannelsUnavailable())
            return
        }
        var sections: [String] = []
        for info in channels where !sections.contains(info.section) { sections.append(info.section) }
        let collection = INObjectCollection(
            sections: sections.map { section in
                INObjectSection(title: section, items: channels.filter { $0.section == section }.map(Channel.init(info:)))
            })
        completion(collection, nil)
    }

    func defaultChannels(for intent: ChannelsConfigurationIntent) -> [Channel]? {
        ChannelCatalog.load().filter(\.available).prefix(4).map(Channel.init(info:))
    }
}

/// The app has not written its channel list yet.
struct ChannelsUnavailable: LocalizedError {
    var errorDescription: String? { "Open HomeFinder once to load its channels." }
}

extension Channel {
    convenience init(info: ChannelInfo) {
        self.init(identifier: info.id, display: info.title)
        iconName = info.icon
        route = info.route
        isAvailable = NSNumber(value: info.available)
    }
}
