//
//  GameStatusWidget.swift
//  GameWidgets
//
//  A general, non-configurable overview of the current game, after Apple's
//  "Creating a Widget Extension" article: one timeline entry and a reload in 15 minutes.
//

import Foundation
import OSLog
import SwiftUI
import WidgetKit

private let timelineLog = Logger(subsystem: "com.mygame.widgets", category: "GameStatus")

struct GameStatusEntry: TimelineEntry {
    var date: Date
    var gameStatus: GameStatus
}

struct GameStatusProvider: TimelineProvider {
    /// Whether the extension already holds a status fetched from the game server.
    var hasFetchedGameStatus: Bool = false
    var gameStatusFromServer: GameStatus = .current

    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), gameStatus: .unavailable)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (GameStatusEntry) -> Void) {
        let date = Date()
        let entry: GameStatusEntry

        // The widget gallery wants an answer quickly: don't wait for the server, show sample
        // data (the seed article's "—" status would show an empty widget in the gallery).
        if context.isPreview && !hasFetchedGameStatus {
            entry = GameStatusEntry(date: date, gameStatus: .preview)
        } else {
            entry = GameStatusEntry(date: date, gameStatus: gameStatusFromServer)
        }
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<GameStatusEntry>) -> Void) {
        // Create a timeline entry for "now."
        let date = Date()
        let entry = GameStatusEntry(date: date, gameStatus: gameStatusFromServer)

        // Create a date that's 15 minutes in the future.
        let nextUpdateDate = Calendar.current.date(byAdding: .minute, value: 15, to: date)!

        // A real widget would ask the server here and call the completion handler when the
        // request finishes; a short delay stands in for that round trip.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            let timeline = Timeline(entries: [entry], policy: .after(nextUpdateDate))
            timelineLog.info("Timeline built: 1 entry, next update at \(nextUpdateDate, privacy: .public)")
            completion(timeline)
        }
    }
}

struct GameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(
            kind: "com.mygame.game-status",
            provider: GameStatusProvider()
        ) { entry in
            GameStatusView(entry.gameStatus)
                .widgetURL(entry.gameStatus.url)
                .containerBackground(Color.gameBackground, for: .widget)
        }
        .configurationDisplayName("Game Status")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    var gameStatus: GameStatus

    init(_ gameStatus: GameStatus) {
        self.gameStatus = gameStatus
    }

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall: GameTurnSummary(gameStatus)
        case .systemMedium: GameStatusWithLastTurnResult(gameStatus)
        case .systemLarge: GameStatusWithStatistics(gameStatus)
        default: GameDetailsNotAvailable()
        }
    }
}

/// Small: whose turn it is.
struct GameTurnSummary: View {
    var gameStatus: GameStatus

    init(_ gameStatus: GameStatus) {
        self.gameStatus = gameStatus
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "gamecontroller.fill")
                .font(.title2)
            Spacer(minLength: 0)
            Text(gameStatus.summary)
                .font(.headline)
                .lineLimit(1)
            Text("Turn \(gameStatus.turn) vs \(gameStatus.opponent)")
                .font(.caption)
                .foregroundColor(.white.opacity(0.8))
        }
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// Medium: the summary plus what happened in the last turn.
struct GameStatusWithLastTurnResult: View {
    var gameStatus: GameStatus

    init(_ gameStatus: GameStatus) {
        self.gameStatus = gameStatus
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            GameTurnSummary(gameStatus)
            Divider()
                .background(Color.white.opacity(0.4))
            VStack(alignment: .leading, spacing: 4) {
                Text("Last turn")
                    .font(.caption)
                    .textCase(.uppercase)
                    .foregroundColor(.white.opacity(0.7))
                Text(gameStatus.lastTurnResult)
                    .font(.subheadline)
                    .lineLimit(2)
                Spacer(minLength: 0)
                Link(destination: URL(string: "mygame://game/42/replay")!) {
                    Label("Replay", systemImage: "play.circle.fill")
                        .font(.caption.bold())
                }
            }
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// Large: the summary and every player's running statistics, one link per player.
struct GameStatusWithStatistics: View {
    var gameStatus: GameStatus

    init(_ gameStatus: GameStatus) {
        self.gameStatus = gameStatus
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            GameStatusWithLastTurnResult(gameStatus)
                .frame(height: 110)
            Divider()
                .background(Color.white.opacity(0.4))
            Text("Statistics")
                .font(.headline)
            ForEach(gameStatus.statistics) { statistic in
                Link(destination: statistic.url) {
                    HStack {
                        Text(statistic.name)
                        Spacer()
                        Text("\(statistic.wins)–\(statistic.losses)")
                            .monospacedDigit()
                        ProgressView(value: statistic.winRate)
                            .frame(width: 60)
                    }
                    .font(.subheadline)
                }
            }
            Spacer(minLength: 0)
        }
        .foregroundColor(.white)
    }
}

struct GameDetailsNotAvailable: View {
    var body: some View {
        Text("Game details not available")
            .font(.footnote)
            .multilineTextAlignment(.center)
            .foregroundColor(.white)
    }
}

#Preview("Your turn, then waiting", as: .systemMedium) {
    GameStatusWidget()
} timeline: {
    GameStatusEntry(date: .now, gameStatus: .current)
    GameStatusEntry(date: .now.addingTimeInterval(900), gameStatus: .unavailable)
}
