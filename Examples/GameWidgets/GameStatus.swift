//
//  GameStatus.swift
//  GameWidgets
//
//  The model shared by the game widgets. A real app would read it from an App Group
//  container written by the game; here the data is fixed so every render is reproducible.
//

import Foundation
import SwiftUI

struct PlayerStatistic: Identifiable {
    var id: String { name }
    let name: String
    let wins: Int
    let losses: Int
    let url: URL

    var winRate: Double {
        let games = wins + losses
        return games == 0 ? 0 : Double(wins) / Double(games)
    }
}

struct GameStatus {
    /// One line saying whose turn it is, e.g. "Your turn". "—" while nothing is known.
    var summary: String
    var opponent: String
    var turn: Int
    var lastTurnResult: String
    var statistics: [PlayerStatistic]
    var url: URL

    /// What the widget shows before the game has reported anything.
    static let unavailable = GameStatus(
        summary: "—",
        opponent: "—",
        turn: 0,
        lastTurnResult: "—",
        statistics: [],
        url: URL(string: "mygame://status")!
    )

    /// What the widget gallery shows before anything was fetched: realistic sample data,
    /// available at once, as Apple's articles advise for `context.isPreview` snapshots
    /// (a full game, so every family, the large one's statistics too, shows what it is for).
    static let preview = GameStatus(
        summary: "Your turn",
        opponent: "Grace",
        turn: 7,
        lastTurnResult: "Grace built a bridge",
        statistics: [
            PlayerStatistic(name: "You", wins: 9, losses: 4, url: URL(string: "mygame://players/you")!),
            PlayerStatistic(name: "Grace", wins: 7, losses: 3, url: URL(string: "mygame://players/grace")!),
            PlayerStatistic(name: "Ada", wins: 5, losses: 8, url: URL(string: "mygame://players/ada")!),
        ],
        url: URL(string: "mygame://game/7")!
    )

    /// The latest status "from the server" (fixed sample data).
    static let current = GameStatus(
        summary: "Your turn",
        opponent: "Ada",
        turn: 12,
        lastTurnResult: "Ada captured 2 towers",
        statistics: [
            PlayerStatistic(name: "You", wins: 14, losses: 9, url: URL(string: "mygame://players/you")!),
            PlayerStatistic(name: "Ada", wins: 11, losses: 12, url: URL(string: "mygame://players/ada")!),
            PlayerStatistic(name: "Grace", wins: 7, losses: 3, url: URL(string: "mygame://players/grace")!),
        ],
        url: URL(string: "mygame://game/42")!
    )
}

extension Color {
    /// The game's dark-green board colour, used behind the game widgets.
    static let gameBackground = Color(red: 0.11, green: 0.31, blue: 0.24)
}
