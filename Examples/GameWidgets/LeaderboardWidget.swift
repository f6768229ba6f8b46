//
//  LeaderboardWidget.swift
//  GameWidgets
//
//  The game's leaderboard: the top players, each row a Link to that player's profile.
//

import Foundation
import SwiftUI
import WidgetKit

struct Player: Identifiable {
    let id: Int
    let rank: Int
    let name: String
    let score: Int

    var url: URL { URL(string: "mygame://players/\(id)")! }

    static let leaderboard: [Player] = [
        Player(id: 7, rank: 1, name: "Grace", score: 12_840),
        Player(id: 3, rank: 2, name: "Ada", score: 11_975),
        Player(id: 12, rank: 3, name: "Linus", score: 9_410),
        Player(id: 1, rank: 4, name: "You", score: 8_802),
        Player(id: 9, rank: 5, name: "Margaret", score: 7_333),
        Player(id: 4, rank: 6, name: "Alan", score: 6_120),
        Player(id: 21, rank: 7, name: "Barbara", score: 5_004),
        Player(id: 15, rank: 8, name: "Dennis", score: 998),
    ]
}

struct LeaderboardEntry: TimelineEntry {
    let date: Date
    let players: [Player]
}

struct LeaderboardProvider: TimelineProvider {
    func placeholder(in context: Context) -> LeaderboardEntry {
        LeaderboardEntry(date: Date(), players: Array(Player.leaderboard.prefix(3)))
    }

    func getSnapshot(in context: Context, completion: @escaping (LeaderboardEntry) -> Void) {
        completion(LeaderboardEntry(date: Date(), players: Player.leaderboard))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LeaderboardEntry>) -> Void) {
        let now = Date()
        let entry = LeaderboardEntry(date: now, players: Player.leaderboard)
        let nextHour = Calendar.current.date(byAdding: .hour, value: 1, to: now)!
        completion(Timeline(entries: [entry], policy: .after(nextHour)))
    }
}

struct LeaderboardWidget: Widget {
    let kind: String = "com.mygame.leaderboard"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LeaderboardProvider()) { entry in
            LeaderboardView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(
                        colors: [Color.gameBackground, .black],
                        startPoint: .top,
                        endPoint: .bottom
                    )
                }
        }
        .configurationDisplayName("Leaderboard")
        .description("See who is leading the game.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct LeaderboardView: View {
    @Environment(\.widgetFamily) var family
    let entry: LeaderboardEntry

    private var visiblePlayers: [Player] {
        Array(entry.players.prefix(family == .systemLarge ? 8 : 3))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemLarge ? 8 : 4) {
            HStack {
                Image("Trophy")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 18, height: 18)
                Text("Leaderboard")
                    .font(.headline)
                Spacer()
                Text(entry.date, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            ForEach(visiblePlayers) { player in
                Link(destination: player.url) {
                    LeaderboardRow(player: player)
                }
            }
            Spacer(minLength: 0)
        }
        .foregroundColor(.white)
        .widgetURL(URL(string: "mygame://leaderboard"))
    }
}

struct LeaderboardRow: View {
    let player: Player

    var body: some View {
        HStack(spacing: 8) {
            Text("\(player.rank)")
                .font(.subheadline.bold())
                .monospacedDigit()
                .frame(width: 22, alignment: .trailing)
            Text(player.name)
                .font(.subheadline)
                .fontWeight(player.name == "You" ? .bold : .regular)
                .lineLimit(1)
            Spacer()
            Text(player.score, format: .number)
                .font(.subheadline)
                .monospacedDigit()
        }
        .padding(.vertical, 2)
        .padding(.horizontal, 6)
        .background(
            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(Color.white.opacity(player.rank == 1 ? 0.18 : 0.06))
        )
    }
}
