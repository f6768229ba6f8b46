import Foundation

/// One thing in the pantry. The app edits the list; the widget (which includes this file) reads it.
struct PantryItem: Codable, Identifiable, Hashable {
    var id = UUID()
    var name: String
    var emoji: String
    var expiresOn: Date

    static let appGroup = "group.com.example.shelflife"

    func daysLeft(from now: Date = .now, calendar: Calendar = .current) -> Int {
        calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: expiresOn)).day ?? 0
    }

    private static var fileURL: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: appGroup)?
            .appendingPathComponent("pantry.json")
    }

    static func load() -> [PantryItem] {
        guard let url = fileURL, let data = try? Data(contentsOf: url),
            let items = try? JSONDecoder().decode([PantryItem].self, from: data)
        else {
            #if DEBUG
            return samples
            #else
            return []
            #endif
        }
        return items
    }

    #if MAIN_APP
    static func save(_ items: [PantryItem]) {
        guard let url = fileURL, let data = try? JSONEncoder().encode(items) else { return }
        try? data.write(to: url, options: .atomic)
    }
    #endif

    #if DEBUG
    static var samples: [PantryItem] {
        let day: TimeInterval = 24 * 60 * 60
        return [
            PantryItem(name: "Milk", emoji: "🥛", expiresOn: .now.addingTimeInterval(1 * day)),
            PantryItem(name: "Spinach", emoji: "🥬", expiresOn: .now.addingTimeInterval(2 * day)),
            PantryItem(name: "Yoghurt", emoji: "🥣", expiresOn: .now.addingTimeInterval(4 * day)),
            PantryItem(name: "Eggs", emoji: "🥚", expiresOn: .now.addingTimeInterval(9 * day)),
            PantryItem(name: "Cheddar", emoji: "🧀", expiresOn: .now.addingTimeInterval(20 * day)),
        ]
    }
    #endif
}
