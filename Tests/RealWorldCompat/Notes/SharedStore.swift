import Foundation

/// The file the app writes and the widget reads, in the shared App Group container.
enum SharedStore {
    static let appGroup = "group.com.example.notes"

    static var containerURL: URL {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)!
    }

    static var notesURL: URL {
        containerURL.appendingPathComponent("notes.json")
    }

    static func loadNotes() -> [Note] {
        guard let data = try? Data(contentsOf: notesURL) else { return [] }
        return (try? JSONDecoder().decode([Note].self, from: data)) ?? []
    }

    static func save(_ notes: [Note]) throws {
        try JSONEncoder().encode(notes).write(to: notesURL, options: .atomic)
    }
}

struct Note: Codable, Identifiable, Hashable {
    let id: Int
    let title: String
    let pinned: Bool
}
