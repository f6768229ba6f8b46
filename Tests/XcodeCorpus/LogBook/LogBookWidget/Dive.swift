import Foundation

struct Dive: Codable, Hashable, Sendable {
    var site: String
    var date: Date
    var maxDepth: Double  // metres
    var bottomTime: Int  // minutes
    var waterTemperature: Double

    #if DEBUG
    static let samples: [Dive] = [
        Dive(site: "Blue Hole, Dahab", date: .now.addingTimeInterval(-2 * 86_400), maxDepth: 28.4, bottomTime: 41, waterTemperature: 24),
        Dive(site: "Silfra", date: .now.addingTimeInterval(-30 * 86_400), maxDepth: 18.0, bottomTime: 35, waterTemperature: 2),
        Dive(site: "SS Thistlegorm", date: .now.addingTimeInterval(-45 * 86_400), maxDepth: 31.2, bottomTime: 38, waterTemperature: 23),
    ]
    #endif
}

struct DiveLogSummary: Sendable {
    var dives: [Dive]

    var latest: Dive? { dives.max { $0.date < $1.date } }
    var deepest: Double { dives.map(\.maxDepth).max() ?? 0 }
    var totalMinutes: Int { dives.reduce(0) { $0 + $1.bottomTime } }
}
