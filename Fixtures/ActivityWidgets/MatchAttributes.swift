//
//  MatchAttributes.swift
//  ActivityWidgets
//
//  The data of a football match's Live Activity, as the app and the extension share it.
//

import ActivityKit
import Foundation

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var minute: Int
        var status: String
    }

    var homeTeam: String
    var awayTeam: String
    var competition: String
}

extension MatchAttributes {
    static let preview = MatchAttributes(homeTeam: "LIV", awayTeam: "ARS", competition: "Premier League")
}

extension MatchAttributes.ContentState {
    static let kickoff = MatchAttributes.ContentState(homeScore: 0, awayScore: 0, minute: 1, status: "Kick-off")
    static let secondHalf = MatchAttributes.ContentState(homeScore: 2, awayScore: 1, minute: 67, status: "Second half")
}
