//
//  SharedStore.swift
//  GameApp
//
//  The character's state in the App Group the game shares with its widget extension. Like
//  the model files an iOS app shares with its extension, it imports Foundation only;
//  `containerURL(forSecurityApplicationGroupIdentifier:)` comes from WidgetKit, which another
//  file of the target imports.
//

import Foundation

let appGroup = "group.com.vitrine.examples.game"

/// The character's state, shared with the widget extension through the App Group.
struct CharacterState: Codable {
    /// 0...1, as CharacterDetailEntry.healthLevel.
    var health: Double
    var updated: Date
}

enum SharedStore {
    static let healthKey = "character.panda.health"
    static let updatedKey = "character.panda.updated"
    static let fileName = "character-panda.json"

    static var defaults: UserDefaults? { UserDefaults(suiteName: appGroup) }

    static var container: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
    }

    static func save(_ state: CharacterState) throws -> URL? {
        defaults?.set(state.health, forKey: healthKey)
        defaults?.set(state.updated.timeIntervalSince1970, forKey: updatedKey)
        guard let container else { return nil }
        let file = container.appendingPathComponent(fileName)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        try encoder.encode(state).write(to: file, options: .atomic)
        return file
    }

    static func loadFromDefaults() -> CharacterState? {
        guard let defaults, defaults.object(forKey: healthKey) != nil else { return nil }
        return CharacterState(
            health: defaults.double(forKey: healthKey),
            updated: Date(timeIntervalSince1970: defaults.double(forKey: updatedKey)))
    }

    static func loadFromFile() -> CharacterState? {
        guard let file = container?.appendingPathComponent(fileName), let data = try? Data(contentsOf: file) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(CharacterState.self, from: data)
    }
}
