import Foundation

public struct Team: Codable, Hashable, Sendable {
    public let name: String
    public let shortName: String
    public let colorHex: String

    public init(name: String, shortName: String, colorHex: String) {
        self.name = name
        self.shortName = shortName
        self.colorHex = colorHex
    }
}

public struct Match: Codable, Identifiable, Hashable, Sendable {
    public enum Status: Codable, Hashable, Sendable {
        case scheduled(kickoff: Date)
        case live(minute: Int)
        case finished
    }

    public let id: Int
    public let home: Team
    public let away: Team
    public let homeScore: Int
    public let awayScore: Int
    public let status: Status
    public let competition: String

    public init(id: Int, home: Team, away: Team, homeScore: Int, awayScore: Int, status: Status, competition: String) {
        self.id = id
        self.home = home
        self.away = away
        self.homeScore = homeScore
        self.awayScore = awayScore
        self.status = status
        self.competition = competition
    }

    public var isLive: Bool {
        if case .live = status { return true }
        return false
    }

    public var scoreText: String {
        if case .scheduled = status { return "vs" }
        return "\(homeScore) – \(awayScore)"
    }
}
