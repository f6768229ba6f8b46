import Foundation

@testable import GameWidgets
@testable import WidgetKit

/// Entries for the example widgets at a fixed date, so renders are the same on every run
/// (the providers use `Date()`, which a test cannot control).
enum GoldenFixtures {
    /// 2026-06-01 10:42 UTC.
    static let now = Date(timeIntervalSince1970: 1_780_310_520)

    struct Case {
        let name: String
        let kind: String
        let entry: AnyTimelineEntry
        let locale: String
    }

    static var cases: [Case] {
        var cjkStatus = GameStatus.current
        cjkStatus.summary = "轮到你了 — 还剩3步"
        cjkStatus.opponent = "李雷"
        return [
            Case(name: "status", kind: "com.mygame.game-status", entry: AnyTimelineEntry(GameStatusEntry(date: now, gameStatus: .current)), locale: "en_US"),
            Case(
                name: "status-cjk", kind: "com.mygame.game-status", entry: AnyTimelineEntry(GameStatusEntry(date: now, gameStatus: cjkStatus)), locale: "zh_CN"),
            Case(
                name: "health", kind: "com.mygame.character-detail", entry: AnyTimelineEntry(CharacterDetailEntry(date: now, healthLevel: 0.25)),
                locale: "en_US"),
            Case(
                name: "health-ru", kind: "com.mygame.character-detail", entry: AnyTimelineEntry(CharacterDetailEntry(date: now, healthLevel: 0.75)),
                locale: "ru_RU"),
            Case(
                name: "leaderboard", kind: "com.mygame.leaderboard", entry: AnyTimelineEntry(LeaderboardEntry(date: now, players: Player.leaderboard)),
                locale: "en_US"),
            Case(name: "word", kind: "WordWidgetExtension", entry: AnyTimelineEntry(SimpleEntry(date: now, word: WordModel.getData()[0])), locale: "en_US"),
            Case(
                name: "word-ru", kind: "WordWidgetExtension",
                entry: AnyTimelineEntry(SimpleEntry(date: now, word: WordModel(word: "покупать", translation: "buy", lang: "ru", example: "Я покупаю машину"))),
                locale: "ru_RU"),
            Case(
                name: "tour", kind: "com.vitrine.api-tour",
                entry: AnyTimelineEntry(
                    APITourEntry(
                        date: now, playerName: "Ada", score: 1200, ratio: 0.4, roundEnd: now.addingTimeInterval(600),
                        badgePNG: BadgeImage.download())), locale: "en_US"),
        ]
    }
}
