//
//  ScorelineWidget.swift
//  ScorelineWidget
//

import ScorelineKit
import SwiftUI
import WidgetKit

struct ScoresEntry: TimelineEntry {
    let date: Date
    let matches: [Match]
}

struct ScoresProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoresEntry {
        ScoresEntry(date: .now, matches: Fixtures.today())
    }

    func getSnapshot(in context: Context, completion: @escaping (ScoresEntry) -> Void) {
        completion(ScoresEntry(date: .now, matches: Fixtures.shared(suiteName: "group.gg.scoreline")))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoresEntry>) -> Void) {
        let matches = Fixtures.shared(suiteName: "group.gg.scoreline")
        // Live games refresh every few minutes; otherwise hourly is plenty.
        let interval: TimeInterval = matches.contains(where: \.isLive) ? 5 * 60 : 3600
        completion(Timeline(entries: [ScoresEntry(date: .now, matches: matches)], policy: .after(.now.addingTimeInterval(interval))))
    }
}

extension Color {
    init(hex: String) {
        let value = UInt32(hex, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}

struct MatchRow: View {
    let match: Match

    var body: some View {
        // Full names when they fit, short codes when they don't, and no status in the tightest spot.
        ViewThatFits(in: .horizontal) {
            row(home: match.home.name, away: match.away.name)
            row(home: match.home.shortName, away: match.away.shortName)
            compactRow
        }
    }

    private var compactRow: some View {
        HStack(spacing: 4) {
            Text(match.home.shortName)
            Spacer(minLength: 2)
            Text(match.scoreText).bold().monospacedDigit()
            Spacer(minLength: 2)
            Text(match.away.shortName)
        }
        .font(.caption)
        .foregroundColor(match.isLive ? .red : .primary)
    }

    private func row(home: String, away: String) -> some View {
        HStack(spacing: 6) {
            Circle().fill(Color(hex: match.home.colorHex)).frame(width: 8, height: 8)
            Text(home).lineLimit(1).fixedSize()
            Spacer(minLength: 4)
            Text(match.scoreText)
                .font(.body.monospacedDigit().bold())
                .fixedSize()
            Spacer(minLength: 4)
            Text(away).lineLimit(1).fixedSize()
            Circle().fill(Color(hex: match.away.colorHex)).frame(width: 8, height: 8)
            status
        }
        .font(.caption)
    }

    @ViewBuilder
    private var status: some View {
        switch match.status {
        case .live(let minute):
            Text("\(minute)'").foregroundStyle(.red).fixedSize()
        case .scheduled(let kickoff):
            Text(kickoff, style: .time).foregroundStyle(.secondary).fixedSize()
        case .finished:
            Text("FT").foregroundStyle(.secondary).fixedSize()
        }
    }
}

struct ScorelineWidgetView: View {
    let entry: ScoresEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Scores", systemImage: "sportscourt.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.green)
            ForEach(entry.matches.prefix(family == .systemSmall ? 2 : 3)) { match in
                MatchRow(match: match)
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct ScorelineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ScorelineWidget", provider: ScoresProvider()) { entry in
            ScorelineWidgetView(entry: entry)
                .containerBackground(.fill.secondary, for: .widget)
        }
        .configurationDisplayName("Live Scores")
        .description("Today's matches.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
