//
//  SharedCharacterState.swift
//  GameWidgets
//
//  What the game app (Examples/GameApp) stores for the widgets in the App Group they share,
//  the seed article's way of getting data from the app to its widgets.
//

import Foundation

enum SharedCharacterState {
    static let appGroup = "group.com.vitrine.examples.game"
    static let healthKey = "character.panda.health"

    /// The health the app stored last (0…1), or nil when the app has not written one or this
    /// process was not granted the group (a preview or test run outside a host).
    static var healthLevel: Double? {
        guard FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup) != nil,
            let defaults = UserDefaults(suiteName: appGroup), defaults.object(forKey: healthKey) != nil
        else { return nil }
        return min(max(defaults.double(forKey: healthKey), 0), 1)
    }
}
