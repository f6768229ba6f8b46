import Foundation

public enum Fixtures {
    static let harbour = Team(name: "Harbour City", shortName: "HAR", colorHex: "1D4ED8")
    static let rovers = Team(name: "Millbrook Rovers", shortName: "MIL", colorHex: "B91C1C")
    static let athletic = Team(name: "Northgate Athletic", shortName: "NOR", colorHex: "047857")
    static let united = Team(name: "Eastfield United", shortName: "EAS", colorHex: "F59E0B")

    public static func today(now: Date = Date()) -> [Match] {
        [
            Match(id: 1, home: harbour, away: rovers, homeScore: 2, awayScore: 1, status: .live(minute: 67), competition: "League"),
            Match(id: 2, home: athletic, away: united, homeScore: 0, awayScore: 0, status: .scheduled(kickoff: now.addingTimeInterval(2 * 3600)), competition: "Cup"),
            Match(id: 3, home: united, away: harbour, homeScore: 3, awayScore: 3, status: .finished, competition: "League"),
        ]
    }

    /// What the app saved for its widgets, else today's fixtures.
    public static func shared(suiteName: String) -> [Match] {
        guard let data = UserDefaults(suiteName: suiteName)?.data(forKey: "matches"),
              let matches = try? JSONDecoder().decode([Match].self, from: data)
        else { return today() }
        return matches
    }
}
